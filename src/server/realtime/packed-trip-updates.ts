import type { PredictedStop } from '../../domain/realtime-delays.ts';
import type { AddedTrip } from './added-trips.ts';
import type { LateDeparture, TripRealtime, TripUpdateIndex } from './trip-update-index.ts';

/**
 * The trip updates of one snapshot as flat typed arrays: what the snapshot thread (snapshot-thread.ts) hands the main
 * thread. Transferring the buffers costs nothing and adopting them builds no object per trip or stop; readers
 * (TripUpdates) make a TripRealtime only for the trips a board or a journey asks about.
 */
export interface PackedTripUpdates {
  /** Entries sorted by trip, then date: trips[k] on dates[dateOf[k]]. */
  trips: Uint32Array;
  dateOf: Uint16Array;
  dates: string[];
  cancelled: Uint8Array;
  /** Entry k's stops are positions start[k] .. start[k + 1] (none for a cancellation). */
  start: Uint32Array;
  /** Seconds late; NO_DELAY where nothing is known. */
  arrivalDelay: Int32Array;
  departureDelay: Int32Array;
  skipped: Uint8Array;
  /** Per stop (lateStops sorted): the entries leaving it later than the timetable, at lateStart[i] .. lateStart[i + 1]. */
  lateStops: Uint32Array;
  lateStart: Uint32Array;
  lateEntry: Uint32Array;
  latePosition: Uint32Array;
  lateDelay: Int32Array;
  added: AddedTrip[];
  /** Triples (stop, index in added, call) for the calls boards list. */
  addedCalls: Uint32Array;
  counts: TripUpdateIndex['counts'];
}

const NO_DELAY = -0x80000000;

export function packTripUpdates(index: TripUpdateIndex): PackedTripUpdates {
  const entries = [...index.byTrip.values()].sort(
    (a, b) => a.trip - b.trip || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
  const dates = [...new Set(entries.map((entry) => entry.date))];
  const dateIndex = new Map(dates.map((date, i) => [date, i]));
  const positions = entries.reduce((sum, entry) => sum + (entry.stops?.length ?? 0), 0);
  const packed: PackedTripUpdates = {
    trips: new Uint32Array(entries.length),
    dateOf: new Uint16Array(entries.length),
    dates,
    cancelled: new Uint8Array(entries.length),
    start: new Uint32Array(entries.length + 1),
    arrivalDelay: new Int32Array(positions),
    departureDelay: new Int32Array(positions),
    skipped: new Uint8Array(positions),
    lateStops: new Uint32Array(0),
    lateStart: new Uint32Array(1),
    lateEntry: new Uint32Array(0),
    latePosition: new Uint32Array(0),
    lateDelay: new Int32Array(0),
    added: [],
    addedCalls: new Uint32Array(0),
    counts: index.counts,
  };
  let at = 0;
  const late: Array<[stop: number, entry: number, position: number, delay: number]> = [];
  const entryOf = new Map<TripRealtime, number>();
  entries.forEach((entry, k) => {
    entryOf.set(entry, k);
    packed.trips[k] = entry.trip;
    packed.dateOf[k] = dateIndex.get(entry.date)!;
    packed.cancelled[k] = entry.cancelled ? 1 : 0;
    packed.start[k] = at;
    for (const stop of entry.stops ?? []) {
      packed.arrivalDelay[at] = stop.arrivalDelay ?? NO_DELAY;
      packed.departureDelay[at] = stop.departureDelay ?? NO_DELAY;
      packed.skipped[at] = stop.skipped ? 1 : 0;
      at++;
    }
  });
  packed.start[entries.length] = at;
  for (const [stop, list] of index.lateAtStop) {
    // Only the entries the index kept (a later update of the same run replaced an earlier one).
    for (const { realtime, position, delay } of list)
      if (entryOf.has(realtime)) late.push([stop, entryOf.get(realtime)!, position, delay]);
  }
  late.sort((a, b) => a[0] - b[0]);
  const stops = [...new Set(late.map(([stop]) => stop))];
  packed.lateStops = Uint32Array.from(stops);
  packed.lateStart = new Uint32Array(stops.length + 1);
  packed.lateEntry = Uint32Array.from(late.map(([, entry]) => entry));
  packed.latePosition = Uint32Array.from(late.map(([, , position]) => position));
  packed.lateDelay = Int32Array.from(late.map(([, , , delay]) => delay));
  let s = 0;
  late.forEach(([stop], i) => {
    while (packed.lateStops[s] !== stop) packed.lateStart[++s] = i;
  });
  packed.lateStart[stops.length] = late.length;
  const addedIndex = new Map<AddedTrip, number>();
  const calls: number[] = [];
  for (const [stop, list] of index.addedAtStop) {
    for (const { added, call } of list) {
      if (!addedIndex.has(added)) {
        addedIndex.set(added, packed.added.length);
        packed.added.push(added);
      }
      calls.push(stop, addedIndex.get(added)!, call);
    }
  }
  packed.addedCalls = Uint32Array.from(calls);
  return packed;
}

/** The buffers a post may transfer instead of copying. */
export function transferablesOf(packed: PackedTripUpdates): ArrayBuffer[] {
  const arrays = [
    packed.trips,
    packed.dateOf,
    packed.cancelled,
    packed.start,
    packed.arrivalDelay,
    packed.departureDelay,
    packed.skipped,
  ];
  const late = [
    packed.lateStops,
    packed.lateStart,
    packed.lateEntry,
    packed.latePosition,
    packed.lateDelay,
    packed.addedCalls,
  ];
  return [...arrays, ...late].map((array) => array.buffer as ArrayBuffer);
}

/** Binary search: the first index in [0, length) whose value is >= key. */
function lowerBound(values: ArrayLike<number>, key: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Lookups over packed trip updates, making objects only for what is asked (and keeping them for the next asker). */
export class TripUpdates {
  readonly packed: PackedTripUpdates;
  private readonly made = new Map<number, TripRealtime>();
  private readonly lateMade = new Map<number, LateDeparture[]>();
  private addedMade?: Map<number, Array<{ added: AddedTrip; call: number }>>;

  constructor(packed: PackedTripUpdates) {
    this.packed = packed;
  }

  get counts(): TripUpdateIndex['counts'] {
    return this.packed.counts;
  }

  get size(): number {
    return this.packed.trips.length;
  }

  /** The update about a trip's run on a date (YYYY-MM-DD), if any. */
  get(trip: number, date: string): TripRealtime | undefined {
    const { trips, dateOf, dates } = this.packed;
    for (let k = lowerBound(trips, trip); k < trips.length && trips[k] === trip; k++)
      if (dates[dateOf[k]] === date) return this.entry(k);
    return undefined;
  }

  /** Entry k as readers know it. */
  entry(k: number): TripRealtime {
    let made = this.made.get(k);
    if (made) return made;
    const { trips, dateOf, dates, cancelled, start, arrivalDelay, departureDelay, skipped } = this.packed;
    let stops: PredictedStop[] | null = null;
    if (!cancelled[k]) {
      stops = [];
      for (let at = start[k]; at < start[k + 1]; at++) {
        stops.push({
          arrivalDelay: arrivalDelay[at] === NO_DELAY ? null : arrivalDelay[at],
          departureDelay: departureDelay[at] === NO_DELAY ? null : departureDelay[at],
          skipped: skipped[at] === 1,
        });
      }
    }
    made = { trip: trips[k], date: dates[dateOf[k]], cancelled: cancelled[k] === 1, stops };
    this.made.set(k, made);
    return made;
  }

  /** Trips running late at a stop (predicted departure after the timetable's). */
  lateAt(stop: number): LateDeparture[] {
    const { lateStops, lateStart, lateEntry, latePosition, lateDelay } = this.packed;
    const s = lowerBound(lateStops, stop);
    if (s >= lateStops.length || lateStops[s] !== stop) return [];
    let list = this.lateMade.get(stop);
    if (!list) {
      list = [];
      for (let i = lateStart[s]; i < lateStart[s + 1]; i++)
        list.push({ realtime: this.entry(lateEntry[i]), position: latePosition[i], delay: lateDelay[i] });
      this.lateMade.set(stop, list);
    }
    return list;
  }

  addedAt(stop: number): Array<{ added: AddedTrip; call: number }> {
    if (!this.addedMade) {
      this.addedMade = new Map();
      const { addedCalls, added } = this.packed;
      for (let i = 0; i < addedCalls.length; i += 3) {
        const list = this.addedMade.get(addedCalls[i]) ?? [];
        list.push({ added: added[addedCalls[i + 1]], call: addedCalls[i + 2] });
        this.addedMade.set(addedCalls[i], list);
      }
    }
    return this.addedMade.get(stop) ?? [];
  }

  /** Cancelled runs as (trip, date), without making objects. */
  cancelledRuns(): Array<{ trip: number; date: string }> {
    const { trips, dateOf, dates, cancelled } = this.packed;
    const runs: Array<{ trip: number; date: string }> = [];
    for (let k = 0; k < trips.length; k++) if (cancelled[k]) runs.push({ trip: trips[k], date: dates[dateOf[k]] });
    return runs;
  }
}

export { NO_DELAY };
