import type { TripRequest } from '../../contract/trip-planner.ts';
import { savedPreferencesSearch } from '../../stores/trip-saved-preferences.ts';

/** Shows the results page's offer (SavedPreferencesOffer.astro) when the visitor's saved preferences differ. */
export async function showSavedPreferencesOffer(offer: HTMLElement | null): Promise<void> {
  if (!offer) return;
  const { search = '', choices = '{}', resultsPath = '' } = offer.dataset;
  const request = JSON.parse(choices) as Pick<TripRequest, 'itineraryOptions' | 'excludedModes'>;
  const saved = await savedPreferencesSearch(search, request);
  const link = offer.querySelector('a');
  if (!saved || !link) return;
  link.href = `${resultsPath}?${saved}`;
  offer.hidden = false;
}
