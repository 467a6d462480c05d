import { UNREACHED } from './raptor-labels.ts';

/**
 * RAPTOR's labels, per round and stop (cell `k * stopCount + stop`): `board` is the time ready to board at the stop
 * with at most k rides (and how it was reached: kind and origin), `ride` the arrival there by the k-th ride (and that
 * ride). A label is copied forward to later rounds when set, so round k means "at most k rides" and the range variant
 * can keep labels across departures. A round's own improvement is always strictly better than the round before's, so
 * a label equal to the previous round's is a copy: copies write the time only.
 *
 * A search of one departure (`single`: earliest arrival, arrive-by) copies nothing: its rounds run in order, so the
 * labels of rounds up to k are all there is while round k runs, and the best over them (`bestBoard`, `bestRide`, per
 * stop) is what copies would have put in row k. Row k then holds only what round k set (the cells a search reads:
 * marked stops' board labels, just-ridden stops' ride labels, the journeys' labels), nothing is cleared but the two
 * best rows, and walking a journey back never looks for copies (see extractPath). Copying forward was about five
 * cells per label set (117,000 per earliest-arrival query) in rows 60 KB apart, and clearing the rows 1.1 MB.
 */
export class RoundLabels {
  readonly stopCount: number;
  readonly board: Int32Array;
  readonly ride: Int32Array;
  /**
   * How each label was set, one record per cell so that setting a label writes one cache line, not one per field:
   * `boardStep[2 * cell]` the kind and `[2 * cell + 1]` where from (access link, footpath edge, -1 for a change);
   * `rideLeg[4 * cell]` pattern, slot, day offset, then boarding position | alighting position << 16.
   */
  readonly boardStep: Int32Array;
  readonly rideLeg: Int32Array;
  /** Rounds of the current search (its ride limit): labels are copied forward this far, no further. */
  rounds = 0;
  /** One departure since the last reset: no copies, bests per stop instead (see above). */
  single = false;
  readonly bestBoard: Int32Array;
  readonly bestRide: Int32Array;

  constructor(stopCount: number, maxRides: number) {
    const cells = (maxRides + 1) * stopCount;
    this.stopCount = stopCount;
    this.board = new Int32Array(cells);
    this.ride = new Int32Array(cells);
    this.boardStep = new Int32Array(2 * cells);
    this.rideLeg = new Int32Array(4 * cells);
    this.bestBoard = new Int32Array(stopCount);
    this.bestRide = new Int32Array(stopCount);
  }

  /**
   * Forgets the labels of rounds 0..rounds (a search never reads further: see Raptor.run); `single`: for a search of
   * one departure (see above).
   */
  reset(rounds: number, single: boolean): void {
    this.single = single;
    if (single) {
      this.bestBoard.fill(UNREACHED);
      this.bestRide.fill(UNREACHED);
      return;
    }
    const cells = (rounds + 1) * this.stopCount;
    this.board.fill(UNREACHED, 0, cells);
    this.ride.fill(UNREACHED, 0, cells);
  }

  setBoard(k: number, stop: number, time: number, kind: number, from: number): void {
    const cell = k * this.stopCount + stop;
    this.board[cell] = time;
    this.boardStep[2 * cell] = kind;
    this.boardStep[2 * cell + 1] = from;
    if (this.single) this.bestBoard[stop] = time;
    else this.copyForward(this.board, k, cell, time);
  }

  setRide(
    k: number,
    stop: number,
    time: number,
    pattern: number,
    slot: number,
    offset: number,
    boardPos: number,
    alightPos: number,
  ): void {
    const cell = k * this.stopCount + stop;
    this.ride[cell] = time;
    const leg = 4 * cell;
    this.rideLeg[leg] = pattern;
    this.rideLeg[leg + 1] = slot;
    this.rideLeg[leg + 2] = offset;
    this.rideLeg[leg + 3] = boardPos | (alightPos << 16);
    if (this.single) this.bestRide[stop] = time;
    else this.copyForward(this.ride, k, cell, time);
  }

  /** Round k's new time holds for the later rounds too, up to one that already has a label at least as good. */
  private copyForward(times: Int32Array, k: number, cell: number, time: number): void {
    for (let later = k + 1; later <= this.rounds; later++) {
      cell += this.stopCount;
      if (time >= times[cell]) break;
      times[cell] = time;
    }
  }
}
