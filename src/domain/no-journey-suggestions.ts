import type { Temporal } from './temporal.ts';
import type { TripPlace } from './trip-place.ts';
import { parseIsoInZone, toIsoOffset } from './trip-time.ts';
import { TRIP_URL_OPTION_PARAMS } from '../contract/trip-url.ts';
import { withoutPreferences } from './trip-url-preferences.ts';
import { decodeTripQuery, tripQueryString } from './trip-url-codec.ts';

/**
 * "No journey found" never ends the road: each suggestion is a search one change away (later, the next day, without
 * the preferences that narrow it, without the via place, from or to a nearby stop), as a query of the same screen the
 * visitor can follow. The returns screen has its own (coming back later or the next day, without the preferences, or
 * the way back searched on its own, places swapped, on the results screen).
 */
export type Suggestion =
  | { kind: 'later' | 'nextDay' | 'laterReturn' | 'nextDayReturn'; when: string; search: string }
  | {
      kind: 'withoutPreferences';
      preferences: Array<'wheelchair' | 'walking' | 'modes' | 'fewerTransfers'>;
      search: string;
    }
  | { kind: 'withoutVia'; via: string; search: string }
  | { kind: 'nearbyFrom' | 'nearbyTo'; stop: string; distance: number; search: string }
  /** A one-way search (on the results screen, not the returns screen) from the arrival back to the departure. */
  | { kind: 'oneWayBack'; from: string; to: string; when: string; search: string };

export interface NearbyStop {
  role: 'from' | 'to';
  place: TripPlace;
  /** Metres from the searched place. */
  distance: number;
}

const readable = (params: URLSearchParams) => params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');

function shifted(
  params: URLSearchParams,
  key: 'dt' | 'at' | 'rt',
  iso: string,
  by: Temporal.DurationLike,
  timeZone: string,
): { when: string; search: string } | null {
  const time = parseIsoInZone(iso, timeZone);
  if (!time) return null;
  const next = new URLSearchParams(params);
  const when = toIsoOffset(time.add(by));
  next.set(key, when);
  return { when, search: readable(next) };
}

function withPlace(params: URLSearchParams, role: 'from' | 'to', place: TripPlace): string {
  const next = new URLSearchParams(params);
  const p =
    role === 'from'
      ? { id: 'fi', value: 'fv', sub: 'fst', display: 'ffv', type: 'fpt', lat: 'flat', lon: 'flon' }
      : { id: 'ti', value: 'tv', sub: 'tst', display: 'tfv', type: 'tpt', lat: 'tlat', lon: 'tlon' };
  next.set(p.id, place.id);
  next.set(p.value, place.name);
  next.delete(p.sub);
  next.set(p.display, place.displayName);
  next.set(p.type, place.type);
  next.set(p.lat, String(place.lat));
  next.set(p.lon, String(place.lon));
  return readable(next);
}

/** The same search without the preferences that narrow it, when it has some. */
function withoutNarrowing(params: URLSearchParams): Suggestion | null {
  const narrowing: Array<'wheelchair' | 'walking' | 'modes' | 'fewerTransfers'> = [];
  if (params.get(TRIP_URL_OPTION_PARAMS.wheelchair)) narrowing.push('wheelchair');
  if (params.get(TRIP_URL_OPTION_PARAMS.walkingSpeed) || params.get(TRIP_URL_OPTION_PARAMS.maxWalkingDistance))
    narrowing.push('walking');
  if (params.get('m')) narrowing.push('modes');
  if (params.get(TRIP_URL_OPTION_PARAMS.fewerTransfers)) narrowing.push('fewerTransfers');
  return narrowing.length
    ? { kind: 'withoutPreferences', preferences: narrowing, search: readable(withoutPreferences(params)) }
    : null;
}

/**
 * Suggestions for an empty way back (returns screen, query in `search`, the outbound kept in `jsc`): `leaving` is when
 * the way back was searched from (the wanted return time, or the outbound's arrival when that is later).
 */
export function returnNoJourneySuggestions(search: string, timeZone: string, leaving: string): Suggestion[] {
  const params = new URLSearchParams(search);
  params.delete('rjsc');
  const suggestions: Suggestion[] = [];
  const later = shifted(params, 'rt', leaving, { hours: 2 }, timeZone);
  if (later) suggestions.push({ kind: 'laterReturn', ...later });
  const nextDay = shifted(params, 'rt', leaving, { days: 1 }, timeZone);
  if (nextDay) suggestions.push({ kind: 'nextDayReturn', ...nextDay });
  const without = withoutNarrowing(params);
  if (without) suggestions.push(without);
  const query = decodeTripQuery(params);
  if (query.from && query.to) {
    const back = tripQueryString({
      ...query,
      from: query.to,
      to: query.from,
      via: null,
      tripType: 'simple',
      dateChoice: 'DEPARTURE',
      dateTime: leaving,
      returnDateTime: null,
      journey: null,
      returnJourney: null,
    });
    suggestions.push({
      kind: 'oneWayBack',
      from: query.to.displayName,
      to: query.from.displayName,
      when: leaving,
      search: back,
    });
  }
  return suggestions;
}

/** Suggestions for an empty answer to the search in `search` (a results-page query, chosen journeys dropped). */
export function noJourneySuggestions(search: string, timeZone: string, nearby: NearbyStop[] = []): Suggestion[] {
  const params = new URLSearchParams(search);
  params.delete('jsc');
  params.delete('rjsc');
  const key = params.has('at') ? 'at' : 'dt';
  const time = params.get(key);
  const suggestions: Suggestion[] = [];
  if (time) {
    const later = shifted(params, key, time, { hours: 2 }, timeZone);
    if (later) suggestions.push({ kind: 'later', ...later });
    const nextDay = shifted(params, key, time, { days: 1 }, timeZone);
    if (nextDay) suggestions.push({ kind: 'nextDay', ...nextDay });
  }
  const without = withoutNarrowing(params);
  if (without) suggestions.push(without);
  const via = decodeTripQuery(params).via;
  if (via) {
    const next = new URLSearchParams(params);
    for (const key of [...next.keys()]) if (key.startsWith('v[')) next.delete(key);
    suggestions.push({ kind: 'withoutVia', via: via.displayName, search: readable(next) });
  }
  for (const stop of nearby) {
    suggestions.push({
      kind: stop.role === 'from' ? 'nearbyFrom' : 'nearbyTo',
      stop: stop.place.name,
      distance: stop.distance,
      search: withPlace(params, stop.role, stop.place),
    });
  }
  return suggestions;
}

/** Great-circle distance in metres (nearby stops are a few hundred metres away: the sphere is plenty). */
export function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}
