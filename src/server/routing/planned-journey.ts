import type { TransitNetwork } from '../network/model/types.ts';
import type { EndpointLinks, RawPath } from './raptor/raptor-labels.ts';
import type { RoutingView } from './raptor/routing-view.ts';
import type { PredictedTrip } from './delays/trip-delays.ts';

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
      /** Only when the ride is laid out on realtime predictions (today): its timetable times, which the answer shows. */
      scheduled?: { start: number; end: number };
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
    // A trip split out of its pattern today rides an extra pattern of the view: the journey names the network's.
    const pattern = view.basePattern ? view.basePattern[leg.pattern] : leg.pattern;
    if (!view.reversed)
      return { kind: 'ride', trip, pattern, boardPos: leg.boardPos, alightPos: leg.alightPos, offset: leg.offset };
    const n = view.patternStopStart[leg.pattern + 1] - view.patternStopStart[leg.pattern];
    return {
      kind: 'ride',
      trip,
      pattern,
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

/** Today's predicted times of a trip ridden with a day offset (see PlannedLeg), or undefined: the timetable's. */
export type PredictedRides = (trip: number, offset: number) => PredictedTrip | undefined;

/**
 * Lays a skeleton out in time: rides at their timetable times (or the predictions the search rode, keeping the
 * timetable's beside them), a link right after the ride before it, a wait before the next ride, the first walk just in
 * time for the first ride. Without rides, the walk starts at `startTime`.
 */
export function layOut(
  network: TransitNetwork,
  skeleton: JourneySkeleton,
  startTime: number,
  predicted?: PredictedRides,
): PlannedJourney {
  const legs: PlannedLeg[] = [];
  const { arrival, departure } = network.stopTimes;
  const rideTimes = (step: Extract<PathStep, { kind: 'ride' }>) => {
    const base = network.trips.stopTimeStart[step.trip];
    const start = departure[base + step.boardPos] + step.offset;
    const end = arrival[base + step.alightPos] + step.offset;
    const times = predicted?.(step.trip, step.offset);
    if (!times) return { start, end };
    const live = {
      start: times.departure[step.boardPos] + step.offset,
      end: times.arrival[step.alightPos] + step.offset,
    };
    return live.start === start && live.end === end ? live : { ...live, scheduled: { start, end } };
  };
  const rides = skeleton.steps.filter((step) => step.kind === 'ride');
  let walkDistance = skeleton.access.distance + skeleton.egress.distance;
  let walkDuration = skeleton.access.duration + skeleton.egress.duration;
  if (rides.length === 0) {
    const end = startTime + skeleton.access.duration;
    legs.push({ kind: 'walk', from: -1, to: -1, start: startTime, end, distance: skeleton.access.distance });
    return { departure: startTime, arrival: end, rides: 0, walkDistance, walkDuration, legs };
  }
  const first = rides[0];
  const firstDeparture = rideTimes(first).start;
  let clock = firstDeparture - skeleton.access.duration;
  const journeyStart = clock;
  if (skeleton.access.duration > 0 || skeleton.access.distance > 0) {
    legs.push({
      kind: 'walk',
      from: -1,
      to: skeleton.access.stop,
      start: clock,
      end: firstDeparture,
      distance: skeleton.access.distance,
    });
  }
  clock = firstDeparture;
  let here = skeleton.access.stop;
  for (const step of skeleton.steps) {
    if (step.kind === 'ride') {
      const times = rideTimes(step);
      const { start, end } = times;
      if (start > clock) legs.push({ kind: 'wait', stop: here, start: clock, end: start });
      legs.push({ ...step, ...times });
      clock = end;
      here = network.patterns.stops[network.patterns.stopStart[step.pattern] + step.alightPos];
    } else if (step.kind === 'walk') {
      legs.push({
        kind: 'walk',
        from: step.from,
        to: step.to,
        start: clock,
        end: clock + step.duration,
        distance: step.distance,
      });
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
    legs.push({
      kind: 'walk',
      from: skeleton.egress.stop,
      to: -1,
      start: clock,
      end: clock + skeleton.egress.duration,
      distance: skeleton.egress.distance,
    });
  }
  clock += skeleton.egress.duration;
  return { departure: journeyStart, arrival: clock, rides: rides.length, walkDistance, walkDuration, legs };
}
