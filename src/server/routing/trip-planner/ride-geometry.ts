import type { TransitNetwork } from '../../network/model/types.ts';
import { cutShape } from './shape-cut.ts';

/** Cut lines kept per network (a few hundred points each: a few MB at most per planner thread). */
const MAX_KEPT = 4_000;
const kept = new WeakMap<TransitNetwork, Map<string, [number, number][]>>();

/**
 * A ride's line on the map: its trip's shape cut between the stops it boards and alights at (the stops themselves when
 * the trip has no shape). Cutting matches every stop against the rest of the shape, the largest cost of a journey
 * answer; the trips of a line share its shape, so the same cut recurs within one answer (later departures) and across
 * answers, and is kept. The arrays are shared: answers are serialized, never edited.
 */
export function rideGeometry(
  network: TransitNetwork,
  trip: number,
  pattern: number,
  boardPos: number,
  alightPos: number,
): [number, number][] {
  const shape = network.trips.shape[trip];
  let lines = kept.get(network);
  if (!lines) kept.set(network, (lines = new Map()));
  const key = `${shape}:${pattern}:${boardPos}:${alightPos}`;
  let line = lines.get(key);
  if (!line) {
    const { patterns, stops } = network;
    const first = patterns.stopStart[pattern];
    const stopCoordinates: [number, number][] = [];
    for (let i = boardPos; i <= alightPos; i++) {
      const stop = patterns.stops[first + i];
      stopCoordinates.push([stops.lat[stop], stops.lon[stop]]);
    }
    line = cutShape(network, shape, stopCoordinates) ?? stopCoordinates;
    if (lines.size >= MAX_KEPT) lines.clear();
    lines.set(key, line);
  }
  return line;
}
