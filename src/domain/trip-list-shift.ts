import type { TripRequest } from '../contract/trip-planner.ts';
import { Temporal } from './temporal.ts';
import { MIN_RETURN_GAP, parseIsoInZone, toIsoOffset } from './trip-time.ts';

/**
 * Earlier / later on a results or returns list: which time moves and the list URL it leads to. Pure, so the server
 * can draw Earlier / Later as plain links (they work without JavaScript) and the island's in-page shift computes the
 * very same URL.
 */
export type ListDirection = 'DEPARTURE' | 'RETURN';

export interface ShiftedList {
  field: 'departureDateTime' | 'arrivalDateTime';
  /** The moved time (ISO with offset, minute precision). */
  iso: string;
  request: TripRequest;
  /** Query string (without '?'), the chosen journey dropped: the list is a new search. */
  search: string;
}

/** Keeps brackets readable in list URLs (`wm[]=…`), as the rest of the trip screens write them. */
export const readableQuery = (params: URLSearchParams): string =>
  params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');

/** The URL key of the journey chosen on a list. */
export const listJourneyKey = (direction: ListDirection): 'jsc' | 'rjsc' => (direction === 'RETURN' ? 'rjsc' : 'jsc');

/**
 * The departure (or the wanted arrival of an arrive-by search; the way back always departs) moved by `minutes`, and
 * the query carrying it (rt for the way back, at for arrive-by, dt otherwise). Null when the request's time is unreadable.
 */
export function shiftListSearch(
  search: string,
  request: TripRequest,
  direction: ListDirection,
  minutes: number,
  timeZone: string,
): ShiftedList | null {
  const field = direction === 'RETURN' || !request.arrivalDateTime ? 'departureDateTime' : 'arrivalDateTime';
  const current = parseIsoInZone(request[field], timeZone);
  if (!current) return null;
  const params = new URLSearchParams(search);
  let moved = current.add({ minutes });
  // The way back never leaves before the outbound time + 2 h (spec section 5): the screens read rt so, and so does this.
  const outboundTime = direction === 'RETURN' ? parseIsoInZone(params.get('dt') ?? params.get('at'), timeZone) : null;
  const minimum = outboundTime?.add(MIN_RETURN_GAP);
  if (minimum && Temporal.ZonedDateTime.compare(moved, minimum) < 0) moved = minimum;
  const iso = toIsoOffset(moved);
  params.set(direction === 'RETURN' ? 'rt' : field === 'arrivalDateTime' ? 'at' : 'dt', iso);
  params.delete(listJourneyKey(direction));
  return { field, iso, request: { ...request, [field]: iso }, search: readableQuery(params) };
}
