import type { BffClient } from '../bff-client/bff-fetch.ts';
import { repeatedParam } from '../contract/repeated-param.ts';
import { TripPageQuery } from '../contract/trip-page-query.ts';
import { TripResponse } from '../contract/trips.ts';

/** What the trip page reads and decides before it renders: the query, then one run through the BFF contract. */

export type TripPageLoad =
  | { status: 'found'; trip: TripResponse; query: TripPageQuery }
  /** Unknown trip id: the route's 404. */
  | { status: 'notFound' }
  /** The trip is known but has no run on the date asked for: a 404 that says so. */
  | { status: 'notRunning'; date: string }
  /** A malformed date or stop in the link: 400. */
  | { status: 'badQuery'; message: string }
  | { status: 'failed'; message: string };

const TRIP_PAGE_PARAMS = ['date', 'stop'];

export function readTripPageQuery(url: URL): { ok: true; query: TripPageQuery } | { ok: false; message: string } {
  if (repeatedParam(url.searchParams, TRIP_PAGE_PARAMS)) return { ok: false, message: 'repeated parameter' };
  const raw = Object.fromEntries([...url.searchParams].filter(([key]) => TRIP_PAGE_PARAMS.includes(key)));
  const parsed = TripPageQuery.safeParse(raw);
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}

export async function loadTripPage(client: BffClient, tripId: string, url: URL, lang: string): Promise<TripPageLoad> {
  const read = readTripPageQuery(url);
  if (!read.ok) return { status: 'badQuery', message: read.message };
  const { query } = read;
  const result = await client.request(`/api/v1/trips/${encodeURIComponent(tripId)}`, TripResponse, {
    query: { date: query.date, lang },
    timeoutMs: 5000,
  });
  if (result.ok) return { status: 'found', trip: result.data, query };
  if (result.status === 404 && result.code === 'trip_not_running')
    return { status: 'notRunning', date: query.date ?? '' };
  if (result.status === 404) return { status: 'notFound' };
  if (result.status === 400) return { status: 'badQuery', message: result.message };
  return { status: 'failed', message: result.message };
}
