import { servicesOn } from './service-days.ts';
import type { ResolvedServiceDate } from './service-time.ts';
import type { TransitNetwork } from './types.ts';

export interface LineDirection {
  /** "0" / "1" from direction_id, or the headsign when the feed gives no direction. */
  key: string;
  headsign: string;
  /** Ordered stops: the busiest pattern's sequence with other patterns' extra stops inserted where they occur. */
  stops: number[];
  /** Shape index of the busiest pattern's first trip, or -1. */
  shape: number;
  patterns: number[];
}

const patternTripCount = (network: TransitNetwork, p: number) => network.patterns.tripStart[p + 1] - network.patterns.tripStart[p];
const patternStops = (network: TransitNetwork, p: number) =>
  Array.from(network.patterns.stops.subarray(network.patterns.stopStart[p], network.patterns.stopStart[p + 1]));

function directionKey(network: TransitNetwork, p: number): string {
  const direction = network.patterns.direction[p];
  return direction >= 0 ? String(direction) : network.patterns.headsigns[p];
}

/** Merges stop sequences: stops missing from `base` are inserted after the last stop they follow in `other`. */
function mergeSequence(base: number[], other: number[]): number[] {
  const merged = [...base];
  let cursor = -1;
  for (const stop of other) {
    const at = merged.indexOf(stop, cursor + 1);
    if (at >= 0) cursor = at;
    else if (!merged.includes(stop)) merged.splice(++cursor, 0, stop);
  }
  return merged;
}

/** A line's directions, busiest first. */
export function lineDirections(network: TransitNetwork, route: number): LineDirection[] {
  const groups = new Map<string, number[]>();
  for (const p of network.lookup.routePatterns[route]) {
    const key = directionKey(network, p);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const directions: LineDirection[] = [];
  for (const [key, patterns] of groups) {
    patterns.sort((a, b) => patternTripCount(network, b) - patternTripCount(network, a));
    const main = patterns[0];
    let stops = patternStops(network, main);
    for (const p of patterns.slice(1)) stops = mergeSequence(stops, patternStops(network, p));
    directions.push({ key, headsign: network.patterns.headsigns[main], stops, shape: network.trips.shape[network.patterns.tripStart[main]], patterns });
  }
  return directions.sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}

export interface TimetableTrip {
  trip: number;
  /** GTFS seconds per timetable stop (departure; arrival at the last stop), null where the trip does not stop. */
  times: (number | null)[];
}

export interface Timetable {
  direction: LineDirection;
  serviceDate: ResolvedServiceDate;
  trips: TimetableTrip[];
}

/** The printed-timetable grid of one direction on one date: every running trip × the direction's stops, by departure. */
export function lineTimetable(network: TransitNetwork, route: number, directionKeyValue: string, date: string): Timetable | null {
  const direction = lineDirections(network, route).find((d) => d.key === directionKeyValue);
  if (!direction) return null;
  const { active, feedDates } = servicesOn(network, date);
  const { patterns, trips, stopTimes, stops } = network;
  const column = new Map(direction.stops.map((stop, i) => [stop, i]));
  const rows: TimetableTrip[] = [];
  for (const p of direction.patterns) {
    const sequence = patternStops(network, p);
    for (let t = patterns.tripStart[p]; t < patterns.tripStart[p + 1]; t++) {
      if (!active[trips.service[t]]) continue;
      const times: (number | null)[] = direction.stops.map(() => null);
      sequence.forEach((stop, i) => {
        const at = trips.stopTimeStart[t] + i;
        times[column.get(stop)!] = i === sequence.length - 1 ? stopTimes.arrival[at] : stopTimes.departure[at];
      });
      rows.push({ trip: t, times });
    }
  }
  const firstTime = (row: TimetableTrip) => row.times.find((time) => time !== null) ?? 0;
  rows.sort((a, b) => firstTime(a) - firstTime(b));
  return { direction, serviceDate: feedDates[stops.feed[direction.stops[0]]], trips: rows };
}
