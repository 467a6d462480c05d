import { addDays } from '../../network/model/calendar-days.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import type { ActiveTripsCache, CancelledTrips } from '../raptor/active-trips.ts';
import type { ActiveTrips, SearchDay } from '../raptor/search-day.ts';
import { buildDelayedActiveTrips, withExtraPatterns } from './delayed-active-trips.ts';
import { delayedView } from './delayed-view.ts';
import type { PredictedRides } from '../planned-journey.ts';
import type { Direction } from '../planner-direction.ts';
import { Raptor } from '../raptor/raptor.ts';
import { RideNeeds } from '../raptor/ride-needs.ts';
import type { RoutingView } from '../raptor/routing-view.ts';
import type { StepFreeFilter } from '../step-free.ts';
import { DelayedTrips, type TripDelays } from './trip-delays.ts';

/**
 * One version of today's realtime delays as the searches use them: the trips' predicted times and order, the views
 * with the split-out trips' patterns (the base directions when nothing had to be split), and the delays' day per view,
 * step-free filter and set of cancellations. Replaced as a whole when the version changes.
 */
interface DelayedState {
  trips: DelayedTrips;
  forward?: Direction;
  backward?: Direction;
  days: Map<string, ActiveTrips>;
}

/** The planner's realtime side: today's cancellations and predicted times, and what searches on them ride. */
export class PlannerDelays {
  private readonly network: TransitNetwork;
  private readonly trips: ActiveTripsCache;
  private cancelled: CancelledTrips | undefined;
  private delayed: DelayedState | undefined;

  constructor(network: TransitNetwork, trips: ActiveTripsCache) {
    this.network = network;
    this.trips = trips;
  }

  /** Trips cancelled on their run date are left out of the searches (undefined: the timetable alone). */
  setCancelledTrips(cancelled: CancelledTrips | undefined): void {
    this.cancelled = cancelled;
    this.trips.setCancelledTrips(cancelled);
  }

  /** Today's predicted times (undefined: the timetable alone); the same version costs nothing. */
  setTripDelays(delays: TripDelays | undefined): void {
    if (!delays || delays.trips.length === 0) {
      this.delayed = undefined;
      return;
    }
    if (this.delayed?.trips.delays.version === delays.version) return;
    this.delayed = { trips: new DelayedTrips(this.network, delays), days: new Map() };
  }

  /** Builds each direction's view and the delays' day for the 'any' step-free filter ahead of the first searches. */
  prepare(bases: Direction[]): void {
    const delayed = this.delayed;
    if (!delayed) return;
    for (const base of bases) this.day(delayed, this.direction(delayed, base).view, 'any');
  }

  /** The predicted times of the rides of a search on `serviceDate` (undefined: none apply), to lay journeys out. */
  predictedRides(serviceDate: string): PredictedRides | undefined {
    const delayed = this.delayed?.trips;
    if (!delayed) return undefined;
    const date = delayed.delays.date;
    return (trip, offset) =>
      addDays(serviceDate, Math.round(offset / 86_400)) === date ? delayed.predicted.get(trip) : undefined;
  }

  /**
   * The direction and days a search rides when today's delays fall on one of its days: the delays' view (with the
   * split trips' patterns) and that day's predicted trips, the other days unchanged; undefined: the timetable's.
   */
  searchSetup(
    base: Direction,
    serviceDate: string,
    stepFree: StepFreeFilter,
  ): { direction: Direction; days: SearchDay[] } | undefined {
    const delayed = this.delayed;
    const date = delayed?.trips.delays.date;
    if (!delayed || !date || ![-1, 0, 1].some((delta) => addDays(serviceDate, delta) === date)) return undefined;
    const direction = this.direction(delayed, base);
    const view = direction.view;
    const sign = view.reversed ? -1 : 1;
    const days = [-1, 0, 1]
      .map((delta): SearchDay => {
        const day = addDays(serviceDate, delta);
        const trips =
          day === date
            ? this.day(delayed, view, stepFree)
            : withExtraPatterns(this.trips.get(base.view, day, stepFree), view.patternCount);
        return { offset: sign * delta * 86_400, trips };
      })
      .sort((a, b) => a.offset - b.offset);
    return { direction, days };
  }

  private direction(delayed: DelayedState, base: Direction): Direction {
    const key = base.view.reversed ? 'backward' : 'forward';
    const known = delayed[key];
    if (known) return known;
    const { split, predicted } = delayed.trips;
    if (split.length === 0) return (delayed[key] = base);
    const reversed = base.view.reversed;
    const view = delayedView(base.view, split, (e, i) => {
      const skipped = predicted.get(split[e].trip)?.skipped;
      return !!skipped && skipped[reversed ? skipped.length - 1 - i : i] === 1;
    });
    // The timetable's bounds serve the split trips' patterns too: same stops, hops never shorter than the pattern's
    // fastest (see predictedTrip), boarding and alighting only ever refused more (see boundRuns for what runs).
    const direction = {
      view,
      raptor: new Raptor(view),
      bounds: base.bounds,
      rideNeeds: new RideNeeds(view),
      footDurations: base.footDurations,
    };
    return (delayed[key] = direction);
  }

  /**
   * Which patterns run, as the lower bounds know them: in a view with split trips, a network pattern runs when it or
   * one of its split trips does (the bounds are the timetable view's; the same settings as on the timetable then
   * reuse its bound graph).
   */
  boundRuns(direction: Direction, patternRuns: Uint8Array): Uint8Array {
    const basePattern = direction.view.basePattern;
    const split = this.delayed?.trips.split.length ?? 0;
    if (!basePattern || split === 0) return patternRuns;
    const count = direction.view.patternCount - split;
    const runs = patternRuns.slice(0, count);
    for (let p = count; p < direction.view.patternCount; p++) runs[basePattern[p]] |= patternRuns[p];
    return runs;
  }

  private day(delayed: DelayedState, view: RoutingView, stepFree: StepFreeFilter): ActiveTrips {
    const date = delayed.trips.delays.date;
    const cancelled = this.cancelled?.byDate[date];
    const key = `${view.reversed ? 'r' : 'f'}${stepFree}${cancelled?.length ? `|${this.cancelled!.version}` : ''}`;
    let trips = delayed.days.get(key);
    if (!trips) {
      if (delayed.days.size >= 6) delayed.days.clear();
      trips = buildDelayedActiveTrips(
        this.network,
        view,
        delayed.trips,
        stepFree,
        cancelled?.length ? new Set(cancelled) : undefined,
      );
      delayed.days.set(key, trips);
    }
    return trips;
  }
}
