import type { TripRequest } from '../contract/trip-planner.ts';
import { customFromChoices } from '../domain/trip-preferences.ts';
import { sameChoices, urlChoices, withoutPreferences, writeUrlOptions } from '../domain/trip-url-preferences.ts';
import { preferencesTemplate } from './trip-api.ts';
import { loadTripPreferences, savedPreferences, $tripPreferences } from './trip-preferences.ts';

/**
 * The results page answers the search its URL describes. When the visitor has saved preferences of their own that
 * differ from the link's, this is the same search with theirs (a results query), else null.
 */
export async function savedPreferencesSearch(
  search: string,
  request: Pick<TripRequest, 'itineraryOptions' | 'excludedModes'>,
): Promise<string | null> {
  await loadTripPreferences(preferencesTemplate);
  const { template } = $tripPreferences.get();
  const saved = savedPreferences();
  if (!template || !saved || !Object.keys(customFromChoices(template, saved)).length) return null;
  const mine = urlChoices(template, saved);
  if (sameChoices(mine, { options: request.itineraryOptions ?? {}, excludedModes: request.excludedModes ?? [] }))
    return null;
  const params = withoutPreferences(new URLSearchParams(search));
  params.delete('jsc');
  if (mine.excludedModes.length) params.set('m', mine.excludedModes.join(','));
  writeUrlOptions(params, mine.options);
  return params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
}
