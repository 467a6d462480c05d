import { earliestTripNear } from '../../src/server/routing/active-trips.ts';
import type { SearchDay } from '../../src/server/routing/search-day.ts';
import { UNREACHED } from '../../src/server/routing/raptor-labels.ts';
import type { RoutingView } from '../../src/server/routing/routing-view.ts';

/*
 * Trip-based routing (Witt, "Trip-Based Public Transit Routing", ESA 2015), preprocessing — a STUDY, not used by the
 * planner: for every trip of the search days and every position it may be alighted at, the transfers to the earliest
 * catchable trip of each pattern at the stops within reach, in the planner's model (a change at the same stop costs its
 * minimum change time, a footpath at the search's walking speed to another stop; the trip boarded may be any search
 * day's, as Raptor's day loop allows), then Witt's U-turn and "no improvement" reductions.
 */

/** The search days' active trips numbered as one list: trip g of day d is `dayBase[d] + trips.start[p] + j`. */
export interface TripTable {
  days: SearchDay[];
  view: RoutingView;
  count: number;
  dayBase: Uint32Array;
  pattern: Uint32Array;
  day: Uint8Array;
  /** Index of the trip's first (arrival, departure) pair in `times` (pairs, i.e. half the Int32 index). */
  row: Uint32Array;
  /** All days' times, interleaved arrival/departure, the day's offset already added (search time). */
  times: Int32Array;
  /** Trip index within its day and pattern (j), to find later trips of the same day and pattern. */
  index: Uint32Array;
  /** Per day and pattern (cell d * patternCount + p): the global number of the pattern's first trip that day. */
  firstTrip: Uint32Array;
  /** Per day and pattern: how many active trips. */
  tripCount: Uint32Array;
}

export function buildTripTable(view: RoutingView, days: SearchDay[]): TripTable {
  const P = view.patternCount;
  const dayBase = new Uint32Array(days.length + 1);
  let pairs = 0;
  for (let d = 0; d < days.length; d++) {
    dayBase[d + 1] = dayBase[d] + days[d].trips.start[P];
    pairs += days[d].trips.rowStart[P];
  }
  const count = dayBase[days.length];
  const pattern = new Uint32Array(count);
  const day = new Uint8Array(count);
  const row = new Uint32Array(count);
  const index = new Uint32Array(count);
  const times = new Int32Array(2 * pairs);
  const firstTrip = new Uint32Array(days.length * P);
  const tripCount = new Uint32Array(days.length * P);
  let pairBase = 0;
  for (let d = 0; d < days.length; d++) {
    const { start, rowStart, times: dayTimes } = days[d].trips;
    const offset = days[d].offset;
    for (let i = 0; i < 2 * rowStart[P]; i++) times[2 * pairBase + i] = dayTimes[i] + offset;
    for (let p = 0; p < P; p++) {
      const n = view.patternStopStart[p + 1] - view.patternStopStart[p];
      firstTrip[d * P + p] = dayBase[d] + start[p];
      tripCount[d * P + p] = start[p + 1] - start[p];
      for (let j = 0; j < start[p + 1] - start[p]; j++) {
        const g = dayBase[d] + start[p] + j;
        pattern[g] = p;
        day[g] = d;
        index[g] = j;
        row[g] = pairBase + rowStart[p] + j * n;
      }
    }
    pairBase += rowStart[P];
  }
  return { days, view, count, dayBase, pattern, day, row, times, index, firstTrip, tripCount };
}

/** Transfers in CSR over (trip, position) pairs: those of pair `row[g] + i` are start[row[g]+i] .. start[row[g]+i+1]. */
export interface TripTransfers {
  start: Uint32Array;
  toTrip: Uint32Array;
  toPosition: Uint16Array;
}

export interface TransferCounts {
  /** Trips whose transfers were computed. */
  trips: number;
  /** Positions a transfer may leave from (canAlight, not the first). */
  positions: number;
  /** Every earliest catchable trip of each pattern at each stop in reach (boardable, not the pattern's last stop). */
  raw: number;
  /** Of those: staying seated is as good (same pattern, same day, a later or the same trip, boarded no earlier). */
  sameLine: number;
  uTurn: number;
  /** Dropped by the "no improvement" reduction. */
  noImprovement: number;
  kept: number;
  /** Earliest-trip searches made (one per pattern position in reach and day with trips). */
  tripSearches: number;
}

/**
 * The transfers of the trips of days `fromDays` (indices into table.days), to the trips of all the table's days.
 * `footDuration`: per footpath edge of the view, seconds at the walking speed the transfers are for.
 */
export function buildTransfers(
  table: TripTable,
  footDuration: Uint32Array,
  fromDays: number[],
  reduce = true,
): { transfers: TripTransfers; counts: TransferCounts } {
  const { view, days, pattern: tripPattern, row: tripRow, times, day: tripDay, index: tripIndex, firstTrip } = table;
  const {
    patternStopStart,
    patternStops,
    canBoard,
    canAlight,
    stopPatternStart,
    stopPattern,
    stopPatternPosition,
    footStart,
    footTo,
    stopTransferTime,
  } = view;
  const P = view.patternCount;
  const pairs = times.length / 2;
  const start = new Uint32Array(pairs + 1);
  let capacity = 1 << 22;
  let toTrip = new Uint32Array(capacity);
  let toPosition = new Uint16Array(capacity);
  let kept = 0;
  const counts: TransferCounts = {
    trips: 0,
    positions: 0,
    raw: 0,
    sameLine: 0,
    uTurn: 0,
    noImprovement: 0,
    kept: 0,
    tripSearches: 0,
  };
  // Witt's reduction state for one trip: earliest arrival (ride) and earliest ready-to-board time per stop.
  const arrivedBy = new Int32Array(view.stopCount).fill(UNREACHED);
  const readyBy = new Int32Array(view.stopCount).fill(UNREACHED);
  const touched = new Int32Array(view.stopCount);
  const isTouched = new Uint8Array(view.stopCount);
  let touchedCount = 0;
  const guess = new Int32Array(days.length * P);
  const touch = (s: number) => {
    if (isTouched[s] === 0) {
      isTouched[s] = 1;
      touched[touchedCount++] = s;
    }
  };
  /** A ride arriving at `s` at `a`: the arrival, the change there and each footpath. */
  const arrive = (s: number, a: number): boolean => {
    if (a >= arrivedBy[s]) return false;
    arrivedBy[s] = a;
    touch(s);
    const change = a + stopTransferTime[s];
    if (change < readyBy[s]) readyBy[s] = change;
    for (let e = footStart[s]; e < footStart[s + 1]; e++) {
      const q = footTo[e];
      const t = a + footDuration[e];
      if (t < readyBy[q]) {
        readyBy[q] = t;
        touch(q);
      }
    }
    return true;
  };
  // Candidates found at one position before they are reduced (trip, position).
  let candTrip = new Uint32Array(4096);
  let candPos = new Uint16Array(4096);
  let pairCursor = 0;
  let scratchTrip = new Uint32Array(1 << 16);
  let scratchPos = new Uint16Array(1 << 16);
  let longest = 0;
  for (let p = 0; p < P; p++) longest = Math.max(longest, patternStopStart[p + 1] - patternStopStart[p]);
  const scratchFrom = new Uint32Array(longest);
  const scratchTo = new Uint32Array(longest);
  for (const d of fromDays) {
    for (let t = table.dayBase[d]; t < table.dayBase[d + 1]; t++) {
      const p = tripPattern[t];
      const first = patternStopStart[p];
      const n = patternStopStart[p + 1] - first;
      const row = tripRow[t];
      // Pairs of trips not processed (other days) keep an empty range.
      while (pairCursor < row) start[++pairCursor] = kept;
      counts.trips++;
      // Kept transfers are appended to the scratch from the last position backwards, then copied in position order.
      let scratchCount = 0;
      for (let i = n - 1; i >= 1; i--) {
        if (canAlight[first + i] === 0) continue;
        counts.positions++;
        const s = patternStops[first + i];
        const a = times[2 * (row + i)];
        arrive(s, a);
        let found = 0;
        // The stop itself (change time), then each footpath.
        for (let e = footStart[s] - 1; e < footStart[s + 1]; e++) {
          const q = e < footStart[s] ? s : footTo[e];
          const ready = a + (e < footStart[s] ? stopTransferTime[s] : footDuration[e]);
          for (let x = stopPatternStart[q]; x < stopPatternStart[q + 1]; x++) {
            const Q = stopPattern[x];
            const j = stopPatternPosition[x];
            const qFirst = patternStopStart[Q];
            const qn = patternStopStart[Q + 1] - qFirst;
            if (j >= qn - 1 || canBoard[qFirst + j] === 0) continue;
            // The earliest trip of Q leaving position j at or after `ready`, over the days.
            let u = -1;
            let best = UNREACHED;
            for (let dd = 0; dd < days.length; dd++) {
              if (table.tripCount[dd * P + Q] === 0) continue;
              counts.tripSearches++;
              const found = earliestTripNear(days[dd].trips, Q, qn, j, ready - days[dd].offset, guess[dd * P + Q]);
              if (found < 0) continue;
              guess[dd * P + Q] = found;
              const g = firstTrip[dd * P + Q] + found;
              const departure = times[2 * (tripRow[g] + j) + 1];
              if (departure < best) {
                best = departure;
                u = g;
              }
            }
            if (u < 0) continue;
            counts.raw++;
            if (Q === p && tripDay[u] === tripDay[t] && tripIndex[u] >= tripIndex[t] && j >= i) {
              counts.sameLine++;
              continue;
            }
            // U-turn: alighting one stop earlier and boarding u there (one stop later on it) is as good.
            if (
              j + 1 < qn &&
              patternStops[first + i - 1] === patternStops[qFirst + j + 1] &&
              canAlight[first + i - 1] === 1 &&
              canBoard[qFirst + j + 1] === 1
            ) {
              const back = patternStops[first + i - 1];
              if (times[2 * (row + i - 1)] + stopTransferTime[back] <= times[2 * (tripRow[u] + j + 1) + 1]) {
                counts.uTurn++;
                continue;
              }
            }
            if (found === candTrip.length) {
              const grownTrip = new Uint32Array(2 * found);
              grownTrip.set(candTrip);
              candTrip = grownTrip;
              const grownPos = new Uint16Array(2 * found);
              grownPos.set(candPos);
              candPos = grownPos;
            }
            candTrip[found] = u;
            candPos[found] = j;
            found++;
          }
        }
        // No improvement: keep a transfer only if riding u from j improves an arrival or a ready time somewhere.
        scratchFrom[i] = scratchCount;
        if (scratchCount + found > scratchTrip.length) {
          const size = 2 * (scratchCount + found);
          const grownTrip = new Uint32Array(size);
          grownTrip.set(scratchTrip);
          scratchTrip = grownTrip;
          const grownPos = new Uint16Array(size);
          grownPos.set(scratchPos);
          scratchPos = grownPos;
        }
        for (let c = 0; c < found; c++) {
          const u = candTrip[c];
          const j = candPos[c];
          if (!reduce) {
            scratchTrip[scratchCount] = u;
            scratchPos[scratchCount++] = j;
            continue;
          }
          const Q = tripPattern[u];
          const qFirst = patternStopStart[Q];
          const qn = patternStopStart[Q + 1] - qFirst;
          const uRow = tripRow[u];
          let improves = false;
          for (let k = j + 1; k < qn; k++) {
            if (canAlight[qFirst + k] === 0) continue;
            if (arrive(patternStops[qFirst + k], times[2 * (uRow + k)])) improves = true;
          }
          if (improves) {
            scratchTrip[scratchCount] = u;
            scratchPos[scratchCount++] = j;
          } else counts.noImprovement++;
        }
        scratchTo[i] = scratchCount;
      }
      for (let x = 0; x < touchedCount; x++) {
        const s = touched[x];
        arrivedBy[s] = UNREACHED;
        readyBy[s] = UNREACHED;
        isTouched[s] = 0;
      }
      touchedCount = 0;
      // CSR for this trip's positions.
      if (kept + scratchCount > capacity) {
        capacity = 2 * (kept + scratchCount);
        {
          const grownTrip = new Uint32Array(capacity);
          grownTrip.set(toTrip.subarray(0, kept));
          toTrip = grownTrip;
          const grownPos = new Uint16Array(capacity);
          grownPos.set(toPosition.subarray(0, kept));
          toPosition = grownPos;
        }
      }
      for (let i = 0; i < n; i++) {
        start[row + i] = kept;
        if (i === 0 || canAlight[first + i] === 0) continue;
        const from = scratchFrom[i];
        const to = scratchTo[i];
        toTrip.set(scratchTrip.subarray(from, to), kept);
        toPosition.set(scratchPos.subarray(from, to), kept);
        kept += to - from;
      }
      pairCursor = row + n;
      start[pairCursor] = kept;
    }
  }
  while (pairCursor < pairs) start[++pairCursor] = kept;
  counts.kept = kept;
  return { transfers: { start, toTrip: toTrip.slice(0, kept), toPosition: toPosition.slice(0, kept) }, counts };
}
