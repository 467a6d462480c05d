import { addDays } from '../../network/model/calendar-days.ts';
import { activeServicesOn } from '../../network/model/services.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import { endpointLinks, placeCoordinates, type PlaceRef } from '../endpoint.ts';
import {
  layOut,
  VIA_PLACE,
  type JourneySkeleton,
  type PathStep,
  type PlannedJourney,
  type PlannedLeg,
  type PredictedRides,
} from '../planned-journey.ts';
import { placeOfCode, ridesCheck, type JourneySummary, type SummaryRide } from './summary-code.ts';
import { distanceMetres, walkSeconds } from '../walking.ts';

export interface RebuiltJourney {
  journey: PlannedJourney;
  from: PlaceRef;
  to: PlaceRef;
  via?: { place: PlaceRef; minStaySeconds: number };
}

/**
 * The journey a summary names, re-derived from today's network: null when a trip, stop or place is unknown, a position
 * is out of range, a trip no longer runs that day, or its rides no longer match the code's fingerprint (a stale code,
 * as after a new timetable that changed them). Today's rides are laid out on the predictions the
 * searches ride (`predicted`), as the search that found the journey did.
 */
export function rebuildJourney(
  network: TransitNetwork,
  summary: JourneySummary,
  footDuration: Uint32Array,
  predicted?: PredictedRides,
): RebuiltJourney | null {
  const from = placeOfCode(network, summary.from);
  const to = placeOfCode(network, summary.to);
  if (!from || !to) return null;
  const speed = summary.walkSpeed / 100;
  const rides = summary.rides.map((ride) => resolveRide(network, summary.serviceDate, ride));
  if (rides.some((ride) => ride === null)) return null;
  const steps = rides as Extract<PathStep, { kind: 'ride' }>[];
  // Made on a timetable whose rides (same trip ids) went elsewhere or at other times: stale, not another journey.
  if (summary.check !== undefined && ridesCheck(network, steps) !== summary.check) return null;
  if (!summary.via) {
    return {
      journey: layOutHalf(network, from, to, steps, speed, footDuration, summary.departure, predicted),
      from,
      to,
    };
  }
  const viaPlace = placeOfCode(network, summary.via.place);
  const split = summary.via.ridesBefore;
  if (!viaPlace || split < 0 || split > steps.length) return null;
  const first = layOutHalf(
    network,
    from,
    viaPlace,
    steps.slice(0, split),
    speed,
    footDuration,
    summary.departure,
    predicted,
  );
  const second = layOutHalf(
    network,
    viaPlace,
    to,
    steps.slice(split),
    speed,
    footDuration,
    first.arrival + summary.via.staySeconds,
    predicted,
  );
  const legs: PlannedLeg[] = [
    ...first.legs.map((leg) => (leg.kind === 'walk' && leg.to === -1 ? { ...leg, to: VIA_PLACE } : leg)),
    { kind: 'wait', stop: VIA_PLACE, start: first.arrival, end: Math.max(first.arrival, second.departure) },
    ...second.legs.map((leg) => (leg.kind === 'walk' && leg.from === -1 ? { ...leg, from: VIA_PLACE } : leg)),
  ];
  const journey: PlannedJourney = {
    departure: first.departure,
    arrival: second.arrival,
    rides: first.rides + second.rides,
    walkDistance: first.walkDistance + second.walkDistance,
    walkDuration: first.walkDuration + second.walkDuration,
    legs,
  };
  return { journey, from, to, via: { place: viaPlace, minStaySeconds: summary.via.staySeconds } };
}

function resolveRide(network: TransitNetwork, serviceDate: string, ride: SummaryRide): PathStep | null {
  const trip = network.lookup.trip.get(ride.tripId);
  if (trip === undefined || Math.abs(ride.dayShift) > 1) return null;
  const pattern = network.trips.pattern[trip];
  const length = network.patterns.stopStart[pattern + 1] - network.patterns.stopStart[pattern];
  if (ride.boardPos < 0 || ride.alightPos <= ride.boardPos || ride.alightPos >= length) return null;
  const runs = activeServicesOn(network, addDays(serviceDate, ride.dayShift)).active;
  if (!runs[network.trips.service[trip]]) return null;
  return {
    kind: 'ride',
    trip,
    pattern,
    boardPos: ride.boardPos,
    alightPos: ride.alightPos,
    offset: ride.dayShift * 86_400,
  };
}

function stopOf(network: TransitNetwork, ride: Extract<PathStep, { kind: 'ride' }>, position: number): number {
  return network.patterns.stops[network.patterns.stopStart[ride.pattern] + position];
}

/** The walk between a place and a stop: as the search would link them, else straight line at the walking speed. */
function placeLink(network: TransitNetwork, place: PlaceRef, stop: number, speed: number, footDuration: Uint32Array) {
  const links = endpointLinks(network, place, { speed, maxDistance: 5_000, footDuration });
  const i = links.stops.indexOf(stop);
  if (i >= 0) return { stop, duration: links.durations[i], distance: links.distances[i] };
  const at = placeCoordinates(network, place);
  const distance = distanceMetres(at.lat, at.lon, network.stops.lat[stop], network.stops.lon[stop]);
  return { stop, duration: walkSeconds(distance, speed), distance };
}

function linkBetween(
  network: TransitNetwork,
  from: number,
  to: number,
  speed: number,
  footDuration: Uint32Array,
): PathStep {
  if (from === to) return { kind: 'change', stop: from, duration: network.footpaths.stopTransferTime[from] };
  const { footpaths, stops } = network;
  for (let e = footpaths.start[from]; e < footpaths.start[from + 1]; e++) {
    if (footpaths.to[e] === to)
      return { kind: 'walk', from, to, duration: footDuration[e], distance: footpaths.distance[e] };
  }
  const distance = distanceMetres(stops.lat[from], stops.lon[from], stops.lat[to], stops.lon[to]);
  return { kind: 'walk', from, to, duration: walkSeconds(distance, speed), distance };
}

function layOutHalf(
  network: TransitNetwork,
  from: PlaceRef,
  to: PlaceRef,
  rides: Extract<PathStep, { kind: 'ride' }>[],
  speed: number,
  footDuration: Uint32Array,
  startTime: number,
  predicted?: PredictedRides,
): PlannedJourney {
  if (rides.length === 0) {
    const a = placeCoordinates(network, from);
    const b = placeCoordinates(network, to);
    const distance = distanceMetres(a.lat, a.lon, b.lat, b.lon);
    const walk = { stop: -1, duration: walkSeconds(distance, speed), distance };
    return layOut(network, { access: walk, steps: [], egress: { stop: -1, duration: 0, distance: 0 } }, startTime);
  }
  const steps: PathStep[] = [];
  rides.forEach((ride, i) => {
    if (i > 0) {
      const previous = rides[i - 1];
      steps.push(
        linkBetween(
          network,
          stopOf(network, previous, previous.alightPos),
          stopOf(network, ride, ride.boardPos),
          speed,
          footDuration,
        ),
      );
    }
    steps.push(ride);
  });
  const last = rides[rides.length - 1];
  const skeleton: JourneySkeleton = {
    access: placeLink(network, from, stopOf(network, rides[0], rides[0].boardPos), speed, footDuration),
    steps,
    egress: placeLink(network, to, stopOf(network, last, last.alightPos), speed, footDuration),
  };
  return layOut(network, skeleton, startTime, predicted);
}
