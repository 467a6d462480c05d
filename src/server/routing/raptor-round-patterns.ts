import type { RaptorOptions } from './raptor-labels.ts';
import { lowestStop } from './stop-set.ts';
import type { Raptor } from './raptor.ts';

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

  constructor(patternCount: number) {
    this.from = new Int32Array(patternCount).fill(-1);
    this.to = new Int32Array(patternCount);
    this.list = new Int32Array(patternCount);
  }

  /** Lists the patterns of round k from the raptor's marked stops; returns how many. */
  collect(raptor: Raptor, k: number, options: RaptorOptions): number {
    // Hot loop: arrays in locals, as in Raptor.scanPatterns.
    const { stopPatternStart, stopPattern, stopPatternPosition } = raptor.view;
    const { from: patternFrom, to: patternTo, list: patternList } = this;
    const target = raptor.target.arrival;
    const marked = raptor.marked.words;
    const board = raptor.labels.board;
    const { patternDays, lowerBound } = options;
    const { beforeBoarding, reachesEgress } = options.rideNeeds;
    const previous = (k - 1) * raptor.stopCount;
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
        const end = stopPatternStart[stop + 1];
        for (let e = stopPatternStart[stop]; e < end; e++) {
          const pattern = stopPattern[e];
          if (patternDays[pattern] === 0) continue;
          const position = stopPatternPosition[e];
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
