import type { TransitNetwork } from '../network/model/types.ts';
import { ActiveTripsCache, boardableDays, type CancelledTrips } from './raptor/active-trips.ts';
import type { StopGroups } from './raptor/bound-graph.ts';
import { endpointLinks, placeCoordinates, type PlaceRef } from './endpoint.ts';
import { VIA_PLACE, type PlannedJourney, type PlannedLeg, type PredictedRides } from './planned-journey.ts';
import type { PlanPreferences, PlanQuery, PlanTime } from './plan-query.ts';
import { beatsWithinSlack, paretoJourneys } from './pareto.ts';
import type { RaptorOptions } from './raptor/raptor-labels.ts';
import type { Direction } from './planner-direction.ts';
import { PlannerDelays } from './delays/planner-delays.ts';
import { rangeDepartureTimes } from './range/range-departures.ts';
import { runSlice, searchRuns, type SearchSetup } from './range/range-runs.ts';
import { splitRangeSearch, type RangeHelper, type RangeSlice } from './range/range-split.ts';
import { Raptor } from './raptor/raptor.ts';
import { LowerBounds } from './raptor/lower-bounds.ts';
import { RideNeeds } from './raptor/ride-needs.ts';
import { forwardView, reverseView } from './raptor/routing-view.ts';
import { hasKnownAccessibleStop, journeyAccessibility, usableStopMask, type StepFreeFilter } from './step-free.ts';
import { distanceMetres, footDurationsAt, walkSeconds } from './walking.ts';
import type { TripDelays } from './delays/trip-delays.ts';

/**
 * The journey planner: RAPTOR in both directions of time over one network, with its per-query arrays allocated once.
 * Pure and synchronous; one planner serves every request of a process one at a time.
 */
export class JourneyPlanner {
  readonly network: TransitNetwork;
  private readonly trips: ActiveTripsCache;
  private forward?: Direction;
  private backward?: Direction;
  private readonly usableStops = new Map<StepFreeFilter, Uint8Array>();
  private readonly delays: PlannerDelays;
  /** Set while another thread stands by for the earlier part of range searches (range-split.ts); absent: all here. */
  rangeHelper: RangeHelper | undefined;

  constructor(network: TransitNetwork) {
    this.network = network;
    this.trips = new ActiveTripsCache(network);
    this.delays = new PlannerDelays(network, this.trips);
  }

  /** Realtime: trips cancelled on their run date are left out of the searches (undefined: the timetable alone). */
  setCancelledTrips(cancelled: CancelledTrips | undefined): void {
    this.delays.setCancelledTrips(cancelled);
  }

  /**
   * Realtime: today's predicted times (undefined: the timetable alone). Searches whose days include the delays' date
   * ride those trips at their predicted times; a new version replaces what the previous one built, the same version
   * costs nothing.
   */
  setTripDelays(delays: TripDelays | undefined): void {
    this.delays.setTripDelays(delays);
  }

  /**
   * Builds now what the first searches on the current delays would otherwise build (each direction's view with the
   * split trips' patterns, and the delays' day of trips for the 'any' step-free filter with the current cancellations):
   * a planner thread calls it when a version is posted, in its idle time, so no traveller's search pays for it.
   */
  prepareTripDelays(): void {
    this.delays.prepare([this.direction(false), this.direction(true)]);
  }

  /** The predicted times of the rides of a search on `serviceDate` (undefined: none apply), to lay journeys out. */
  predictedRides(serviceDate: string): PredictedRides | undefined {
    return this.delays.predictedRides(serviceDate);
  }

  plan(query: PlanQuery): PlannedJourney[] {
    if (!query.via) return this.search(query.from, query.to, query.time, query.preferences);
    return this.planVia(query, query.via);
  }

  /**
   * Pareto-optimal journeys (departure, arrival, rides) between two places, plus a direct walk when short enough.
   * Step-free: the journeys known to be accessible first, then those through stops or trips of unknown accessibility
   * that no known-accessible journey beats (never through stops or trips known not to be accessible).
   */
  search(from: PlaceRef, to: PlaceRef, time: PlanTime, preferences: PlanPreferences): PlannedJourney[] {
    if (!preferences.wheelchair) return this.searchWith(from, to, time, preferences, 'any');
    const possible = this.searchWith(from, to, time, preferences, 'possible');
    const known = hasKnownAccessibleStop(this.network)
      ? this.searchWith(from, to, time, preferences, 'known')
      : possible.filter((journey) => journeyAccessibility(this.network, journey) === 'accessible');
    const unknown = possible.filter(
      (journey) =>
        journeyAccessibility(this.network, journey) === 'unknown' &&
        !known.some((other) => beatsWithinSlack(other, journey)),
    );
    return [...known, ...unknown];
  }

  private searchWith(
    from: PlaceRef,
    to: PlaceRef,
    time: PlanTime,
    preferences: PlanPreferences,
    stepFree: StepFreeFilter,
  ): PlannedJourney[] {
    const setup = this.prepareSearch(from, to, time, preferences, stepFree);
    const found = this.rangeHelper
      ? splitRangeSearch(setup, this.rangeHelper, { from, to, time, preferences, stepFree })
      : runSlice(setup, setup.runs);
    const direct = this.directWalk(from, to, time, preferences);
    if (direct) found.push(direct);
    return paretoJourneys(found, time.arriveBy);
  }

  /**
   * The journeys a helper thread's part of a split range search reports (range-split.ts): the same setup as the
   * search's owner builds (or `prepared`, built ahead for this slice's search), then only `runs[first..end)`. Null
   * when this planner finds another number of runs (not the same search: the owner then makes them itself).
   */
  searchSlice(slice: RangeSlice, prepared?: SearchSetup): PlannedJourney[] | null {
    const setup = prepared ?? this.prepareSearch(slice.from, slice.to, slice.time, slice.preferences, slice.stepFree);
    if (setup.runs.length !== slice.runCount) return null;
    return runSlice(setup, setup.runs.slice(slice.first, slice.end));
  }

  /**
   * One search's setup: its days (realtime included), access and egress links, bounds, and its runs (range-runs.ts).
   * Valid until this planner's next search (the bounds and RAPTOR's arrays are reused).
   */
  prepareSearch(
    from: PlaceRef,
    to: PlaceRef,
    time: PlanTime,
    preferences: PlanPreferences,
    stepFree: StepFreeFilter,
  ): SearchSetup {
    const base = this.direction(time.arriveBy);
    const { direction, days } = this.delays.searchSetup(base, time.serviceDate, stepFree) ?? {
      direction: base,
      days: this.trips.searchDays(base.view, time.serviceDate, stepFree),
    };
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
    const patternRuns = this.trips.patternsRunning(days, direction.view.patternCount);
    const options: RaptorOptions = {
      maxRides: preferences.maxRides,
      excludedModeMask: preferences.excludedModeMask,
      footDuration,
      maxFootDistance: preferences.maxWalkDistance,
      stopUsable: stepFree === 'any' ? null : this.stopMask(stepFree),
      days,
      patternDays: boardableDays(
        days,
        direction.view.patternModeBit,
        preferences.excludedModeMask,
        time.arriveBy ? -time.seconds : time.seconds,
      ),
      lowerBound: direction.bounds.compute(egress, {
        patternRuns: this.delays.boundRuns(direction, patternRuns),
        excludedModeMask: preferences.excludedModeMask,
        footDuration,
        maxFootDistance: preferences.maxWalkDistance,
      }),
      rideNeeds: direction.rideNeeds.compute(egress, patternRuns, preferences.excludedModeMask),
    };
    const start = time.arriveBy ? -time.seconds : time.seconds;
    // Range (rRAPTOR): each departure in the window starts only from the access stops whose trip leaves then (see
    // Raptor.run: the others board the same trips as a later departure); range-runs.ts orders the runs.
    const departures =
      time.rangeSeconds > 0 ? rangeDepartureTimes(direction.view, access, start, time.rangeSeconds, options) : [];
    const runs = searchRuns(departures, start);
    return {
      network: this.network,
      direction,
      access,
      egress,
      options,
      footDuration,
      startTime: time.seconds,
      predicted: this.predictedRides(time.serviceDate),
      runs,
      // One departure (no range, or none in its window but the asked time): labels need no copies (see RoundLabels).
      single: runs.length === 1,
    };
  }

  /**
   * Chained searches: to the via place, stay there, then on to the destination (or backwards when arriving by). Every
   * joined journey shares one end (the first part's departure, or the second part's arrival), so the later options
   * of a range at the via place only add journeys that arrive later: the same Pareto rule keeps those worth a look.
   */
  private planVia(query: PlanQuery, via: NonNullable<PlanQuery['via']>): PlannedJourney[] {
    const { time, preferences } = query;
    const single = { ...time, rangeSeconds: 0 };
    if (!time.arriveBy) {
      const first = bestByArrival(this.search(query.from, via.place, single, preferences));
      if (!first) return [];
      const onward = { ...time, seconds: first.arrival + via.minStaySeconds };
      const joined = this.search(via.place, query.to, onward, preferences).map((second) => joinAtVia(first, second));
      return paretoJourneys(joined, false);
    }
    const second = bestByDeparture(this.search(via.place, query.to, single, preferences));
    if (!second) return [];
    const before = { ...time, seconds: second.departure - via.minStaySeconds };
    const joined = this.search(query.from, via.place, before, preferences).map((first) => joinAtVia(first, second));
    return paretoJourneys(joined, true);
  }

  private directWalk(
    from: PlaceRef,
    to: PlaceRef,
    time: PlanTime,
    preferences: PlanPreferences,
  ): PlannedJourney | null {
    const a = placeCoordinates(this.network, from);
    const b = placeCoordinates(this.network, to);
    const distance = distanceMetres(a.lat, a.lon, b.lat, b.lon);
    if (distance > preferences.maxWalkDistance) return null;
    const duration = walkSeconds(distance, preferences.walkSpeed);
    const start = time.arriveBy ? time.seconds - duration : time.seconds;
    const leg: PlannedLeg = { kind: 'walk', from: -1, to: -1, start, end: start + duration, distance };
    return {
      departure: start,
      arrival: start + duration,
      rides: 0,
      walkDistance: distance,
      walkDuration: duration,
      legs: [leg],
    };
  }

  private direction(arriveBy: boolean): Direction {
    if (!this.forward) {
      const view = forwardView(this.network);
      const bounds = new LowerBounds(view, this.stopAreas());
      this.forward = {
        view,
        raptor: new Raptor(view),
        bounds,
        rideNeeds: new RideNeeds(view),
        footDurations: new Map(),
      };
    }
    if (!arriveBy) return this.forward;
    if (!this.backward) {
      const view = reverseView(this.network, this.forward.view);
      const bounds = new LowerBounds(view, this.stopAreas());
      this.backward = {
        view,
        raptor: new Raptor(view),
        bounds,
        rideNeeds: new RideNeeds(view),
        footDurations: new Map(),
      };
    }
    return this.backward;
  }

  /** The stop areas as the lower bounds group stops (moving inside one costs nothing there). */
  private stopAreas(): StopGroups {
    const { stops, stopAreas } = this.network;
    return { count: stopAreas.count, of: stops.area, start: stopAreas.stopStart, members: stopAreas.stops };
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

  private stopMask(filter: StepFreeFilter): Uint8Array {
    let mask = this.usableStops.get(filter);
    if (!mask) this.usableStops.set(filter, (mask = usableStopMask(this.network, filter)));
    return mask;
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
    (best, j) =>
      !best || j.departure > best.departure || (j.departure === best.departure && j.rides < best.rides) ? j : best,
    undefined,
  );
}

function joinAtVia(first: PlannedJourney, second: PlannedJourney): PlannedJourney {
  const toVia = first.legs.map((leg) => (leg.kind === 'walk' && leg.to === -1 ? { ...leg, to: VIA_PLACE } : leg));
  const fromVia = second.legs.map((leg) =>
    leg.kind === 'walk' && leg.from === -1 ? { ...leg, from: VIA_PLACE } : leg,
  );
  // Always present (even when zero long): it marks where the via place lies among the legs.
  const stay: PlannedLeg = {
    kind: 'wait',
    stop: VIA_PLACE,
    start: first.arrival,
    end: Math.max(first.arrival, second.departure),
  };
  return {
    departure: first.departure,
    arrival: second.arrival,
    rides: first.rides + second.rides,
    walkDistance: first.walkDistance + second.walkDistance,
    walkDuration: first.walkDuration + second.walkDuration,
    legs: [...toVia, stay, ...fromVia],
  };
}
