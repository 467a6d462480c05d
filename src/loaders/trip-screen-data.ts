import type { ServiceAlert } from '../contract/alerts.ts';
import { Temporal } from '../domain/temporal.ts';
import type { BffClient, BffFailure } from '../bff-client/bff-fetch.ts';
import type { NetworkInfo } from '../bff-client/network-info.ts';
import { DetailedResponse, SearchResponse, type Journey, type TripRequest } from '../contract/trip-planner.ts';
import { initialForm, keepReturnAfter, searchBlocker, type TripForm } from '../domain/trip-form.ts';
import { returnRequest, tripRequestFromForm } from '../domain/trip-request.ts';
import { findJourney, firstJourney } from '../domain/trip-journey-pick.ts';
import { decodeTripQuery, formFromQuery, type TripQuery } from '../domain/trip-url-codec.ts';
import { parseIsoInZone, toIsoOffset } from '../domain/trip-time.ts';
import { timetableShiftOf, type TimetableShift } from '../domain/stale-timetable.ts';
import { metresBetween, type NearbyStop } from '../domain/no-journey-suggestions.ts';
import type { TripPlace } from '../domain/trip-place.ts';
import { ProximityPointsResponse } from '../contract/proximity.ts';

/** Server side of the trip planner screens: read the URL, call the BFF in-process, hand islands their props. */

/**
 * The network's time zone (GET /api/v1/network): every time on the trip planner screens is shown and sent in it.
 * Without network info (no network loaded, the search cannot answer anyway) the server's own zone keeps the form usable.
 */
export function networkTimeZone(info: Pick<NetworkInfo, 'timezone'> | null): string {
  return info?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export interface TripScreen {
  query: TripQuery;
  form: TripForm;
  /** The outbound search body; null when the URL lacks a place or names the same place twice (see blocker). */
  request: TripRequest | null;
  /** Why there is no search (message key under tripPlanner.errors); null when there is one. */
  blocker: ReturnType<typeof searchBlocker>;
}

/** Locale for dates: the language with the network's region (week start, names). */
export function dateLocale(lang: string): string {
  return { fr: 'fr-FR', en: 'en-US', es: 'es-ES', it: 'it-IT', de: 'de-DE' }[lang] ?? 'fr-FR';
}

/**
 * A time of the URL as an instant in the network's zone. A link may give `dt=2026-11-26T11:59` without an offset (read
 * in the network's zone, page-query.ts); the screens format times with Date, which would read it in the server's zone
 * (the summary said 6:59 AM for an 11:59 search on a UTC server).
 */
function inNetworkZone(value: string | null, timeZone: string): string | null {
  const zoned = parseIsoInZone(value, timeZone);
  return zoned ? toIsoOffset(zoned) : value;
}

export function readTripScreen(url: URL, timeZone: string, nowMs = Date.now()): TripScreen {
  const decoded = decodeTripQuery(url.searchParams);
  const query = {
    ...decoded,
    dateTime: inNetworkZone(decoded.dateTime, timeZone),
    returnDateTime: inNetworkZone(decoded.returnDateTime, timeZone),
  };
  // A link's return may come before its departure (a 'next day' suggestion moves dt only, a hand-made or no-JS rt): the
  // screens read it with the form's rule, so the way back never leaves before departure + 2 h (spec section 5).
  const form = keepReturnAfter(formFromQuery(query, initialForm(timeZone, nowMs)), timeZone);
  // The form refuses a search from a place to itself (spec: input place error); a shared or hand-made link did not, and
  // the results said "no journey found" with stops near the place to go from/to instead of what is wrong.
  const blocker = searchBlocker(form);
  const request = blocker ? null : tripRequestFromForm(form, null);
  return { query, form, request, blocker };
}

/**
 * A search the server would not run now: too many from this visitor (429) or the planner full (503). The screen must not
 * say "no journey found" with a 200: the page answers that status, its Retry-After and a message saying so.
 */
export class SearchRefused extends Error {
  readonly status: 429 | 503;
  readonly retryAfterS: number;

  constructor(status: 429 | 503, retryAfterS: number) {
    super(`journey search refused (${status}), retry in ${retryAfterS} s`);
    this.status = status;
    this.retryAfterS = retryAfterS;
  }
}

function throwIfRefused(answer: BffFailure): void {
  if (answer.status === 429 || answer.status === 503)
    throw new SearchRefused(answer.status, Math.max(1, answer.retryAfterS ?? 1));
}

export async function searchOnServer(client: BffClient, request: TripRequest): Promise<SearchResponse | null> {
  // No timeout of its own: the page's upstream budget ends it in connected mode (ssrBffFor).
  const answer = await client.request('/api/trip-planner/v2/journeys/search', SearchResponse, {
    method: 'POST',
    body: request,
  });
  if (!answer.ok) throwIfRefused(answer);
  return answer.ok ? answer.data : null;
}

export interface DetailedJourney {
  journey: Journey;
  /** The stale-feed notice of the search that found it. */
  shift: TimetableShift | null;
  /** Service alerts in force about its lines, stops and trips (realtime feeds; [] without). */
  alerts: ServiceAlert[];
}

/** journeySummaryCode → the journey (spec: detailed call); null when it cannot be rebuilt. */
export async function detailedOnServer(client: BffClient, code: string | null): Promise<DetailedJourney | null> {
  if (!code) return null;
  const answer = await client.request('/api/trip-planner/v2/journeys/detailed', DetailedResponse, {
    method: 'POST',
    body: { tripType: '0', journeySummaryCode: code },
  });
  if (!answer.ok) {
    throwIfRefused(answer);
    return null;
  }
  const journey = findJourney(answer.data.groups, code) ?? firstJourney(answer.data.groups);
  if (!journey) return null;
  const alertIds = new Set(journey.realtime?.alertIds ?? []);
  return {
    journey,
    shift: timetableShiftOf(answer.data),
    alerts: (answer.data.alerts ?? []).filter((alert) => alertIds.has(alert.id)),
  };
}

/** The way back leaves at the chosen return time, never before the outbound arrives. */
export function returnDeparture(form: TripForm, outbound: Journey, timeZone: string): string {
  const wanted = parseIsoInZone(form.returnDateTime, timeZone);
  const arrived = parseIsoInZone(outbound.arrivalDateTime, timeZone);
  if (!wanted) return arrived ? toIsoOffset(arrived) : form.returnDateTime;
  if (arrived && Temporal.ZonedDateTime.compare(wanted, arrived) < 0) return toIsoOffset(arrived);
  return toIsoOffset(wanted);
}

export function returnSearchRequest(screen: TripScreen, outbound: Journey, timeZone: string): TripRequest | null {
  if (!screen.request) return null;
  return returnRequest(screen.request, outbound.journeySummaryCode, returnDeparture(screen.form, outbound, timeZone));
}

/** Query string without the chosen journeys, for links back to the results. */
export function searchWithout(url: URL, ...keys: string[]): string {
  const params = new URLSearchParams(url.search);
  for (const key of keys) params.delete(key);
  return params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
}

/** How far around a place "a nearby stop" may be (about 500 m each way). */
const NEARBY_BOX_DEGREES = 0.0045;

/** The nearest other stop area around a place (proximity points), for the "no journey found" suggestions. */
async function nearestOtherStop(
  client: BffClient,
  place: TripPlace,
): Promise<{ place: TripPlace; distance: number } | null> {
  const lonSpan = NEARBY_BOX_DEGREES / Math.max(0.2, Math.cos((place.lat * Math.PI) / 180));
  const corners = [
    [place.lat - NEARBY_BOX_DEGREES, place.lon - lonSpan],
    [place.lat + NEARBY_BOX_DEGREES, place.lon + lonSpan],
  ];
  const answer = await client.request('/api/v1/proximity/points', ProximityPointsResponse, {
    query: { coord: corners.map(([lat, lon]) => `${lat.toFixed(6)},${lon.toFixed(6)}`) },
    timeoutMs: 3000,
  });
  if (!answer.ok) return null;
  const nearest = answer.data.points
    .filter((point) => point.id !== place.id)
    .map((point) => ({ point, distance: metresBetween(place, point) }))
    .sort((a, b) => a.distance - b.distance)[0];
  if (!nearest) return null;
  const { point, distance } = nearest;
  return {
    place: {
      id: point.id,
      type: 'stopArea',
      name: point.name,
      displayName: point.name,
      lat: point.lat,
      lon: point.lon,
    },
    distance: Math.round(distance),
  };
}

/** Nearby stops of both ends of a search that found nothing. */
export async function nearbyStopsOnServer(client: BffClient, form: TripForm): Promise<NearbyStop[]> {
  const ends = [
    ['from', form.from],
    ['to', form.to],
  ] as const;
  const found = await Promise.all(
    ends.map(async ([role, place]) => (place ? { role, stop: await nearestOtherStop(client, place) } : null)),
  );
  return found.flatMap((entry) => (entry?.stop ? [{ role: entry.role, ...entry.stop }] : []));
}
