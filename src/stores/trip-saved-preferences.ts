import { atom } from 'nanostores';
import type { TripRequest } from '../contract/trip-planner.ts';
import { customFromChoices } from '../domain/trip-preferences.ts';
import { sameChoices, urlChoices, withoutPreferences, writeUrlOptions } from '../domain/trip-url-preferences.ts';
import { preferencesTemplate } from './trip-api.ts';
import { loadTripPreferences, savedPreferences, $tripPreferences } from './trip-preferences.ts';

/**
 * The results page answers the search its URL describes. When the visitor has saved preferences of their own that
 * differ from the link's, this holds the same search with theirs (a results query), else null.
 */
export const $savedPreferencesSearch = atom<string | null>(null);

export async function compareSavedPreferences(search: string, request: TripRequest): Promise<void> {
  await loadTripPreferences(preferencesTemplate);
  const { template } = $tripPreferences.get();
  const saved = savedPreferences();
  if (!template || !saved || !Object.keys(customFromChoices(template, saved)).length) return;
  const mine = urlChoices(template, saved);
  if (sameChoices(mine, { options: request.itineraryOptions ?? {}, excludedModes: request.excludedModes ?? [] }))
    return;
  const params = withoutPreferences(new URLSearchParams(search));
  params.delete('jsc');
  if (mine.excludedModes.length) params.set('m', mine.excludedModes.join(','));
  writeUrlOptions(params, mine.options);
  $savedPreferencesSearch.set(params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']'));
}
