/**
 * Groups one feed's trips into route patterns: same route, same stop sequence and same pickup/drop-off rules, then
 * splits each group so no trip overtakes another (RAPTOR's FIFO invariant, see PatternTable).
 */

/** One trip's stop times, ordered by stop_sequence, after interpolation; `shift` (seconds) is added to every time (frequencies). */
export interface TripRun {
  trip: number;
  shift: number;
  /** Made from a frequencies.txt row (its id gets an "@<first departure>" suffix). */
  expanded: boolean;
  stops: Uint32Array;
  arrival: Int32Array;
  departure: Int32Array;
  pickup: Uint8Array;
  dropOff: Uint8Array;
}

export function patternKey(route: number, run: TripRun): string {
  return `${route}|${run.stops.join(',')}|${run.pickup.join('')}|${run.dropOff.join('')}`;
}

function notBefore(later: TripRun, earlier: TripRun): boolean {
  for (let i = 0; i < later.stops.length; i++) {
    if (later.departure[i] + later.shift < earlier.departure[i] + earlier.shift) return false;
    if (later.arrival[i] + later.shift < earlier.arrival[i] + earlier.shift) return false;
  }
  return true;
}

/**
 * Sorts runs of one group by departure at the first stop and distributes them into the fewest greedy sub-patterns in
 * which every run departs and arrives no earlier than its predecessor at every stop.
 */
export function splitOvertaking(runs: TripRun[]): TripRun[][] {
  runs.sort(
    (a, b) =>
      a.departure[0] + a.shift - (b.departure[0] + b.shift) ||
      a.arrival[a.arrival.length - 1] + a.shift - (b.arrival[b.arrival.length - 1] + b.shift),
  );
  const lanes: TripRun[][] = [];
  for (const run of runs) {
    const lane = lanes.find((candidate) => notBefore(run, candidate[candidate.length - 1]));
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
      const t = Math.round(departure[previous] + ((arrival[i] - departure[previous]) * (k - previous)) / (i - previous));
      arrival[k] = t;
      departure[k] = t;
    }
    previous = i;
  }
  return true;
}
