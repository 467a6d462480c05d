import type { ServiceAlert } from '../contract/alerts.ts';
import type { AstroGlobal } from 'astro';
import { ssrNetworkInfo } from '../bff-client/network-info.ts';
import { ssrBffFor } from '../bff-client/ssr-bff.ts';
import { completePartnerLink } from '../bff-client/partner-link.ts';
import type { Journey, SearchResponse, TripRequest } from '../contract/trip-planner.ts';
import { localizedPath } from '../domain/route-table.ts';
import { internalHref } from '../domain/internal-link.ts';
import {
  detailedOnServer,
  nearbyStopsOnServer,
  networkTimeZone,
  readTripScreen,
  returnSearchRequest,
  searchOnServer,
  searchWithout,
  SearchRefused,
  type TripScreen,
} from './trip-screen-data.ts';
import { timetableShiftOf, type TimetableShift } from '../domain/stale-timetable.ts';
import { noJourneySuggestions, returnNoJourneySuggestions, type Suggestion } from '../domain/no-journey-suggestions.ts';
import { hasJourneys, workingSuggestions } from './working-suggestions.ts';
import { JOURNEY_UNAVAILABLE_PARAM } from '../domain/journey-unavailable.ts';
import { isFormSubmission, TYPED_TEXT_PARAMS } from '../domain/trip-form-fields.ts';
import type { PlaceRole } from '../domain/trip-form.ts';
import { resolveFormSubmission, type SubmissionOutcome } from './trip-form-resolve.ts';
import { dateLocale } from './trip-screen-data.ts';

export type TripScreenKind =
  | 'results'
  | 'preview'
  | 'summary'
  | 'returns'
  | 'return-preview'
  | 'return-summary'
  | 'roadmap';

export interface TripScreenData extends TripScreen {
  kind: TripScreenKind;
  timeZone: string;
  /** Query string of the page (without '?'). */
  search: string;
  /** Results (outbound list) or returns (way-back list), as the server searched them; null when the search failed. */
  list: SearchResponse | null;
  listRequest: TripRequest | null;
  outbound: Journey | null;
  back: Journey | null;
  /** Stale-feed notice of the list or of the journeys shown (null: the asked day's own timetable answered). */
  shift: TimetableShift | null;
  /** The page was reached from a journey that no longer rebuilds (a notice says so). */
  journeyUnavailable: boolean;
  /** When the list found nothing: the changes to the search that find journeys (each tried on the server). */
  suggestions: Suggestion[];
  /** Service alerts about the journeys shown, by journey id. */
  alerts: Record<string, ServiceAlert[]>;
  /** The texts a form sent without JavaScript had for the places the server found (results screen, said there). */
  typed: Partial<Record<PlaceRole, string>>;
}

/** fq / tq / vq of a results URL the form's redirect wrote. */
function typedTexts(params: URLSearchParams): Partial<Record<PlaceRole, string>> {
  const typed: Partial<Record<PlaceRole, string>> = {};
  for (const [role, key] of Object.entries(TYPED_TEXT_PARAMS) as Array<[PlaceRole, string]>) {
    const text = params.get(key);
    if (text) typed[role] = text;
  }
  return typed;
}

/**
 * What a trip screen page does: render the data, redirect, rewrite to the error page (a search refused for load), or
 * draw the trip form again (a form sent without JavaScript whose places or times could not be read).
 */
export type TripScreenOutcome = TripScreenData | { redirect: string } | { rewrite: string };
/** Only the results page is a form's action: only it may answer with the form drawn again. */
export type ResultsScreenOutcome = TripScreenOutcome | Extract<SubmissionOutcome, { retry: unknown }>;

/**
 * Rebuilds a screen from its URL (spec section 2): journeys named by their summary code go through the detailed call;
 * only when that fails does the visitor go to the results with the same query (the guard already sent URLs without
 * any journey there). A search the server refused (too many from this visitor, planner full) is the error page with
 * that status and its Retry-After, never "no journey found" with a 200.
 */
export async function loadTripScreen(astro: AstroGlobal, kind: 'results'): Promise<ResultsScreenOutcome>;
export async function loadTripScreen(
  astro: AstroGlobal,
  kind: Exclude<TripScreenKind, 'results'>,
): Promise<TripScreenOutcome>;
export async function loadTripScreen(astro: AstroGlobal, kind: TripScreenKind): Promise<ResultsScreenOutcome> {
  let outcome: TripScreenData | SubmissionOutcome;
  try {
    outcome = await loadScreen(astro, kind);
  } catch (error) {
    if (!(error instanceof SearchRefused)) throw error;
    astro.locals.searchRefused = { status: error.status, retryAfterS: error.retryAfterS };
    return { rewrite: internalHref(localizedPath(astro.locals.lang, 'error'), astro.locals.isWidget) };
  }
  // The planner's answer arrives as a message: reading and checking it (1–2 ms for a list) would run on, in the same
  // turn of the event loop, into the page's render (~7 ms). Between the two, requests that came meanwhile (a /bff call
  // of another visitor) are answered: the main thread's longest stretch is shorter, the page the same.
  await new Promise((resolve) => setImmediate(resolve));
  return outcome;
}

async function loadScreen(astro: AstroGlobal, kind: TripScreenKind): Promise<TripScreenData | SubmissionOutcome> {
  const { lang } = astro.locals;
  const url = astro.url;
  const client = ssrBffFor(astro);
  if (kind === 'results' && isFormSubmission(url.searchParams)) {
    const timeZone = networkTimeZone(await ssrNetworkInfo());
    return resolveFormSubmission(client, url.searchParams, {
      locale: dateLocale(lang),
      timeZone,
      resultsPath: localizedPath(lang, 'trip-planner-results'),
    });
  }
  const completed = await completePartnerLink(client, url.searchParams);
  if (completed) return { redirect: `${url.pathname}?${completed}` };
  const timeZone = networkTimeZone(await ssrNetworkInfo());
  const screen = readTripScreen(url, timeZone);
  const data: TripScreenData = {
    ...screen,
    kind,
    timeZone,
    search: searchWithout(url, ...Object.values(TYPED_TEXT_PARAMS), JOURNEY_UNAVAILABLE_PARAM),
    journeyUnavailable: url.searchParams.has(JOURNEY_UNAVAILABLE_PARAM),
    list: null,
    listRequest: null,
    outbound: null,
    back: null,
    shift: null,
    suggestions: [],
    alerts: {},
    // Said once, on the list the form led to: the links onwards (earlier/later, a journey, the form) leave them out.
    typed: kind === 'results' ? typedTexts(url.searchParams) : {},
  };
  // The chosen journey no longer rebuilds (new timetable, or a made-up code): the list of that search, saying so.
  const toResults = {
    redirect: `${localizedPath(lang, 'trip-planner-results')}?${searchWithout(url, 'jsc', 'rjsc', JOURNEY_UNAVAILABLE_PARAM)}&${JOURNEY_UNAVAILABLE_PARAM}=1`,
  };

  if (kind === 'results') {
    data.listRequest = screen.request;
    data.list = screen.request ? await searchOnServer(client, screen.request) : null;
    data.shift = timetableShiftOf(data.list);
    if (screen.request && !hasJourneys(data.list)) {
      const nearby = await nearbyStopsOnServer(client, screen.form);
      const requestOf = (s: Suggestion) => readTripScreen(new URL(`?${s.search}`, url), timeZone).request;
      data.suggestions = await workingSuggestions(
        client,
        noJourneySuggestions(data.search, timeZone, nearby),
        requestOf,
      );
    }
    return data;
  }
  const outbound = await detailedOnServer(client, screen.query.journey);
  if (!outbound) return toResults;
  data.outbound = outbound.journey;
  data.shift = outbound.shift;
  data.alerts[outbound.journey.id] = outbound.alerts;
  if (kind === 'returns') {
    data.listRequest = returnSearchRequest(screen, data.outbound, timeZone);
    data.list = data.listRequest ? await searchOnServer(client, data.listRequest) : null;
    data.shift = timetableShiftOf(data.list) ?? data.shift;
    if (data.listRequest && !hasJourneys(data.list)) {
      const outboundJourney = data.outbound;
      const screenOf = (s: Suggestion) => readTripScreen(new URL(`?${s.search}`, url), timeZone);
      // The way back searched on its own is a one-way search; the others are this screen's return search, changed.
      const requestOf = (s: Suggestion) =>
        s.kind === 'oneWayBack' ? screenOf(s).request : returnSearchRequest(screenOf(s), outboundJourney, timeZone);
      const leaving = data.listRequest.departureDateTime ?? '';
      data.suggestions = await workingSuggestions(
        client,
        returnNoJourneySuggestions(data.search, timeZone, leaving),
        requestOf,
      );
    }
  }
  if (kind === 'return-preview' || kind === 'return-summary') {
    const back = await detailedOnServer(client, screen.query.returnJourney);
    data.back = back?.journey ?? null;
    if (back) data.alerts[back.journey.id] = back.alerts;
    data.shift = back?.shift ?? data.shift;
    if (!data.back) return { redirect: `${localizedPath(lang, 'trip-planner-returns')}?${searchWithout(url, 'rjsc')}` };
  }
  return data;
}
