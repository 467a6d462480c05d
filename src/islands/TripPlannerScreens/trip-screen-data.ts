import { Temporal } from 'temporal-polyfill';
import type { BffClient } from '../../api/bff-fetch.ts';
import type { NetworkInfo } from '../../api/network-info.ts';
import { DetailedResponse, SearchResponse, type Journey, type TripRequest } from '../../contract/trip-planner.ts';
import { initialForm, type TripForm } from '../../domain/trip-form.ts';
import { returnRequest, tripRequestFromForm } from '../../domain/trip-request.ts';
import { findJourney, firstJourney } from '../../domain/trip-journey-pick.ts';
import { decodeTripQuery, formFromQuery, type TripQuery } from '../../domain/trip-url-codec.ts';
import { parseIsoInZone, toIsoOffset } from '../../domain/trip-time.ts';

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
  /** The outbound search body; null when the URL lacks a place. */
  request: TripRequest | null;
}

/** Locale for dates: the language with the network's region (week start, names). */
export function dateLocale(lang: string): string {
  return { fr: 'fr-FR', en: 'en-US', es: 'es-ES', it: 'it-IT', de: 'de-DE' }[lang] ?? 'fr-FR';
}

export function readTripScreen(url: URL, timeZone: string, nowMs = Date.now()): TripScreen {
  const query = decodeTripQuery(url.searchParams);
  const form = formFromQuery(query, initialForm(timeZone, nowMs));
  const request = form.from && form.to ? tripRequestFromForm(form, null) : null;
  return { query, form, request };
}

export async function searchOnServer(client: BffClient, request: TripRequest): Promise<SearchResponse | null> {
  // No timeout of its own: the page's upstream budget ends it in connected mode (ssrBffFor).
  const answer = await client.request('/api/trip-planner/v2/journeys/search', SearchResponse, { method: 'POST', body: request });
  return answer.ok ? answer.data : null;
}

/** journeySummaryCode → the journey (spec: detailed call); null when it cannot be rebuilt. */
export async function detailedOnServer(client: BffClient, code: string | null): Promise<Journey | null> {
  if (!code) return null;
  const answer = await client.request('/api/trip-planner/v2/journeys/detailed', DetailedResponse, {
    method: 'POST',
    body: { tripType: '0', journeySummaryCode: code },
  });
  if (!answer.ok) return null;
  return findJourney(answer.data.groups, code) ?? firstJourney(answer.data.groups);
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
