import { orderStops } from '../../timetable/stop-order.ts';
import type { TransitNetwork } from '../model/types.ts';

export interface LineDirection {
  /** "0" / "1" from direction_id, or the headsign when the feed gives no direction. */
  key: string;
  headsign: string;
  /** Distinct stops in timetable order (first pass of each; see rows for loop lines). */
  stops: number[];
  /** Timetable rows over all patterns, topologically ordered (see timetable/stop-order.ts). */
  rows: Array<{ stop: number; visit: number }>;
  /** Per pattern (aligned with `patterns`), per position: its row. */
  rowOfPosition: number[][];
  /** Per pattern: a key shared by patterns with the same stop sequence. */
  sequenceKey: number[];
  /** Edges dropped to break cycles between patterns (documented fallback; 0 almost everywhere). */
  brokenEdges: number;
  /** Shape index of the busiest pattern's first trip, or -1. */
  shape: number;
  /** Busiest first. */
  patterns: number[];
}

export const patternTripCount = (network: TransitNetwork, p: number) =>
  network.patterns.tripStart[p + 1] - network.patterns.tripStart[p];
export const patternStops = (network: TransitNetwork, p: number) =>
  network.patterns.stops.subarray(network.patterns.stopStart[p], network.patterns.stopStart[p + 1]);

function directionKey(network: TransitNetwork, p: number): string {
  const direction = network.patterns.direction[p];
  return direction >= 0 ? String(direction) : network.patterns.headsigns[p];
}

/**
 * The name a direction goes by: the headsign of the pattern that serves the most stops among those ending at the
 * busiest terminus (the busiest such pattern on ties). The busiest pattern alone would often be a short-turn or a
 * limited-stop variant ("LIMITED EAST NEW YORK…") rather than the line's everyday destination.
 */
function directionHeadsign(network: TransitNetwork, patterns: number[]): string {
  const tripsByTerminus = new Map<number, number>();
  const lastStop = (p: number) => network.patterns.stops[network.patterns.stopStart[p + 1] - 1];
  for (const p of patterns)
    tripsByTerminus.set(lastStop(p), (tripsByTerminus.get(lastStop(p)) ?? 0) + patternTripCount(network, p));
  const terminus = [...tripsByTerminus].sort((a, b) => b[1] - a[1])[0][0];
  const length = (p: number) => network.patterns.stopStart[p + 1] - network.patterns.stopStart[p];
  const chosen = patterns
    .filter((p) => lastStop(p) === terminus)
    .sort((a, b) => length(b) - length(a) || patternTripCount(network, b) - patternTripCount(network, a))[0];
  return network.patterns.headsigns[chosen] || network.stops.names[terminus];
}

function buildDirections(network: TransitNetwork, route: number): LineDirection[] {
  const groups = new Map<string, number[]>();
  for (const p of network.lookup.routePatterns[route]) {
    const key = directionKey(network, p);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const directions: LineDirection[] = [];
  for (const [key, patterns] of groups) {
    patterns.sort((a, b) => patternTripCount(network, b) - patternTripCount(network, a) || a - b);
    const order = orderStops(
      patterns.map((p) => ({ stops: patternStops(network, p), weight: patternTripCount(network, p) })),
    );
    const sequences = new Map<string, number>();
    const sequenceKey = patterns.map((p) => {
      const text = patternStops(network, p).join(',');
      if (!sequences.has(text)) sequences.set(text, sequences.size);
      return sequences.get(text)!;
    });
    const main = patterns[0];
    directions.push({
      key,
      headsign: directionHeadsign(network, patterns),
      stops: order.rows.filter((row) => row.visit === 0).map((row) => row.stop),
      rows: order.rows,
      rowOfPosition: order.rowOfPosition,
      sequenceKey,
      brokenEdges: order.brokenEdges,
      shape: network.trips.shape[network.patterns.tripStart[main]],
      patterns,
    });
  }
  return directions.sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}

const cache = new WeakMap<TransitNetwork, Map<number, LineDirection[]>>();

/** A line's directions, by key ("0" before "1"); computed once per network and route (the network is immutable). */
export function lineDirections(network: TransitNetwork, route: number): LineDirection[] {
  let byRoute = cache.get(network);
  if (!byRoute) cache.set(network, (byRoute = new Map()));
  let directions = byRoute.get(route);
  if (!directions) byRoute.set(route, (directions = buildDirections(network, route)));
  return directions;
}
