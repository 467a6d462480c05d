import type { Lang } from '../i18n/index.ts';
import { localizedPath } from './route-table.ts';
import { encodeTripQuery } from './trip-url-codec.ts';
import type { TripPlace } from './trip-place.ts';

/**
 * The trip planner prefilled with a departure, an arrival or both, through the spec's short parameters. Going somewhere
 * needs a departure first, so without one the link opens the home page's form with the arrival set (the trip-planner
 * routes send a search without departure to the home page anyway).
 */
export function prefilledTripHref(lang: Lang, places: { from: TripPlace | null; to: TripPlace | null }): string {
  const params = encodeTripQuery({
    from: places.from,
    to: places.to,
    via: null,
    options: {},
    tripType: 'simple',
    dateChoice: 'DEPARTURE',
    dateTime: null,
    returnDateTime: null,
    excludedModes: [],
    journey: null,
    returnJourney: null,
  });
  params.delete('tt');
  return places.from ? localizedPath(lang, 'trip-planner', {}, params) : localizedPath(lang, 'index', {}, params);
}

/** "Leave from here" on a stop page. */
export function leaveFromHereHref(lang: Lang, place: TripPlace): string {
  return prefilledTripHref(lang, { from: place, to: null });
}

/** "Go here" on a stop page. */
export function goHereHref(lang: Lang, place: TripPlace): string {
  return prefilledTripHref(lang, { from: null, to: place });
}
