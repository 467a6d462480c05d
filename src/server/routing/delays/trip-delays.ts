import { activeServicesOn } from '../../network/model/services.ts';
import type { TransitNetwork } from '../../network/model/types.ts';

/**
 * Today's predicted times of the trips the realtime feeds speak of, as the planner threads receive them: plain typed
 * arrays (posted to each thread once per version, a structured clone of a few hundred kilobytes at most), never the
 * feed snapshots themselves. Only one run date: the network's today. Other dates route on the timetable alone.
 */
export interface TripDelays {
  /** Changes with the content of the snapshots (not with each poll): a thread rebuilds its trip times only then. */
  version: string;
  /** The run date the predictions are about (YYYY-MM-DD, network time zone). */
  date: string;
  /** Network trip indexes; the predictions of trips[k] are at positions start[k] .. start[k + 1] (one per pattern stop). */
  trips: Uint32Array;
  start: Uint32Array;
  /** Seconds late (negative: early) at arrival and departure; 0 where the feed knows nothing (the timetable stands). */
  arrivalDelay: Int32Array;
  departureDelay: Int32Array;
  /** 1 where the vehicle passes without stopping: nobody boards or alights there. */
  skipped: Uint8Array;
}

/** A trip's times as the planner rides it today: GTFS seconds of its run date, forward, one per pattern position. */
export interface PredictedTrip {
  arrival: Int32Array;
  departure: Int32Array;
  /** Null when it stops everywhere the timetable says. */
  skipped: Uint8Array | null;
}

/**
 * Per pattern position i: the shortest time any trip of the pattern takes from i to i + 1 in the timetable (the hop the
 * lower bounds assume, see bound-graph.ts). Predicted hops are never shorter: a bound must stay a bound.
 */
function minimumHopsOf(network: TransitNetwork, pattern: number): Int32Array {
  const { patterns, trips, stopTimes } = network;
  const n = patterns.stopStart[pattern + 1] - patterns.stopStart[pattern];
  const hops = new Int32Array(Math.max(0, n - 1)).fill(0x3fffffff);
  for (let trip = patterns.tripStart[pattern]; trip < patterns.tripStart[pattern + 1]; trip++) {
    const base = trips.stopTimeStart[trip];
    for (let i = 0; i + 1 < n; i++) {
      const hop = Math.max(0, stopTimes.arrival[base + i + 1] - stopTimes.departure[base + i]);
      if (hop < hops[i]) hops[i] = hop;
    }
  }
  return hops;
}

/**
 * The predicted times of delays.trips[k]: the timetable plus the delays, then made consistent with what the search
 * assumes of any trip — it never leaves a stop before arriving there, and never runs a hop faster than the pattern's
 * fastest timetable trip (a prediction of catching up faster than that is taken at that speed).
 */
export function predictedTrip(network: TransitNetwork, delays: TripDelays, k: number, hops: Int32Array): PredictedTrip {
  const trip = delays.trips[k];
  const from = delays.start[k];
  const n = delays.start[k + 1] - from;
  const base = network.trips.stopTimeStart[trip];
  const { arrival: scheduledArrival, departure: scheduledDeparture } = network.stopTimes;
  const arrival = new Int32Array(n);
  const departure = new Int32Array(n);
  let skipped: Uint8Array | null = null;
  for (let i = 0; i < n; i++) {
    let arrive = scheduledArrival[base + i] + delays.arrivalDelay[from + i];
    if (i > 0) arrive = Math.max(arrive, departure[i - 1] + hops[i - 1]);
    arrival[i] = arrive;
    departure[i] = Math.max(scheduledDeparture[base + i] + delays.departureDelay[from + i], arrive);
    if (delays.skipped[from + i]) (skipped ??= new Uint8Array(n))[i] = 1;
  }
  return { arrival, departure, skipped };
}

/** A trip of the delays that cannot keep its place among its pattern's trips: it gets a pattern of its own today. */
export interface SplitTrip {
  trip: number;
  pattern: number;
}

/**
 * The trips of one version of the delays, prepared once per thread: their predicted times, and per pattern the order in
 * which its trips of that date run (RAPTOR assumes trips of a pattern never overtake one another: FIFO at every stop).
 * A delayed trip is put back in its place among the others when it overtakes none of its neighbours; a trip that
 * overtakes (or is overtaken) somewhere along the way, or skips a stop, is split out into a pattern of its own.
 */
export class DelayedTrips {
  readonly delays: TripDelays;
  /** By trip index. */
  readonly predicted = new Map<number, PredictedTrip>();
  /** Per network trip: 1 when it has predicted times (a flat test for the loops over every trip of a day). */
  readonly isPredicted: Uint8Array;
  /** Per pattern touched by the delays: its trips running on the date, in FIFO order, split trips left out. */
  readonly order = new Map<number, Uint32Array>();
  readonly split: SplitTrip[] = [];

  constructor(network: TransitNetwork, delays: TripDelays) {
    this.delays = delays;
    this.isPredicted = new Uint8Array(network.trips.count);
    const runs = activeServicesOn(network, delays.date).active;
    const hopsByPattern = new Map<number, Int32Array>();
    const touched = new Map<number, number[]>();
    for (let k = 0; k < delays.trips.length; k++) {
      const trip = delays.trips[k];
      const pattern = network.trips.pattern[trip];
      const width = network.patterns.stopStart[pattern + 1] - network.patterns.stopStart[pattern];
      if (!runs[network.trips.service[trip]] || delays.start[k + 1] - delays.start[k] !== width) continue;
      let hops = hopsByPattern.get(pattern);
      if (!hops) hopsByPattern.set(pattern, (hops = minimumHopsOf(network, pattern)));
      this.predicted.set(trip, predictedTrip(network, delays, k, hops));
      this.isPredicted[trip] = 1;
      const list = touched.get(pattern) ?? [];
      list.push(trip);
      touched.set(pattern, list);
    }
    for (const [pattern, trips] of touched) this.order.set(pattern, this.orderPattern(network, pattern, trips, runs));
  }

  private orderPattern(network: TransitNetwork, pattern: number, delayed: number[], runs: Uint8Array): Uint32Array {
    const { patterns, trips, stopTimes } = network;
    const n = patterns.stopStart[pattern + 1] - patterns.stopStart[pattern];
    const arrivalAt = (trip: number, i: number) =>
      this.predicted.get(trip)?.arrival[i] ?? stopTimes.arrival[trips.stopTimeStart[trip] + i];
    const departureAt = (trip: number, i: number) =>
      this.predicted.get(trip)?.departure[i] ?? stopTimes.departure[trips.stopTimeStart[trip] + i];
    // The timetable's trips of the day keep their (FIFO) order; each delayed trip is inserted by its first departure.
    const kept: number[] = [];
    for (let trip = patterns.tripStart[pattern]; trip < patterns.tripStart[pattern + 1]; trip++) {
      if (runs[trips.service[trip]] && !this.predicted.has(trip)) kept.push(trip);
    }
    const notBefore = (a: number, b: number) => {
      for (let i = 0; i < n; i++)
        if (departureAt(a, i) < departureAt(b, i) || arrivalAt(a, i) < arrivalAt(b, i)) return false;
      return true;
    };
    for (const trip of delayed) {
      if (this.predicted.get(trip)!.skipped) {
        this.split.push({ trip, pattern });
        continue;
      }
      const first = departureAt(trip, 0);
      let lo = 0;
      let hi = kept.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (departureAt(kept[mid], 0) <= first) lo = mid + 1;
        else hi = mid;
      }
      const fits = (lo === 0 || notBefore(trip, kept[lo - 1])) && (lo === kept.length || notBefore(kept[lo], trip));
      if (fits) kept.splice(lo, 0, trip);
      else this.split.push({ trip, pattern });
    }
    return Uint32Array.from(kept);
  }
}
