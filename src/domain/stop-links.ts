import type { Lang } from '../i18n/index.ts';
import { localizedPath } from './route-table.ts';
import { encodeTripQuery } from './trip-url-codec.ts';
import type { TripPlace } from './trip-place.ts';

/**
 * "Leave from here" and "go here" from a stop page: the trip planner prefilled through the spec's short parameters.
 * Going somewhere needs a departure first, so "go here" opens the home page's form with the arrival set (the trip-planner
 * routes send a search without departure to the home page anyway).
 */
function placeQuery(role: 'from' | 'to', place: TripPlace): URLSearchParams {
  const params = encodeTripQuery({
    from: role === 'from' ? place : null,
    to: role === 'to' ? place : null,
    via: null,
    tripType: 'simple',
    dateChoice: 'DEPARTURE',
    dateTime: null,
    returnDateTime: null,
    excludedModes: [],
    journey: null,
    returnJourney: null,
  });
  params.delete('tt');
  return params;
}

export function leaveFromHereHref(lang: Lang, place: TripPlace): string {
  return localizedPath(lang, 'trip-planner', {}, placeQuery('from', place));
}

export function goHereHref(lang: Lang, place: TripPlace): string {
  return localizedPath(lang, 'index', {}, placeQuery('to', place));
}
