/**
 * Per round and pattern (cell `k * patternCount + p`), the last trip a scan of round k rode (search day, trip index)
 * and the position it boarded at: every stop after that position already has a ride label of round k no later than
 * that trip's arrival, or that arrival could not beat the target (which only gets earlier). Labels of round k + 1 are
 * never later than those of round k and prune against earlier targets, so the same holds for every later round. A scan
 * riding that trip, or a later one of its day, from that position or after improves nothing there: it only looks for
 * stops to board an earlier trip (see Raptor.scanPatterns). Round k + 1 rescans the patterns ridden in round k from the
 * stops their rides improved, boarding the next trips; a range search (rRAPTOR) rescans the same trips at every
 * departure.
 */
export class RideRecords {
  /** The search day of the trip ridden, -1: no record. */
  readonly day: Int8Array;
  readonly trip: Int32Array;
  readonly from: Int32Array;
  private readonly patternCount: number;

  constructor(patternCount: number, maxRides: number) {
    this.patternCount = patternCount;
    this.day = new Int8Array((maxRides + 1) * patternCount).fill(-1);
    this.trip = new Int32Array((maxRides + 1) * patternCount);
    this.from = new Int32Array((maxRides + 1) * patternCount);
  }

  /** Forgets the records of rounds 0..rounds (a search never reads further). */
  reset(rounds: number): void {
    this.day.fill(-1, 0, (rounds + 1) * this.patternCount);
  }
}
