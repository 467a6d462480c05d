import {
  effectiveDepartureMs,
  nextDepartures,
  runDate,
  type Departure,
  type DepartureQuery,
} from '../network/boards/departures.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { RealtimeView } from './realtime-feeds.ts';

/**
 * Next departures with what the realtime feed says: predicted times, cancelled trips, skipped stops. A train due
 * before `fromMs` that runs late enough is still to come, so the look starts earlier by the largest delay known at
 * these stops; answers are in predicted time order.
 */

/** Delays past this are not looked back for (a train three hours late is not worth a board line). */
const MAX_LOOKBACK_SECONDS = 3 * 3600;

function annotate(view: RealtimeView, departure: Departure, toPosition: number | undefined): Departure {
  const realtime = view.trip(departure.trip, runDate(departure));
  if (!realtime) return departure;
  if (realtime.cancelled) return { ...departure, realtime: { state: 'cancelled' } };
  const here = realtime.stops?.[departure.position];
  if (!here) return departure;
  if (here.skipped) return { ...departure, realtime: { state: 'skipped' } };
  if (here.departureDelay === null) return departure;
  const arrival = toPosition !== undefined ? realtime.stops?.[toPosition] : undefined;
  return {
    ...departure,
    realtime: {
      state: 'predicted',
      delaySeconds: here.departureDelay,
      expectedDepartureMs: departure.departureMs + here.departureDelay * 1000,
      expectedArrivalMs:
        departure.arrivalMs !== undefined && arrival?.arrivalDelay !== null && arrival?.arrivalDelay !== undefined
          ? departure.arrivalMs + arrival.arrivalDelay * 1000
          : undefined,
    },
  };
}

function positionOf(network: TransitNetwork, pattern: number, stop: number, after: number): number | undefined {
  const { patterns } = network;
  const first = patterns.stopStart[pattern];
  for (let i = after + 1; i < patterns.stopStart[pattern + 1] - first; i++)
    if (patterns.stops[first + i] === stop) return i;
  return undefined;
}

export function realtimeDepartures(
  network: TransitNetwork,
  view: RealtimeView | undefined,
  query: DepartureQuery,
): Departure[] {
  if (!view) return nextDepartures(network, query);
  const scheduled = nextDepartures(network, { ...query, limit: undefined });
  let lookback = 0;
  for (const stop of query.stops)
    for (const late of view.lateAt(stop)) lookback = Math.max(lookback, Math.min(late.delay, MAX_LOOKBACK_SECONDS));
  const earlier =
    lookback > 0
      ? nextDepartures(network, {
          ...query,
          fromMs: query.fromMs - lookback * 1000,
          horizonSeconds: lookback,
          limitPerPattern: 100,
          limit: undefined,
        })
      : [];
  const seen = new Set<string>();
  const found: Departure[] = [];
  for (const departure of [...earlier, ...scheduled]) {
    const key = `${departure.trip}|${runDate(departure)}|${departure.stop}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const toPosition =
      query.toStop !== undefined ? positionOf(network, departure.pattern, query.toStop, departure.position) : undefined;
    const annotated = annotate(view, departure, toPosition);
    if (effectiveDepartureMs(annotated) < query.fromMs) continue;
    found.push(annotated);
  }
  found.sort((a, b) => effectiveDepartureMs(a) - effectiveDepartureMs(b));
  return query.limit === undefined ? found : found.slice(0, query.limit);
}
