import type { TransitNetwork } from '../network/types.ts';
import type { ActiveTrips } from './active-trips.ts';
import type { EndpointLinks } from './raptor.ts';

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

interface Connection {
  trip: number;
  from: number;
  to: number;
  departure: number;
  arrival: number;
  board: boolean;
  alight: boolean;
}

export function connectionsOf(network: TransitNetwork, days: OracleDay[]): Connection[] {
  const connections: Connection[] = [];
  const { patterns, trips, stopTimes } = network;
  days.forEach((day, d) => {
    for (let p = 0; p < patterns.count; p++) {
      const first = patterns.stopStart[p];
      const n = patterns.stopStart[p + 1] - first;
      for (let i = day.trips.start[p]; i < day.trips.start[p + 1]; i++) {
        const trip = day.trips.slots[i];
        const base = trips.stopTimeStart[trip];
        for (let k = 0; k + 1 < n; k++) {
          connections.push({
            trip: trip * days.length + d,
            from: patterns.stops[first + k],
            to: patterns.stops[first + k + 1],
            departure: stopTimes.departure[base + k] + day.offset,
            arrival: stopTimes.arrival[base + k + 1] + day.offset,
            board: patterns.pickup[first + k] !== 1,
            alight: patterns.dropOff[first + k + 1] !== 1,
          });
        }
      }
    }
  });
  return connections.sort((a, b) => a.departure - b.departure || a.arrival - b.arrival);
}

export function earliestArrival(network: TransitNetwork, connections: Connection[], query: OracleQuery): number {
  const ready = new Map<number, number>();
  const egress = new Map<number, number>();
  query.access.stops.forEach((stop, i) => ready.set(stop, Math.min(ready.get(stop) ?? Infinity, query.departure + query.access.durations[i])));
  query.egress.stops.forEach((stop, i) => egress.set(stop, Math.min(egress.get(stop) ?? Infinity, query.egress.durations[i])));
  const onTrip = new Set<number>();
  let best = query.departure + query.directWalk;
  const { footpaths } = network;
  for (const c of connections) {
    if (c.departure >= best) break;
    if (!onTrip.has(c.trip)) {
      if (!c.board || (ready.get(c.from) ?? Infinity) > c.departure) continue;
      onTrip.add(c.trip);
    }
    if (!c.alight) continue;
    const out = egress.get(c.to);
    if (out !== undefined) best = Math.min(best, c.arrival + out);
    const change = c.arrival + footpaths.stopTransferTime[c.to];
    if (change < (ready.get(c.to) ?? Infinity)) ready.set(c.to, change);
    for (let e = footpaths.start[c.to]; e < footpaths.start[c.to + 1]; e++) {
      if (footpaths.distance[e] > query.maxFootDistance) continue;
      const time = c.arrival + query.footDuration[e];
      if (time < (ready.get(footpaths.to[e]) ?? Infinity)) ready.set(footpaths.to[e], time);
    }
  }
  return best;
}
