import type { TransitNetwork } from '../server/network/model/types.ts';
import type { ActiveTrips } from '../server/routing/raptor/search-day.ts';
import type { EndpointLinks } from '../server/routing/raptor/raptor-labels.ts';
import type { PredictedTrip } from '../server/routing/delays/trip-delays.ts';

/**
 * The tests' independent oracle: a plain earliest-arrival connection scan (Dibbelt et al.) over the same trips and
 * footpaths, written without RAPTOR's machinery. Same model: a change at one stop costs its minimum change time, one
 * footpath between two rides, walking only to the first and from the last stop.
 */
export interface OracleDay {
  offset: number;
  trips: ActiveTrips;
}

export interface OracleQuery {
  departure: number;
  access: EndpointLinks;
  egress: EndpointLinks;
  days: OracleDay[];
  footDuration: Uint32Array;
  maxFootDistance: number;
  /** Direct walking time between the two places, or Infinity. */
  directWalk: number;
}

/** Connections as parallel arrays sorted by departure (then arrival, so zero-length hops come in order). */
export interface Connections {
  count: number;
  trip: Int32Array;
  from: Int32Array;
  to: Int32Array;
  departure: Int32Array;
  arrival: Int32Array;
  board: Uint8Array;
  alight: Uint8Array;
}

/**
 * Every hop of every trip running on the given days, departing from `earliest` on (seconds of the query day); a trip
 * `predicted` gives times for (on day d) hops at those times, never boarding or alighting where it skips the stop.
 */
export function connectionsOf(
  network: TransitNetwork,
  days: OracleDay[],
  earliest = 0,
  predicted?: (trip: number, d: number) => PredictedTrip | undefined,
): Connections {
  const { patterns, trips, stopTimes } = network;
  const hops = (visit: (trip: number, d: number, first: number, base: number, k: number, departure: number) => void) =>
    days.forEach((day, d) => {
      for (let p = 0; p < patterns.count; p++) {
        const first = patterns.stopStart[p];
        const n = patterns.stopStart[p + 1] - first;
        for (let i = day.trips.start[p]; i < day.trips.start[p + 1]; i++) {
          const trip = day.trips.slots[i];
          const base = trips.stopTimeStart[trip];
          const live = predicted?.(trip, d);
          for (let k = 0; k + 1 < n; k++) {
            const departure = (live ? live.departure[k] : stopTimes.departure[base + k]) + day.offset;
            if (departure >= earliest) visit(trip, d, first, base, k, departure);
          }
        }
      }
    });
  let count = 0;
  hops(() => count++);
  const raw = {
    trip: new Int32Array(count),
    from: new Int32Array(count),
    to: new Int32Array(count),
    departure: new Int32Array(count),
    arrival: new Int32Array(count),
    board: new Uint8Array(count),
    alight: new Uint8Array(count),
  };
  let i = 0;
  hops((trip, d, first, base, k, departure) => {
    raw.trip[i] = trip * days.length + d;
    raw.from[i] = patterns.stops[first + k];
    raw.to[i] = patterns.stops[first + k + 1];
    raw.departure[i] = departure;
    const live = predicted?.(trip, d);
    raw.arrival[i] = (live ? live.arrival[k + 1] : stopTimes.arrival[base + k + 1]) + days[d].offset;
    raw.board[i] = patterns.pickup[first + k] !== 1 && !live?.skipped?.[k] ? 1 : 0;
    raw.alight[i] = patterns.dropOff[first + k + 1] !== 1 && !live?.skipped?.[k + 1] ? 1 : 0;
    i++;
  });
  const order = new Uint32Array(count);
  for (let k = 0; k < count; k++) order[k] = k;
  order.sort((a, b) => raw.departure[a] - raw.departure[b] || raw.arrival[a] - raw.arrival[b]);
  const permute = <T extends Int32Array | Uint8Array>(values: T): T => {
    const out = new (values.constructor as new (n: number) => T)(count);
    for (let k = 0; k < count; k++) out[k] = values[order[k]];
    return out;
  };
  return {
    count,
    trip: permute(raw.trip),
    from: permute(raw.from),
    to: permute(raw.to),
    departure: permute(raw.departure),
    arrival: permute(raw.arrival),
    board: permute(raw.board),
    alight: permute(raw.alight),
  };
}

export function earliestArrival(network: TransitNetwork, c: Connections, query: OracleQuery): number {
  const stopCount = network.stops.count;
  const ready = new Float64Array(stopCount).fill(Infinity);
  const egress = new Float64Array(stopCount).fill(Infinity);
  query.access.stops.forEach(
    (stop, i) => (ready[stop] = Math.min(ready[stop], query.departure + query.access.durations[i])),
  );
  query.egress.stops.forEach((stop, i) => (egress[stop] = Math.min(egress[stop], query.egress.durations[i])));
  const onTrip = new Set<number>();
  let best = query.departure + query.directWalk;
  const { footpaths } = network;
  for (let i = 0; i < c.count; i++) {
    if (c.departure[i] >= best) break;
    const trip = c.trip[i];
    if (!onTrip.has(trip)) {
      if (!c.board[i] || ready[c.from[i]] > c.departure[i]) continue;
      onTrip.add(trip);
    }
    if (!c.alight[i]) continue;
    const to = c.to[i];
    const arrival = c.arrival[i];
    best = Math.min(best, arrival + egress[to]);
    ready[to] = Math.min(ready[to], arrival + footpaths.stopTransferTime[to]);
    for (let e = footpaths.start[to]; e < footpaths.start[to + 1]; e++) {
      if (footpaths.distance[e] > query.maxFootDistance) continue;
      const target = footpaths.to[e];
      ready[target] = Math.min(ready[target], arrival + query.footDuration[e]);
    }
  }
  return best;
}
