import type { ActiveTrips, SearchDay } from './search-day.ts';
import type { RoutingView } from './routing-view.ts';

/*
 * Which stops have a departure in which minute or so: a coarse, conservative answer to "can a trip be boarded at this
 * stop between these two times?", cheap enough to ask at each board label a RAPTOR round improves (see
 * relaxTransfers). A label improved from `old` to `time` boards, per pattern, the first trip leaving at or after it;
 * when no trip leaves the stop in [time, old), those are the trips the old label boarded (or could not usefully
 * board), so marking the stop again would only rescan them. Counted on 100 two-hour range queries: 45 % of the
 * improved labels boarded nothing new (53 % of the footpaths' ones, 3 % of the changes'); with 64-second buckets the
 * table proves it for 36 % of them.
 */

/**
 * Improvements by more than this many seconds are marked without asking: counted on the same queries, 57 % of those
 * by 10 minutes or less board nothing new, 21 % of those by 10 to 30 minutes, 4 % of a first label.
 */
export const CHECKED_GAP = 600;
/** Seconds per bucket (a power of two: buckets and rows by shifts, which floor negative times too). */
const BUCKET_SHIFT = 6;
/** Buckets per row: one bit each in an int32 word per stop. */
const ROW_SHIFT = 5;

/**
 * One service day's table, in the day's own time: bit (b & 31) of `words[(row - firstRow) * stopCount + stop]`, with
 * row = b >> 5, is set when some active trip leaves the stop in bucket b (time >> 6) at a position it may board. Rows
 * are bucket-major so a search, whose labels fall in a few hours, reads a few rows of 60 KB.
 */
interface DayBuckets {
  firstRow: number;
  lastRow: number;
  words: Int32Array;
}

/** Per day's compact times (shared by the wrappers of withExtraPatterns, rebuilt with every realtime snapshot). */
const tablesByTimes = new WeakMap<Int32Array, DayBuckets | null>();

/** Longer than any day's departures span in a sane timetable: beyond it no table is built (every stop may board). */
const MAX_SPAN_SECONDS = 7 * 86_400;

function buildDayBuckets(view: RoutingView, trips: ActiveTrips): DayBuckets | null {
  const { patternStopStart, patternStops, canBoard, stopCount } = view;
  const patterns = trips.start.length - 1;
  let earliest = Infinity;
  let latest = -Infinity;
  for (let p = 0; p < patterns; p++) {
    if (trips.start[p + 1] === trips.start[p]) continue;
    if (trips.minDeparture[p] < earliest) earliest = trips.minDeparture[p];
    if (trips.maxDeparture[p] > latest) latest = trips.maxDeparture[p];
  }
  if (earliest > latest || latest - earliest > MAX_SPAN_SECONDS) return null;
  const firstRow = earliest >> (BUCKET_SHIFT + ROW_SHIFT);
  const lastRow = latest >> (BUCKET_SHIFT + ROW_SHIFT);
  const words = new Int32Array((lastRow - firstRow + 1) * stopCount);
  const times = trips.times;
  // Trip by trip along the compact rows (sequential reads: ~15 ms per NYC weekday).
  for (let p = 0; p < patterns; p++) {
    const first = patternStopStart[p];
    const n = patternStopStart[p + 1] - first;
    const end = 2 * (trips.rowStart[p] + (trips.start[p + 1] - trips.start[p]) * n);
    for (let row = 2 * trips.rowStart[p]; row < end; row += 2 * n) {
      for (let i = 0; i < n; i++) {
        if (canBoard[first + i] === 0) continue;
        const bucket = times[row + 2 * i + 1] >> BUCKET_SHIFT;
        words[((bucket >> ROW_SHIFT) - firstRow) * stopCount + patternStops[first + i]] |= 1 << (bucket & 31);
      }
    }
  }
  return { firstRow, lastRow, words };
}

/** A search's days' tables (see prepare), asked by `mayBoardBetween`. */
export class DepartureBuckets {
  private offsets: number[] = [];
  private tables: (DayBuckets | null)[] = [];
  private stopCount = 0;

  /** The tables of a search's days (built once per day's active trips, then kept with them). */
  prepare(view: RoutingView, days: SearchDay[]): void {
    this.stopCount = view.stopCount;
    this.offsets = days.map((day) => day.offset);
    this.tables = days.map(({ trips }) => {
      let table = tablesByTimes.get(trips.times);
      if (table === undefined) {
        table = buildDayBuckets(view, trips);
        tablesByTimes.set(trips.times, table);
      }
      return table;
    });
  }

  /**
   * False only when no trip of the search's days leaves `stop` (at a position it may board) in [from, until), in the
   * search's time; true when one may (a bucket holding a departure overlaps the interval) or a day has no table.
   */
  mayBoardBetween(stop: number, from: number, until: number): boolean {
    const S = this.stopCount;
    for (let d = 0; d < this.tables.length; d++) {
      const table = this.tables[d];
      if (table === null) return true;
      const offset = this.offsets[d];
      let low = (from - offset) >> BUCKET_SHIFT;
      let high = (until - 1 - offset) >> BUCKET_SHIFT;
      let row = low >> ROW_SHIFT;
      let lastRow = high >> ROW_SHIFT;
      if (row > table.lastRow || lastRow < table.firstRow) continue;
      if (row < table.firstRow) {
        row = table.firstRow;
        low = row << ROW_SHIFT;
      }
      if (lastRow > table.lastRow) {
        lastRow = table.lastRow;
        high = (lastRow << ROW_SHIFT) | 31;
      }
      const words = table.words;
      for (let at = (row - table.firstRow) * S + stop; row <= lastRow; row++, at += S) {
        let bits = words[at];
        if (row === low >> ROW_SHIFT) bits &= -1 << (low & 31);
        if (row === lastRow) bits &= -1 >>> (31 - (high & 31));
        if (bits !== 0) return true;
      }
    }
    return false;
  }
}
