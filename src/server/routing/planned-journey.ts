import type { TransitNetwork } from '../network/types.ts';
import type { EndpointLinks, RawPath } from './raptor-labels.ts';
import type { RoutingView } from './routing-view.ts';

/**
 * A journey in network terms, forward in time: times are seconds relative to the query's service day (GTFS seconds
 * plus the ride's day offset), stops are stop indexes and -1 is the request's own place at that end.
 */
/** Index -1 in a leg's from/to is the request's origin or destination; -2 is the via place. */
export const VIA_PLACE = -2;

export type PlannedLeg =
  | {
      kind: 'ride';
      trip: number;
      pattern: number;
      boardPos: number;
      alightPos: number;
      /** Seconds added to the trip's GTFS times: -86 400 for a trip of the previous service day, … */
      offset: number;
      start: number;
      end: number;
    }
  | { kind: 'walk'; from: number; to: number; start: number; end: number; distance: number }
  | { kind: 'change'; stop: number; start: number; end: number }
  | { kind: 'wait'; stop: number; start: number; end: number };

export interface PlannedJourney {
  departure: number;
  arrival: number;
  rides: number;
  walkDistance: number;
  walkDuration: number;
  legs: PlannedLeg[];
}

/** A ride or a link between two rides, before times are laid out. */
export type PathStep =
  | { kind: 'ride'; trip: number; pattern: number; boardPos: number; alightPos: number; offset: number }
  | { kind: 'walk'; from: number; to: number; duration: number; distance: number }
  | { kind: 'change'; stop: number; duration: number };

export interface JourneySkeleton {
  access: { stop: number; duration: number; distance: number };
  steps: PathStep[];
  egress: { stop: number; duration: number; distance: number };
}

/** Turns what a search found (in its view's direction) into a forward skeleton of rides and links. */
export function skeletonOf(
  view: RoutingView,
  path: RawPath,
  access: EndpointLinks,
  egress: EndpointLinks,
  footDuration: Uint32Array,
): JourneySkeleton {
  const link = (links: EndpointLinks, i: number) => ({
    stop: links.stops[i],
    duration: links.durations[i],
    distance: links.distances[i],
  });
  const steps: PathStep[] = path.legs.map((leg): PathStep => {
    if (leg.kind === 'change') return { kind: 'change', stop: leg.stop, duration: view.stopTransferTime[leg.stop] };
    if (leg.kind === 'walk') {
      const walk = { duration: footDuration[leg.edge], distance: view.footDistance[leg.edge] };
      return { kind: 'walk', from: view.reversed ? leg.to : leg.from, to: view.reversed ? leg.from : leg.to, ...walk };
    }
    const trip = view.slotTrip[leg.slot];
    if (!view.reversed) return { kind: 'ride', trip, pattern: leg.pattern, boardPos: leg.boardPos, alightPos: leg.alightPos, offset: leg.offset };
    const n = view.patternStopStart[leg.pattern + 1] - view.patternStopStart[leg.pattern];
    return {
      kind: 'ride',
      trip,
      pattern: leg.pattern,
      boardPos: n - 1 - leg.alightPos,
      alightPos: n - 1 - leg.boardPos,
      offset: -leg.offset,
    };
  });
  if (!view.reversed) return { access: link(access, path.accessIndex), steps, egress: link(egress, path.egressIndex) };
  // A reverse search starts at the destination: its "access" is the journey's egress.
  steps.reverse();
  return { access: link(egress, path.egressIndex), steps, egress: link(access, path.accessIndex) };
}

/**
 * Lays a skeleton out in time: rides at their timetable times, a link right after the ride before it, a wait before
 * the next ride, the first walk just in time for the first ride. Without rides, the walk starts at `startTime`.
 */
export function layOut(network: TransitNetwork, skeleton: JourneySkeleton, startTime: number): PlannedJourney {
  const legs: PlannedLeg[] = [];
  const { arrival, departure } = network.stopTimes;
  const rides = skeleton.steps.filter((step) => step.kind === 'ride');
  let walkDistance = skeleton.access.distance + skeleton.egress.distance;
  let walkDuration = skeleton.access.duration + skeleton.egress.duration;
  if (rides.length === 0) {
    const end = startTime + skeleton.access.duration;
    legs.push({ kind: 'walk', from: -1, to: -1, start: startTime, end, distance: skeleton.access.distance });
    return { departure: startTime, arrival: end, rides: 0, walkDistance, walkDuration, legs };
  }
  const first = rides[0];
  const firstDeparture = departure[network.trips.stopTimeStart[first.trip] + first.boardPos] + first.offset;
  let clock = firstDeparture - skeleton.access.duration;
  const journeyStart = clock;
  if (skeleton.access.duration > 0 || skeleton.access.distance > 0) {
    legs.push({ kind: 'walk', from: -1, to: skeleton.access.stop, start: clock, end: firstDeparture, distance: skeleton.access.distance });
  }
  clock = firstDeparture;
  let here = skeleton.access.stop;
  for (const step of skeleton.steps) {
    if (step.kind === 'ride') {
      const base = network.trips.stopTimeStart[step.trip];
      const start = departure[base + step.boardPos] + step.offset;
      const end = arrival[base + step.alightPos] + step.offset;
      if (start > clock) legs.push({ kind: 'wait', stop: here, start: clock, end: start });
      legs.push({ ...step, start, end });
      clock = end;
      here = network.patterns.stops[network.patterns.stopStart[step.pattern] + step.alightPos];
    } else if (step.kind === 'walk') {
      legs.push({ kind: 'walk', from: step.from, to: step.to, start: clock, end: clock + step.duration, distance: step.distance });
      walkDistance += step.distance;
      walkDuration += step.duration;
      clock += step.duration;
      here = step.to;
    } else {
      // Kept even when the stop asks no minimum time: a change of vehicle is always an explicit section.
      legs.push({ kind: 'change', stop: step.stop, start: clock, end: clock + step.duration });
      clock += step.duration;
    }
  }
  if (skeleton.egress.duration > 0 || skeleton.egress.distance > 0) {
    legs.push({ kind: 'walk', from: skeleton.egress.stop, to: -1, start: clock, end: clock + skeleton.egress.duration, distance: skeleton.egress.distance });
  }
  clock += skeleton.egress.duration;
  return { departure: journeyStart, arrival: clock, rides: rides.length, walkDistance, walkDuration, legs };
}
