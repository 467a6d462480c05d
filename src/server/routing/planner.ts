import type { TransitNetwork } from '../network/types.ts';
import { ActiveTripsCache, type SearchDay } from './active-trips.ts';
import { endpointLinks, placeCoordinates, type PlaceRef } from './endpoint.ts';
import { layOut, skeletonOf, VIA_PLACE, type PlannedJourney, type PlannedLeg } from './planned-journey.ts';
import { paretoJourneys } from './pareto.ts';
import { Raptor, type EndpointLinks, type RaptorOptions } from './raptor.ts';
import { forwardView, reverseView, type RoutingView } from './routing-view.ts';
import { distanceMetres, footDurationsAt, walkSeconds } from './walking.ts';

export interface PlanPreferences {
  walkSpeed: number;
  /** Metres, for each walk (to the first stop, between stops, from the last stop). */
  maxWalkDistance: number;
  maxRides: number;
  excludedModeMask: number;
  wheelchair: boolean;
}

/** When: a service date (ISO), seconds of that service day, and whether the time is the arrival (arrive-by). */
export interface PlanTime {
  serviceDate: string;
  seconds: number;
  arriveBy: boolean;
  /** > 0: every departure (or arrival, arrive-by) within this many seconds after (before) the time. */
  rangeSeconds: number;
}

export interface PlanQuery {
  from: PlaceRef;
  to: PlaceRef;
  via?: { place: PlaceRef; minStaySeconds: number };
  time: PlanTime;
  preferences: PlanPreferences;
}


interface Direction {
  view: RoutingView;
  raptor: Raptor;
  footDurations: Map<number, Uint32Array>;
}

/**
 * The journey planner: RAPTOR in both directions of time over one network, with its per-query arrays allocated once.
 * Pure and synchronous; one planner serves every request of a process one at a time.
 */
export class JourneyPlanner {
  readonly network: TransitNetwork;
  private readonly trips: ActiveTripsCache;
  private forward?: Direction;
  private backward?: Direction;
  private wheelchairStops?: Uint8Array;

  constructor(network: TransitNetwork) {
    this.network = network;
    this.trips = new ActiveTripsCache(network);
  }

  plan(query: PlanQuery): PlannedJourney[] {
    if (!query.via) return this.search(query.from, query.to, query.time, query.preferences);
    return this.planVia(query, query.via);
  }

  /** Pareto-optimal journeys (departure, arrival, rides) between two places, plus a direct walk when short enough. */
  search(from: PlaceRef, to: PlaceRef, time: PlanTime, preferences: PlanPreferences): PlannedJourney[] {
    const direction = this.direction(time.arriveBy);
    const footDuration = this.footDurations(direction, preferences.walkSpeed);
    const walk = {
      speed: preferences.walkSpeed,
      maxDistance: preferences.maxWalkDistance,
      footDuration: this.footDurations(this.direction(false), preferences.walkSpeed),
    };
    const fromLinks = endpointLinks(this.network, from, walk);
    const toLinks = endpointLinks(this.network, to, walk);
    const access = time.arriveBy ? toLinks : fromLinks;
    const egress = time.arriveBy ? fromLinks : toLinks;
    const options: RaptorOptions = {
      maxRides: preferences.maxRides,
      excludedModeMask: preferences.excludedModeMask,
      footDuration,
      maxFootDistance: preferences.maxWalkDistance,
      stopUsable: preferences.wheelchair ? this.usableStops() : null,
      days: this.trips.searchDays(direction.view, time.serviceDate, preferences.wheelchair),
    };
    const start = time.arriveBy ? -time.seconds : time.seconds;
    // Range: every departure in the window, latest first, then the asked time itself, which also finds the first
    // journey after the window when none leaves within it.
    const departures = time.rangeSeconds > 0 ? this.departureTimes(direction.view, access, start, time.rangeSeconds, options) : [];
    if (departures[departures.length - 1] !== start) departures.push(start);
    const raptor = direction.raptor;
    raptor.reset(egress);
    const found: PlannedJourney[] = [];
    for (const departure of departures) {
      for (const rides of raptor.run(departure, access, options)) {
        const skeleton = skeletonOf(direction.view, raptor.extract(rides), access, egress, footDuration);
        found.push(layOut(this.network, skeleton, time.seconds));
      }
    }
    const direct = this.directWalk(from, to, time, preferences);
    if (direct) found.push(direct);
    return paretoJourneys(found, time.arriveBy);
  }

  /** Chained searches: to the via place, stay there, then on to the destination (or backwards when arriving by). */
  private planVia(query: PlanQuery, via: NonNullable<PlanQuery['via']>): PlannedJourney[] {
    const { time, preferences } = query;
    const single = { ...time, rangeSeconds: 0 };
    if (!time.arriveBy) {
      const first = bestByArrival(this.search(query.from, via.place, single, preferences));
      if (!first) return [];
      const onward = { ...time, seconds: first.arrival + via.minStaySeconds };
      return this.search(via.place, query.to, onward, preferences).map((second) => joinAtVia(first, second));
    }
    const second = bestByDeparture(this.search(via.place, query.to, single, preferences));
    if (!second) return [];
    const before = { ...time, seconds: second.departure - via.minStaySeconds };
    return this.search(query.from, via.place, before, preferences).map((first) => joinAtVia(first, second));
  }

  private directWalk(from: PlaceRef, to: PlaceRef, time: PlanTime, preferences: PlanPreferences): PlannedJourney | null {
    const a = placeCoordinates(this.network, from);
    const b = placeCoordinates(this.network, to);
    const distance = distanceMetres(a.lat, a.lon, b.lat, b.lon);
    if (distance > preferences.maxWalkDistance) return null;
    const duration = walkSeconds(distance, preferences.walkSpeed);
    const start = time.arriveBy ? time.seconds - duration : time.seconds;
    const leg: PlannedLeg = { kind: 'walk', from: -1, to: -1, start, end: start + duration, distance };
    return { departure: start, arrival: start + duration, rides: 0, walkDistance: distance, walkDuration: duration, legs: [leg] };
  }

  /** rRAPTOR's departure times: every trip leaving an access stop within the window, latest first. */
  private departureTimes(view: RoutingView, access: EndpointLinks, start: number, range: number, options: RaptorOptions): number[] {
    const times = new Set<number>();
    for (let a = 0; a < access.stops.length; a++) {
      const stop = access.stops[a];
      const walk = access.durations[a];
      for (let e = view.stopPatternStart[stop]; e < view.stopPatternStart[stop + 1]; e++) {
        const pattern = view.stopPattern[e];
        if (view.patternModeBit[pattern] & options.excludedModeMask) continue;
        const position = view.stopPatternPosition[e];
        if (!view.canBoard[view.patternStopStart[pattern] + position]) continue;
        for (const day of options.days) collectDepartures(view, day, pattern, position, start + walk - day.offset, range, day.offset - walk, times);
      }
    }
    return [...times].sort((x, y) => y - x);
  }

  private direction(arriveBy: boolean): Direction {
    if (!this.forward) {
      const view = forwardView(this.network);
      this.forward = { view, raptor: new Raptor(view), footDurations: new Map() };
    }
    if (!arriveBy) return this.forward;
    if (!this.backward) {
      const view = reverseView(this.network, this.forward.view);
      this.backward = { view, raptor: new Raptor(view), footDurations: new Map() };
    }
    return this.backward;
  }

  /** Footpath durations (forward edges) at a walking speed, as searches use them. */
  forwardFootDurations(speed: number): Uint32Array {
    return this.footDurations(this.direction(false), speed);
  }

  private footDurations(direction: Direction, speed: number): Uint32Array {
    let durations = direction.footDurations.get(speed);
    if (!durations) {
      durations = footDurationsAt(direction.view, this.network.footpaths.walkSpeed, speed);
      if (direction.footDurations.size > 8) direction.footDurations.clear();
      direction.footDurations.set(speed, durations);
    }
    return durations;
  }

  /** Stops a wheelchair user can use: everything not marked inaccessible (unknown counts as usable). */
  private usableStops(): Uint8Array {
    if (!this.wheelchairStops) {
      const flags = this.network.stops.wheelchair;
      this.wheelchairStops = new Uint8Array(flags.length);
      for (let s = 0; s < flags.length; s++) this.wheelchairStops[s] = flags[s] === 2 ? 0 : 1;
    }
    return this.wheelchairStops;
  }
}

function collectDepartures(
  view: RoutingView,
  day: SearchDay,
  pattern: number,
  position: number,
  from: number,
  range: number,
  shift: number,
  into: Set<number>,
): void {
  const { start, slots } = day.trips;
  for (let i = start[pattern]; i < start[pattern + 1]; i++) {
    const departure = view.departure[view.slotTimeStart[slots[i]] + position];
    if (departure < from) continue;
    if (departure > from + range) break;
    into.add(departure + shift);
  }
}

function bestByArrival(journeys: PlannedJourney[]): PlannedJourney | undefined {
  return journeys.reduce<PlannedJourney | undefined>(
    (best, j) => (!best || j.arrival < best.arrival || (j.arrival === best.arrival && j.rides < best.rides) ? j : best),
    undefined,
  );
}

function bestByDeparture(journeys: PlannedJourney[]): PlannedJourney | undefined {
  return journeys.reduce<PlannedJourney | undefined>(
    (best, j) => (!best || j.departure > best.departure || (j.departure === best.departure && j.rides < best.rides) ? j : best),
    undefined,
  );
}

function joinAtVia(first: PlannedJourney, second: PlannedJourney): PlannedJourney {
  const toVia = first.legs.map((leg) => (leg.kind === 'walk' && leg.to === -1 ? { ...leg, to: VIA_PLACE } : leg));
  const fromVia = second.legs.map((leg) => (leg.kind === 'walk' && leg.from === -1 ? { ...leg, from: VIA_PLACE } : leg));
  // Always present (even when zero long): it marks where the via place lies among the legs.
  const stay: PlannedLeg = { kind: 'wait', stop: VIA_PLACE, start: first.arrival, end: Math.max(first.arrival, second.departure) };
  return {
    departure: first.departure,
    arrival: second.arrival,
    rides: first.rides + second.rides,
    walkDistance: first.walkDistance + second.walkDistance,
    walkDuration: first.walkDuration + second.walkDuration,
    legs: [...toVia, stay, ...fromVia],
  };
}
