/**
 * Groups one feed's trips into route patterns: same route, same stop sequence and same pickup/drop-off rules, then
 * splits each group so no trip overtakes another (RAPTOR's FIFO invariant, see PatternTable).
 */

/** One feed's stop times ordered by trip then stop_sequence, after interpolation (see stop-time-collector.ts). */
export interface FeedStopTimes {
  stops: Uint32Array;
  arrival: Int32Array;
  departure: Int32Array;
  pickup: Uint8Array;
  dropOff: Uint8Array;
}

/**
 * One trip run: rows `start .. start+length` of the feed's stop times, every time shifted by `shift` seconds (runs
 * made from frequencies.txt share their template trip's rows). Plain numbers, no per-trip arrays: a bus feed has 60k trips.
 */
export interface TripRun {
  trip: number;
  shift: number;
  /** Made from a frequencies.txt row (its id gets an "@<first departure>" suffix). */
  expanded: boolean;
  start: number;
  length: number;
  /** The service the run keeps when its trip's service was cut by clock (feed-clock.ts); the trip's own otherwise. */
  service?: number;
  /** Appended to the trip's id when a trip of a cut service appears more than once. */
  idSuffix?: string;
}

export function patternKey(route: number, times: FeedStopTimes, run: TripRun): string {
  const end = run.start + run.length;
  return `${route}|${times.stops.subarray(run.start, end).join(',')}|${times.pickup.subarray(run.start, end).join('')}|${times.dropOff.subarray(run.start, end).join('')}`;
}

function notBefore(times: FeedStopTimes, later: TripRun, earlier: TripRun): boolean {
  for (let i = 0; i < later.length; i++) {
    if (times.departure[later.start + i] + later.shift < times.departure[earlier.start + i] + earlier.shift)
      return false;
    if (times.arrival[later.start + i] + later.shift < times.arrival[earlier.start + i] + earlier.shift) return false;
  }
  return true;
}

/**
 * Sorts runs of one group by departure at the first stop and distributes them into the fewest greedy sub-patterns in
 * which every run departs and arrives no earlier than its predecessor at every stop.
 */
export function splitOvertaking(times: FeedStopTimes, runs: TripRun[]): TripRun[][] {
  const firstDeparture = (run: TripRun) => times.departure[run.start] + run.shift;
  const lastArrival = (run: TripRun) => times.arrival[run.start + run.length - 1] + run.shift;
  runs.sort((a, b) => firstDeparture(a) - firstDeparture(b) || lastArrival(a) - lastArrival(b));
  const lanes: TripRun[][] = [];
  for (const run of runs) {
    const lane = lanes.find((candidate) => notBefore(times, run, candidate[candidate.length - 1]));
    if (lane) lane.push(run);
    else lanes.push([run]);
  }
  return lanes;
}

/**
 * Fills missing times (-1) of one trip: a lone arrival or departure copies the other; stops with neither get a time
 * interpolated linearly by position between the surrounding known stops. Returns false when the trip has no usable
 * first or last time (such a trip is dropped).
 */
export function interpolateTimes(arrival: Int32Array, departure: Int32Array): boolean {
  const n = arrival.length;
  for (let i = 0; i < n; i++) {
    if (arrival[i] < 0 && departure[i] >= 0) arrival[i] = departure[i];
    if (departure[i] < 0 && arrival[i] >= 0) departure[i] = arrival[i];
  }
  if (departure[0] < 0 || arrival[n - 1] < 0) return false;
  let previous = 0;
  for (let i = 1; i < n; i++) {
    if (arrival[i] < 0) continue;
    for (let k = previous + 1; k < i; k++) {
      const t = Math.round(
        departure[previous] + ((arrival[i] - departure[previous]) * (k - previous)) / (i - previous),
      );
      arrival[k] = t;
      departure[k] = t;
    }
    previous = i;
  }
  return true;
}
