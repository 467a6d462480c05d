import type { SearchDay } from '../../src/server/routing/search-day.ts';
import type { RoutingView } from '../../src/server/routing/routing-view.ts';

/**
 * The hops of every trip a search's days run, as one array of connections sorted by departure in the search's time
 * (the days' offsets applied), for the profile connection scan (profile-scan.ts). Built from the days' own compact
 * times (ActiveTrips.times), so a day of realtime predictions or step-free trips gives its own connections.
 * Connections leaving before the search day's midnight are left out: no search of that day starts before it.
 */
export interface ProfileConnections {
  count: number;
  departure: Int32Array;
  arrival: Int32Array;
  from: Int32Array;
  to: Int32Array;
  /** Trip instance: `tripBase[d] + active index` of the trip in days[d] (trips.start[p] + j). */
  trip: Int32Array;
  /** Position of the departure stop in the pattern. */
  position: Uint16Array;
  /** 1: passengers may board at `from`; 2: they may alight at `to`. */
  flags: Uint8Array;
  /** Per search day: the first trip instance of that day. */
  tripBase: number[];
  tripCount: number;
  /** Per trip instance: its pattern (to exclude modes) and its day. */
  tripPattern: Int32Array;
  tripDay: Int8Array;
}

export const BOARD = 1;
export const ALIGHT = 2;

export function buildProfileConnections(view: RoutingView, days: SearchDay[]): ProfileConnections {
  const { patternStopStart, patternStops, canBoard, canAlight, patternCount } = view;
  const tripBase: number[] = [];
  let tripCount = 0;
  for (const day of days) {
    tripBase.push(tripCount);
    tripCount += day.trips.slots.length;
  }
  const tripPattern = new Int32Array(tripCount);
  const tripDay = new Int8Array(tripCount);
  // First pass: count the connections per departure second (a counting sort: the times of two days are ~180,000
  // distinct seconds for millions of connections).
  const minTime = 0;
  let maxTime = 0;
  let count = 0;
  const each = (visit: (d: number, p: number, j: number, i: number, n: number, departure: number) => void) => {
    days.forEach((day, d) => {
      const { start, rowStart, times } = day.trips;
      for (let p = 0; p < patternCount; p++) {
        const n = patternStopStart[p + 1] - patternStopStart[p];
        const trips = start[p + 1] - start[p];
        for (let j = 0; j < trips; j++) {
          const row = 2 * (rowStart[p] + j * n);
          for (let i = 0; i + 1 < n; i++) {
            const departure = times[row + 2 * i + 1] + day.offset;
            if (departure >= 0) visit(d, p, j, i, n, departure);
          }
        }
      }
    });
  };
  each((_d, _p, _j, _i, _n, departure) => {
    if (count === 0 || departure > maxTime) maxTime = departure;
    count++;
  });
  const buckets = new Int32Array(maxTime - minTime + 2);
  each((_d, _p, _j, _i, _n, departure) => buckets[departure - minTime + 1]++);
  for (let b = 1; b < buckets.length; b++) buckets[b] += buckets[b - 1];
  const departure = new Int32Array(count);
  const arrival = new Int32Array(count);
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  const trip = new Int32Array(count);
  const position = new Uint16Array(count);
  const flags = new Uint8Array(count);
  each((d, p, j, i, n, time) => {
    const day = days[d];
    const at = buckets[time - minTime]++;
    const first = patternStopStart[p];
    const instance = tripBase[d] + day.trips.start[p] + j;
    tripPattern[instance] = p;
    tripDay[instance] = d;
    departure[at] = time;
    arrival[at] = day.trips.times[2 * (day.trips.rowStart[p] + j * n + i + 1)] + day.offset;
    from[at] = patternStops[first + i];
    to[at] = patternStops[first + i + 1];
    trip[at] = instance;
    position[at] = i;
    flags[at] = (canBoard[first + i] === 1 ? BOARD : 0) | (canAlight[first + i + 1] === 1 ? ALIGHT : 0);
  });
  // Within one departure second: by arrival, then position, so a scan by decreasing departure meets a trip's
  // zero-length hops last stop first (it needs the trip's arrival from further along before the hop before).
  let lo = 0;
  for (let b = 0; b < buckets.length && lo < count; b++) {
    const hi = buckets[b];
    for (let x = lo + 1; x < hi; x++) {
      for (
        let y = x;
        y > lo && (arrival[y - 1] > arrival[y] || (arrival[y - 1] === arrival[y] && position[y - 1] > position[y]));
        y--
      ) {
        swap(arrival, y);
        swap(from, y);
        swap(to, y);
        swap(trip, y);
        swap(position, y);
        swap(flags, y);
      }
    }
    lo = Math.max(lo, hi);
  }
  return {
    count,
    departure,
    arrival,
    from,
    to,
    trip,
    position,
    flags,
    tripBase,
    tripCount,
    tripPattern,
    tripDay,
  };
}

function swap(values: Int32Array | Uint16Array | Uint8Array, y: number): void {
  const t = values[y - 1];
  values[y - 1] = values[y];
  values[y] = t;
}

/** The first connection leaving at or after `time`. */
export function firstLeaving(c: ProfileConnections, time: number): number {
  let lo = 0;
  let hi = c.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (c.departure[mid] < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
