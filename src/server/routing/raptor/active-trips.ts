import { addDays } from '../../network/model/calendar-days.ts';
import { activeServicesOn } from '../../network/model/services.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import type { RoutingView } from './routing-view.ts';
import type { ActiveTrips, SearchDay } from './search-day.ts';
import { accessibilityAllowed, type StepFreeFilter } from '../step-free.ts';

/** The trips running on a date, each feed answering from its own (possibly shifted, stale-feed) calendar. */
export function buildActiveTrips(
  network: TransitNetwork,
  view: RoutingView,
  isoDate: string,
  stepFree: StepFreeFilter,
  /** Trips that do not run that day after all (cancelled by the realtime feed); dropping trips keeps FIFO. */
  excluded?: ReadonlySet<number>,
): ActiveTrips {
  const runs = activeServicesOn(network, isoDate).active;
  const start = new Uint32Array(view.patternCount + 1);
  const chosen: number[] = [];
  for (let p = 0; p < view.patternCount; p++) {
    start[p] = chosen.length;
    for (let slot = view.patternTripStart[p]; slot < view.patternTripStart[p + 1]; slot++) {
      const trip = view.slotTrip[slot];
      if (!runs[network.trips.service[trip]] || excluded?.has(trip)) continue;
      if (!accessibilityAllowed(network.trips.wheelchair[trip], stepFree)) continue;
      chosen.push(slot);
    }
  }
  start[view.patternCount] = chosen.length;
  const slots = Uint32Array.from(chosen);
  const rowStart = new Uint32Array(view.patternCount + 1);
  for (let p = 0; p < view.patternCount; p++) {
    const length = view.patternStopStart[p + 1] - view.patternStopStart[p];
    rowStart[p + 1] = rowStart[p] + length * (start[p + 1] - start[p]);
  }
  const times = new Int32Array(2 * rowStart[view.patternCount]);
  const minDeparture = new Int32Array(view.patternCount).fill(0x3fffffff);
  const maxDeparture = new Int32Array(view.patternCount).fill(-0x3fffffff);
  for (let p = 0; p < view.patternCount; p++) {
    const length = view.patternStopStart[p + 1] - view.patternStopStart[p];
    const count = start[p + 1] - start[p];
    for (let j = 0; j < count; j++) {
      const base = view.slotTimeStart[slots[start[p] + j]];
      const row = 2 * (rowStart[p] + j * length);
      for (let i = 0; i < length; i++) {
        const departure = view.departure[base + i];
        times[row + 2 * i] = view.arrival[base + i];
        times[row + 2 * i + 1] = departure;
        if (departure < minDeparture[p]) minDeparture[p] = departure;
        if (departure > maxDeparture[p]) maxDeparture[p] = departure;
      }
    }
  }
  return { start, slots, rowStart, times, minDeparture, maxDeparture };
}

/** Trips cancelled by the realtime feeds, by run date (YYYY-MM-DD); `version` changes with every new snapshot set. */
export interface CancelledTrips {
  version: string;
  byDate: Record<string, number[]>;
}

/** A few recent days per view and step-free filter: queries cluster on today and tomorrow. */
export class ActiveTripsCache {
  private readonly entries = new Map<string, ActiveTrips>();
  private readonly network: TransitNetwork;
  private readonly capacity: number;
  private cancelled: CancelledTrips | undefined;

  constructor(network: TransitNetwork, capacity = 8) {
    this.network = network;
    this.capacity = capacity;
  }

  /** The realtime feeds' cancelled trips by date (undefined: none); days they touch are rebuilt per version. */
  setCancelledTrips(cancelled: CancelledTrips | undefined): void {
    this.cancelled = cancelled;
  }

  get(view: RoutingView, isoDate: string, stepFree: StepFreeFilter = 'any'): ActiveTrips {
    const cancelled = this.cancelled?.byDate[isoDate];
    const key = `${view.reversed ? 'r' : 'f'}${isoDate}${stepFree}${cancelled?.length ? `|${this.cancelled!.version}` : ''}`;
    let trips = this.entries.get(key);
    if (trips) {
      this.entries.delete(key);
    } else {
      trips = buildActiveTrips(
        this.network,
        view,
        isoDate,
        stepFree,
        cancelled?.length ? new Set(cancelled) : undefined,
      );
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, trips);
    return trips;
  }

  /** The days a search on `isoDate` must see: the day before (trips past 24:00), the day, the day after. */
  searchDays(view: RoutingView, isoDate: string, stepFree: StepFreeFilter = 'any'): SearchDay[] {
    // Ordered by offset so a search can skip a later day once an earlier one gave a departure before its trips.
    const sign = view.reversed ? -1 : 1;
    return [-1, 0, 1]
      .map((delta) => ({ offset: sign * delta * 86_400, trips: this.get(view, addDays(isoDate, delta), stepFree) }))
      .sort((a, b) => a.offset - b.offset);
  }

  /** Per pattern: 1 when it has an active trip on one of the days (the scan skips the others). */
  patternsRunning(days: SearchDay[], patternCount: number): Uint8Array {
    const runs = new Uint8Array(patternCount);
    for (const day of days) {
      for (let p = 0; p < patternCount; p++) if (day.trips.start[p + 1] > day.trips.start[p]) runs[p] = 1;
    }
    return runs;
  }
}

/**
 * The first active trip (index j) of a pattern of `length` stops leaving position i at or after `time`, or -1
 * (FIFO: the trips leave every position in order). Galloping from a guessed trip (the one a scan of this pattern
 * boarded last time: a range search's next departure, a little earlier, finds that one or one just before) rather than
 * bisecting all of them, so the probes stay among rows read recently.
 */
export function earliestTripNear(
  trips: ActiveTrips,
  pattern: number,
  length: number,
  i: number,
  time: number,
  guess: number,
): number {
  const count = trips.start[pattern + 1] - trips.start[pattern];
  if (count === 0) return -1;
  const times = trips.times;
  // Trip j leaves position i at times[at + j * stride].
  const at = 2 * (trips.rowStart[pattern] + i) + 1;
  const stride = 2 * length;
  const g = guess < count ? guess : count - 1;
  if (times[at + g * stride] >= time) return firstFromBelow(times, at, stride, g, time);
  // The answer lies after g: gallop up while trips leave too early.
  let lo = g + 1;
  let step = 1;
  let hi = lo;
  while (hi < count && times[at + hi * stride] < time) {
    lo = hi + 1;
    hi = lo + step;
    step *= 2;
  }
  const first = firstLeaving(times, at, stride, lo, Math.min(hi, count), time);
  return first < count ? first : -1;
}

/**
 * Like earliestTripNear, among the trips before trip j, when the caller knows trip j - 1 still leaves at or after
 * `time` (a scan riding trip j probes that first): a stop reached a little earlier than the trip passes usually
 * catches one or two trips before it.
 */
export function earliestTripBefore(
  trips: ActiveTrips,
  pattern: number,
  length: number,
  i: number,
  time: number,
  j: number,
): number {
  return firstFromBelow(trips.times, 2 * (trips.rowStart[pattern] + i) + 1, 2 * length, j - 1, time);
}

/** The first trip up to `hi` leaving at or after `time`, knowing trip hi does: galloping down from it, then bisecting. */
function firstFromBelow(times: Int32Array, at: number, stride: number, hi: number, time: number): number {
  let step = 1;
  let lo = hi - step;
  while (lo >= 0 && times[at + lo * stride] >= time) {
    hi = lo;
    step *= 2;
    lo = hi - step;
  }
  return firstLeaving(times, at, stride, lo < 0 ? 0 : lo + 1, hi, time);
}

/** The first trip in [lo, hi) leaving at or after `time` (hi when none does), by bisection. */
function firstLeaving(times: Int32Array, at: number, stride: number, lo: number, hi: number, time: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[at + mid * stride] < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Per pattern, the search days (bit d for days[d]) on which the search may board it: it has a trip leaving at or after
 * `earliest` (the search's own departure, in the days' shared time) and its mode is not excluded. 0: never scanned.
 */
export function boardableDays(
  days: SearchDay[],
  modeBit: Uint32Array,
  excludedModeMask: number,
  earliest: number,
): Uint8Array {
  const mask = new Uint8Array(modeBit.length);
  for (let d = 0; d < days.length; d++) {
    const { start, maxDeparture } = days[d].trips;
    const offset = days[d].offset;
    for (let p = 0; p < mask.length; p++) {
      const runsLater = start[p + 1] > start[p] && maxDeparture[p] + offset >= earliest;
      if (runsLater && (modeBit[p] & excludedModeMask) === 0) mask[p] |= 1 << d;
    }
  }
  return mask;
}
