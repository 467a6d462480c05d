import type { TripPlace } from './trip-place.ts';
import type { DateChoice, TripForm, TripType } from './trip-form.ts';
import type { ItineraryOptions } from '../contract/trip-planner.ts';
import { readUrlOptions, writeUrlOptions } from './trip-url-preferences.ts';

/**
 * The shareable URL of a trip search (spec section 2): short parameters for the places, trip type, times, via and modes,
 * plus the journeys chosen on the screens that follow, so every screen can rebuild itself from its URL.
 */
export interface TripQuery {
  from: TripPlace | null;
  to: TripPlace | null;
  via: TripPlace | null;
  tripType: TripType;
  dateChoice: DateChoice;
  /** ISO with offset; null when the URL has none (the form then uses now). */
  dateTime: string | null;
  returnDateTime: string | null;
  excludedModes: string[];
  /** Answer-changing preferences (ws, wd, ft, wc). */
  options: ItineraryOptions;
  /** journeySummaryCode of the chosen outbound journey (preview, summary, returns, roadmap). */
  journey: string | null;
  /** journeySummaryCode of the chosen way back (return-preview, return-summary). */
  returnJourney: string | null;
}

const PLACE_KEYS = {
  from: { id: 'fi', value: 'fv', subTitle: 'fst', displayName: 'ffv', type: 'fpt', lat: 'flat', lon: 'flon' },
  to: { id: 'ti', value: 'tv', subTitle: 'tst', displayName: 'tfv', type: 'tpt', lat: 'tlat', lon: 'tlon' },
} as const;
const VIA_KEYS = {
  id: 'v[0][i]',
  value: 'v[0][v]',
  displayName: 'v[0][fv]',
  lat: 'v[0][lat]',
  lon: 'v[0][lon]',
} as const;
const JOURNEY_KEY = 'jsc';
const RETURN_JOURNEY_KEY = 'rjsc';

function readPlace(
  params: URLSearchParams,
  keys: { id: string; value: string; displayName: string; lat: string; lon: string; subTitle?: string; type?: string },
  defaultType: string,
): TripPlace | null {
  const id = params.get(keys.id);
  const lat = Number(params.get(keys.lat));
  const lon = Number(params.get(keys.lon));
  if (!id || !params.has(keys.lat) || !params.has(keys.lon) || !Number.isFinite(lat) || !Number.isFinite(lon))
    return null;
  const name = params.get(keys.value) || id;
  const subTitle = keys.subTitle ? params.get(keys.subTitle) : null;
  return {
    id,
    type: (keys.type && params.get(keys.type)) || defaultType,
    name,
    displayName: params.get(keys.displayName) || name,
    ...(subTitle ? { subTitle } : {}),
    lat,
    lon,
  };
}

function writePlace(
  params: URLSearchParams,
  keys: { id: string; value: string; displayName: string; lat: string; lon: string; subTitle?: string; type?: string },
  place: TripPlace,
): void {
  params.set(keys.id, place.id);
  params.set(keys.value, place.name);
  if (keys.subTitle && place.subTitle) params.set(keys.subTitle, place.subTitle);
  params.set(keys.displayName, place.displayName);
  if (keys.type) params.set(keys.type, place.type);
  params.set(keys.lat, String(place.lat));
  params.set(keys.lon, String(place.lon));
}

/** The URL keys of one place of the search (the trip form draws them as hidden fields, so a form sent without
 * JavaScript still says which place each box held). */
export function placeKeys(role: 'from' | 'to' | 'via'): readonly string[] {
  return Object.values(role === 'via' ? VIA_KEYS : PLACE_KEYS[role]);
}

/** Sets one place of the search in a query (its keys replaced, others untouched). */
export function writePlaceParams(params: URLSearchParams, role: 'from' | 'to' | 'via', place: TripPlace): void {
  for (const key of placeKeys(role)) params.delete(key);
  writePlace(params, role === 'via' ? VIA_KEYS : PLACE_KEYS[role], place);
}

export function encodeTripQuery(query: TripQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from) writePlace(params, PLACE_KEYS.from, query.from);
  if (query.to) writePlace(params, PLACE_KEYS.to, query.to);
  params.set('tt', query.tripType === 'full' ? '1' : '0');
  if (query.dateTime) params.set(query.dateChoice === 'ARRIVAL' ? 'at' : 'dt', query.dateTime);
  if (query.tripType === 'full' && query.returnDateTime) params.set('rt', query.returnDateTime);
  if (query.via) writePlace(params, VIA_KEYS, query.via);
  if (query.excludedModes.length) params.set('m', query.excludedModes.join(','));
  writeUrlOptions(params, query.options);
  if (query.journey) params.set(JOURNEY_KEY, query.journey);
  if (query.returnJourney) params.set(RETURN_JOURNEY_KEY, query.returnJourney);
  return params;
}

export function decodeTripQuery(params: URLSearchParams): TripQuery {
  const tripType: TripType = params.get('tt') === '1' || params.get('tt') === '2' ? 'full' : 'simple';
  const arrival = params.get('at');
  return {
    from: readPlace(params, PLACE_KEYS.from, 'address'),
    to: readPlace(params, PLACE_KEYS.to, 'address'),
    via: tripType === 'simple' ? readPlace(params, VIA_KEYS, 'address') : null,
    tripType,
    dateChoice: arrival ? 'ARRIVAL' : 'DEPARTURE',
    dateTime: arrival ?? params.get('dt'),
    returnDateTime: tripType === 'full' ? params.get('rt') : null,
    excludedModes: (params.get('m') ?? '').split(',').filter(Boolean),
    options: readUrlOptions(params),
    journey: params.get(JOURNEY_KEY),
    returnJourney: params.get(RETURN_JOURNEY_KEY),
  };
}

export function queryFromForm(
  form: TripForm,
  selection: { journey?: string | null; returnJourney?: string | null } = {},
): TripQuery {
  return {
    from: form.from,
    to: form.to,
    via: form.viaEnabled ? form.via : null,
    tripType: form.tripType,
    dateChoice: form.dateChoice,
    dateTime: form.dateTime,
    returnDateTime: form.tripType === 'full' ? form.returnDateTime : null,
    excludedModes: form.excludedModes,
    options: form.options,
    journey: selection.journey ?? null,
    returnJourney: selection.returnJourney ?? null,
  };
}

/** The form a URL describes; missing times keep the given defaults (now, now + 2 h). */
export function formFromQuery(query: TripQuery, defaults: TripForm): TripForm {
  return {
    from: query.from,
    to: query.to,
    via: query.via,
    viaEnabled: !!query.via,
    tripType: query.tripType,
    dateChoice: query.dateChoice,
    dateTime: query.dateTime ?? defaults.dateTime,
    returnDateTime: query.returnDateTime ?? defaults.returnDateTime,
    excludedModes: query.excludedModes,
    options: query.options,
  };
}

/** The query string, with the bracketed via keys left readable. */
export function tripQueryString(query: TripQuery): string {
  return encodeTripQuery(query).toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
}
