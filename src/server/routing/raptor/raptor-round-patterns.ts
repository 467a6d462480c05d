import type { RaptorOptions } from './raptor-labels.ts';
import { lowestStop } from './stop-set.ts';
import type { RaptorState } from './raptor-state.ts';
import type { RoutingView } from './routing-view.ts';

/**
 * The patterns a RAPTOR round scans: each pattern serving a stop marked in the round before, once, with the span of
 * positions between its first and last marked stop. Patterns reaching the target come first in the list.
 */
export class RoundPatterns {
  /** Per pattern: its first marked position this round, -1 when not listed (the scan resets it as it goes). */
  readonly from: Int32Array;
  /** Per pattern: its last marked position this round (the last place the scan may board). */
  readonly to: Int32Array;
  /** The round's patterns, list[0..count) with count returned by collect. */
  readonly list: Int32Array;
  /**
   * Per stop (CSR: servedStart), the patterns through it that have trips on the search's days in a mode it allows,
   * each packed with its position there (pattern | position << 16): one read per entry, and none for the patterns
   * of other days (a quarter of the view's on a weekday). Building one costs about half a millisecond, so the last
   * few are kept by which patterns they serve (most weekdays serve the same; step-free searches alternate two sets).
   */
  private servedStart: Uint32Array = new Uint32Array(0);
  private served: Int32Array = new Int32Array(0);
  private readonly tables: { runs: Uint8Array; start: Uint32Array; served: Int32Array }[] = [];

  constructor(patternCount: number) {
    this.from = new Int32Array(patternCount).fill(-1);
    this.to = new Int32Array(patternCount);
    this.list = new Int32Array(patternCount);
  }

  /** The served-patterns table for the search's days and modes (see `served`): once per search. */
  prepare(view: RoutingView, options: RaptorOptions): void {
    const { days, excludedModeMask } = options;
    const {
      stopPatternStart,
      stopPattern,
      stopPatternPosition,
      patternModeBit,
      stopCount,
      patternStopStart,
      canBoard,
    } = view;
    if (view.patternCount > 0xffff) throw new Error('more than 65,535 patterns');
    const runs = new Uint8Array(view.patternCount);
    for (const { trips } of days)
      for (let p = 0; p < view.patternCount; p++) if (trips.start[p + 1] > trips.start[p]) runs[p] = 1;
    for (let p = 0; p < view.patternCount; p++) if ((patternModeBit[p] & excludedModeMask) !== 0) runs[p] = 0;
    const kept = this.tables.findIndex((table) => sameBytes(table.runs, runs));
    if (kept >= 0) {
      const table = this.tables[kept];
      this.tables.splice(kept, 1);
      this.tables.push(table);
      this.servedStart = table.start;
      this.served = table.served;
      return;
    }
    const start = new Uint32Array(stopCount + 1);
    const served = new Int32Array(stopPattern.length);
    let count = 0;
    for (let stop = 0; stop < stopCount; stop++) {
      start[stop] = count;
      for (let e = stopPatternStart[stop]; e < stopPatternStart[stop + 1]; e++) {
        // Only where a scan may board (see PatternPositions): the others would only widen the span scanned.
        const pattern = stopPattern[e];
        const at = patternStopStart[pattern] + stopPatternPosition[e];
        if (runs[pattern] === 0 || canBoard[at] === 0 || at === patternStopStart[pattern + 1] - 1) continue;
        served[count++] = pattern | (stopPatternPosition[e] << 16);
      }
    }
    start[stopCount] = count;
    this.servedStart = start;
    this.served = served.slice(0, count);
    if (this.tables.length >= 4) this.tables.shift();
    this.tables.push({ runs, start, served: this.served });
  }

  /** Lists the patterns of round k from the search's marked stops; returns how many. */
  collect(state: RaptorState, k: number, options: RaptorOptions): number {
    // Hot loop: arrays in locals, as in Raptor.scanPatterns.
    const { servedStart, served } = this;
    const { from: patternFrom, to: patternTo, list: patternList } = this;
    const target = state.target.arrival;
    const marked = state.marked.words;
    const board = state.labels.board;
    const { patternDays, lowerBound } = options;
    const { beforeBoarding, reachesEgress } = options.rideNeeds;
    const previous = (k - 1) * state.stopCount;
    let count = 0;
    // Patterns reaching the target go first: a journey they find prunes the round's other scans
    // (see Raptor.scanPatterns).
    let towardsTarget = 0;
    for (let word = 0; word < marked.length; word++) {
      for (let bits = marked[word]; bits !== 0; bits &= bits - 1) {
        const stop = lowestStop(word, bits);
        // A label marked before the target improved may no longer board anything useful (as Raptor.scanPatterns
        // checks).
        if (board[previous + stop] + lowerBound[stop] >= target[k - 1 + beforeBoarding[stop]]) continue;
        const end = servedStart[stop + 1];
        for (let e = servedStart[stop]; e < end; e++) {
          const entry = served[e];
          const pattern = entry & 0xffff;
          if (patternDays[pattern] === 0) continue;
          const position = entry >>> 16;
          const from = patternFrom[pattern];
          if (from < 0) {
            if (reachesEgress[pattern] === 1) {
              patternList[count++] = patternList[towardsTarget];
              patternList[towardsTarget++] = pattern;
            } else {
              patternList[count++] = pattern;
            }
            patternFrom[pattern] = position;
            patternTo[pattern] = position;
          } else {
            if (position < from) patternFrom[pattern] = position;
            if (position > patternTo[pattern]) patternTo[pattern] = position;
          }
        }
      }
    }
    return count;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
