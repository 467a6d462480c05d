import { UNREACHED } from './raptor-labels.ts';

/**
 * RAPTOR's labels, per round and stop (cell `k * stopCount + stop`): `board` is the time ready to board at the stop
 * with at most k rides (and how it was reached: kind and origin), `ride` the arrival there by the k-th ride (and that
 * ride). A label is copied forward to later rounds when set, so round k means "at most k rides" and the range variant
 * can keep labels across departures. A round's own improvement is always strictly better than the round before's, so
 * a label equal to the previous round's is a copy: copies write the time only.
 */
export class RoundLabels {
  readonly stopCount: number;
  readonly board: Int32Array;
  readonly boardKind: Uint8Array;
  readonly boardFrom: Int32Array;
  readonly ride: Int32Array;
  readonly ridePattern: Int32Array;
  readonly rideSlot: Int32Array;
  readonly rideOffset: Int32Array;
  readonly rideBoardPos: Int32Array;
  readonly rideAlightPos: Int32Array;
  /** Rounds of the current search (its ride limit): labels are copied forward this far, no further. */
  rounds = 0;

  constructor(stopCount: number, maxRides: number) {
    const cells = (maxRides + 1) * stopCount;
    this.stopCount = stopCount;
    this.board = new Int32Array(cells);
    this.boardKind = new Uint8Array(cells);
    this.boardFrom = new Int32Array(cells);
    this.ride = new Int32Array(cells);
    this.ridePattern = new Int32Array(cells);
    this.rideSlot = new Int32Array(cells);
    this.rideOffset = new Int32Array(cells);
    this.rideBoardPos = new Int32Array(cells);
    this.rideAlightPos = new Int32Array(cells);
  }

  reset(): void {
    this.board.fill(UNREACHED);
    this.ride.fill(UNREACHED);
  }

  setBoard(k: number, stop: number, time: number, kind: number, from: number): void {
    const cell = k * this.stopCount + stop;
    this.board[cell] = time;
    this.boardKind[cell] = kind;
    this.boardFrom[cell] = from;
    this.copyForward(this.board, k, cell, time);
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
    this.ridePattern[cell] = pattern;
    this.rideSlot[cell] = slot;
    this.rideOffset[cell] = offset;
    this.rideBoardPos[cell] = boardPos;
    this.rideAlightPos[cell] = alightPos;
    this.copyForward(this.ride, k, cell, time);
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
