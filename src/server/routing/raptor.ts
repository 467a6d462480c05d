import { earliestActive, earliestActiveBefore } from './active-trips.ts';
import {
  ACCESS,
  CHANGE,
  UNREACHED,
  WALK,
  type EndpointLinks,
  type RaptorOptions,
  type RawPath,
} from './raptor-labels.ts';
import { extractPath } from './raptor-path.ts';
import type { RoutingView } from './routing-view.ts';

/**
 * Round-based public transit routing (Delling, Pajor, Werneck 2012) on flat typed arrays. Round k holds the best
 * labels using at most k rides; labels are copied forward to later rounds when set (so round k is "≤ k rides"),
 * which lets the range variant keep them across departures. A label equal to the one a round earlier is a copy (a
 * round's own improvement is always strictly better), so copies write the time only. All arrays are allocated once
 * per view and reused: one instance serves one query at a time (requests are handled synchronously).
 */
export class Raptor {
  readonly view: RoutingView;
  readonly maxRounds: number;
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
  readonly target: Int32Array;
  readonly targetStop: Int32Array;
  private readonly targetStamp: Int32Array;
  private readonly egressDuration: Int32Array;
  readonly egressIndex: Int32Array;
  private readonly egressStops: number[] = [];
  /**
   * Bit sets (bit s & 31 of word s >>> 5): stops whose board label improved in the last round (they board in the
   * next), and how many. Walked in stop order a word at a time: a round touching a few hundred stops of 15,000 reads
   * 500 words, and the stops come out in index order, which the network keeps close in space (network/stop-order.ts).
   */
  private readonly marked: Int32Array;
  private markedCount = 0;
  /** Stops whose ride label improved in this round (footpaths and the target are relaxed from them), as bits. */
  private readonly rideMarked: Int32Array;
  private rideCount = 0;
  private readonly patternFrom: Int32Array;
  private readonly patternTo: Int32Array;
  private readonly patternList: Int32Array;
  private iteration = 0;
  /** Rounds of the current search (its ride limit): labels are copied forward this far, no further. */
  private rounds = 0;

  constructor(view: RoutingView, maxRides = 12) {
    this.view = view;
    this.maxRounds = maxRides;
    const stops = view.stopCount;
    const cells = (maxRides + 1) * stops;
    this.stopCount = stops;
    this.board = new Int32Array(cells);
    this.boardKind = new Uint8Array(cells);
    this.boardFrom = new Int32Array(cells);
    this.ride = new Int32Array(cells);
    this.ridePattern = new Int32Array(cells);
    this.rideSlot = new Int32Array(cells);
    this.rideOffset = new Int32Array(cells);
    this.rideBoardPos = new Int32Array(cells);
    this.rideAlightPos = new Int32Array(cells);
    // Two cells past the last round: a label needing more rides than allowed compares with one of them (see run).
    this.target = new Int32Array(maxRides + 3);
    this.targetStop = new Int32Array(maxRides + 1);
    this.targetStamp = new Int32Array(maxRides + 1);
    this.egressDuration = new Int32Array(stops).fill(-1);
    this.egressIndex = new Int32Array(stops);
    this.marked = new Int32Array((stops + 31) >>> 5);
    this.rideMarked = new Int32Array((stops + 31) >>> 5);
    this.patternFrom = new Int32Array(view.patternCount).fill(-1);
    this.patternTo = new Int32Array(view.patternCount);
    this.patternList = new Int32Array(view.patternCount);
  }

  /** Forgets every label: call before each independent search (not between the departures of a range search). */
  reset(egress: EndpointLinks): void {
    this.board.fill(UNREACHED);
    this.ride.fill(UNREACHED);
    this.target.fill(UNREACHED);
    this.targetStamp.fill(0);
    for (const stop of this.egressStops) this.egressDuration[stop] = -1;
    this.egressStops.length = 0;
    for (let i = 0; i < egress.stops.length; i++) {
      const stop = egress.stops[i];
      const current = this.egressDuration[stop];
      if (current >= 0 && current <= egress.durations[i]) continue;
      if (current < 0) this.egressStops.push(stop);
      this.egressDuration[stop] = egress.durations[i];
      this.egressIndex[stop] = i;
    }
  }

  /**
   * One departure time: rounds until no stop improves. `markOnly` (range searches) lists the access links that may
   * board now; the others' labels still improve but they board nothing new. Returns the rounds (ride counts) whose
   * arrival at the target improved during this call; extract them with `extract(k)` before the next call.
   */
  run(departure: number, access: EndpointLinks, options: RaptorOptions, markOnly: number[] | null = null): number[] {
    this.iteration++;
    const rounds = Math.min(options.maxRides, this.maxRounds);
    this.rounds = rounds;
    // Journeys with more rides than allowed improve nothing: their "target" is earlier than any time.
    this.target.fill(-UNREACHED, rounds + 1);
    const { beforeBoarding } = options.rideNeeds;
    // A search stopped by its round limit leaves stops marked: unmark them or they would never be marked again.
    this.unmarkAll();
    for (let i = 0; i < access.stops.length; i++) {
      const stop = access.stops[i];
      if (options.stopUsable && !options.stopUsable[stop]) continue;
      const time = departure + access.durations[i];
      if (time < this.board[stop] && time + options.lowerBound[stop] < this.target[beforeBoarding[stop]]) {
        this.setBoard(0, stop, time, ACCESS, i);
        if (!markOnly || markOnly.includes(i)) this.mark(stop);
      }
    }
    for (let k = 1; k <= rounds && this.markedCount > 0; k++) {
      const patterns = this.collectPatterns(k, options);
      for (let i = 0; i < patterns; i++) {
        const pattern = this.patternList[i];
        this.scanPattern(k, pattern, this.patternFrom[pattern], options);
        this.patternFrom[pattern] = -1;
      }
      this.unmarkAll();
      if (this.rideCount > 0) this.relaxTransfers(k, options);
    }
    const improved: number[] = [];
    for (let k = 1; k <= rounds; k++) if (this.targetStamp[k] === this.iteration) improved.push(k);
    return improved;
  }

  arrivalAt(rides: number): number {
    return this.target[rides];
  }

  private mark(stop: number): void {
    const bit = 1 << (stop & 31);
    if ((this.marked[stop >>> 5] & bit) !== 0) return;
    this.marked[stop >>> 5] |= bit;
    this.markedCount++;
  }

  private unmarkAll(): void {
    if (this.markedCount === 0) return;
    this.marked.fill(0);
    this.markedCount = 0;
  }

  private collectPatterns(k: number, options: RaptorOptions): number {
    // Hot loop: arrays in locals, as in scanPattern.
    const { stopPatternStart, stopPattern, stopPatternPosition } = this.view;
    const { marked, patternFrom, patternTo, patternList, board, target } = this;
    const { patternDays, lowerBound } = options;
    const { beforeBoarding, reachesEgress } = options.rideNeeds;
    const previous = (k - 1) * this.stopCount;
    let count = 0;
    // Patterns reaching the target go first: a journey they find prunes the round's other scans (see scanPattern).
    let towardsTarget = 0;
    for (let word = 0; word < marked.length; word++) {
      for (let bits = marked[word]; bits !== 0; bits &= bits - 1) {
        const stop = (word << 5) | (31 - Math.clz32(bits & -bits));
        // A label marked before the target improved may no longer board anything useful (as scanPattern checks).
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

  private scanPattern(k: number, pattern: number, from: number, options: RaptorOptions): void {
    // Hot loop: arrays in locals (V8 cannot keep `this.x` loads out of the loop across the setRide call).
    const view = this.view;
    const patternStops = view.patternStops;
    const canAlight = view.canAlight;
    const canBoard = view.canBoard;
    const ride = this.ride;
    const board = this.board;
    const marked = this.marked;
    const rideMarked = this.rideMarked;
    const usable = options.stopUsable;
    const days = options.days;
    const S = this.stopCount;
    const first = view.patternStopStart[pattern];
    const n = view.patternStopStart[pattern + 1] - first;
    const previous = (k - 1) * S;
    const current = k * S;
    // A label at a stop from which a journey needs r more rides must beat the best arrival with k + r rides
    // (targets[k + r]).
    const targets = this.target;
    let target = targets[k];
    const bound = options.lowerBound;
    const egressDuration = this.egressDuration;
    const { afterRide, beforeBoarding } = options.rideNeeds;
    let slot = -1;
    let offset = 0;
    // The boarded trip's row in its day's compact times (see ActiveTrips.times): arrival at i is times[row + 2 * i].
    let times = days[0].trips.times;
    let row = 0;
    let boardPos = -1;
    // Which search day and which of its active trips (index j) the scan rides; -1 before boarding.
    let tripDay = -1;
    let tripIndex = -1;
    // Past the last stop that can board, a scan without a trip, or whose trip arrives too late, has nothing to do.
    const lastBoarding = this.patternTo[pattern];
    const boardable = options.patternDays[pattern];
    for (let i = from; i < n; i++) {
      if (i > lastBoarding && (slot < 0 || times[row + 2 * i] + offset >= target)) break;
      const stop = patternStops[first + i];
      if (usable !== null && usable[stop] === 0) continue;
      if (slot >= 0 && canAlight[first + i] === 1) {
        const time = times[row + 2 * i] + offset;
        if (time < target && time < ride[current + stop] && time + bound[stop] < targets[k + afterRide[stop]]) {
          this.setRide(k, stop, time, pattern, slot, offset, boardPos, i);
          // The target at once: the rest of this round's scans prune against it.
          if (egressDuration[stop] >= 0 && time + egressDuration[stop] < target) {
            this.setTarget(k, time + egressDuration[stop], stop);
            target = targets[k];
          }
          const bit = 1 << (stop & 31);
          if ((rideMarked[stop >>> 5] & bit) === 0) {
            rideMarked[stop >>> 5] |= bit;
            this.rideCount++;
          }
        }
      }
      // Only stops improved in the previous round can board: an older label already boarded this pattern
      // in the round after it was set, and those rides are at least as good.
      if ((marked[stop >>> 5] & (1 << (stop & 31))) === 0 || canBoard[first + i] === 0) continue;
      const ready = board[previous + stop];
      // Target pruning: nothing boarded at or after the best arrival so far can improve it.
      if (ready + bound[stop] >= targets[k - 1 + beforeBoarding[stop]]) continue;
      let bestDeparture = UNREACHED;
      if (slot >= 0) {
        bestDeparture = times[row + 2 * i + 1] + offset;
        if (ready > bestDeparture) continue;
      }
      for (let d = 0; d < days.length; d++) {
        if ((boardable & (1 << d)) === 0) continue;
        const day = days[d];
        const trips = day.trips;
        let found: number;
        if (d === tripDay) {
          // The ridden trip's own day: only its earlier trips can do better.
          found = earliestActiveBefore(trips, pattern, i, ready - day.offset, tripIndex);
        } else {
          if (trips.maxDeparture[pattern] + day.offset < ready) continue;
          if (trips.minDeparture[pattern] + day.offset >= bestDeparture) continue;
          found = earliestActive(trips, pattern, i, ready - day.offset);
        }
        if (found < 0) continue;
        const candidate = trips.departures[found] + day.offset;
        if (candidate < bestDeparture) {
          bestDeparture = candidate;
          const count = trips.start[pattern + 1] - trips.start[pattern];
          const j = (found - trips.departureStart[pattern]) % count;
          slot = trips.slots[trips.start[pattern] + j];
          offset = day.offset;
          times = trips.times;
          row = 2 * (trips.departureStart[pattern] + j * n);
          boardPos = i;
          tripDay = d;
          tripIndex = j;
        }
      }
    }
  }

  private relaxTransfers(k: number, options: RaptorOptions): void {
    // In stop order (see collectPatterns), like the labels the footpaths lead to. The target is already up to date
    // (scanPattern sets it as soon as a ride reaches an egress stop).
    const rideMarked = this.rideMarked;
    for (let word = 0; word < rideMarked.length; word++) {
      let bits = rideMarked[word];
      if (bits === 0) continue;
      rideMarked[word] = 0;
      for (; bits !== 0; bits &= bits - 1) this.relaxFrom(k, (word << 5) | (31 - Math.clz32(bits & -bits)), options);
    }
    this.rideCount = 0;
  }

  /** From a stop just alighted at in round k: a change at the stop, and each footpath. */
  private relaxFrom(k: number, stop: number, options: RaptorOptions): void {
    const { footStart, footTo, footDistance, stopTransferTime } = this.view;
    const { ride, board } = this;
    const { lowerBound: bound, stopUsable: usable, footDuration, maxFootDistance } = options;
    const { beforeBoarding } = options.rideNeeds;
    const targets = this.target;
    const current = k * this.stopCount;
    const arrival = ride[current + stop];
    const change = arrival + stopTransferTime[stop];
    if (change < board[current + stop] && change + bound[stop] < targets[k + beforeBoarding[stop]]) {
      this.setBoard(k, stop, change, CHANGE, -1);
      this.mark(stop);
    }
    const end = footStart[stop + 1];
    for (let e = footStart[stop]; e < end; e++) {
      const to = footTo[e];
      const time = arrival + footDuration[e];
      if (time >= board[current + to] || time + bound[to] >= targets[k + beforeBoarding[to]]) continue;
      if (footDistance[e] > maxFootDistance || (usable !== null && usable[to] === 0)) continue;
      this.setBoard(k, to, time, WALK, e);
      this.mark(to);
    }
  }

  private setBoard(k: number, stop: number, time: number, kind: number, from: number): void {
    const S = this.stopCount;
    let cell = k * S + stop;
    this.board[cell] = time;
    this.boardKind[cell] = kind;
    this.boardFrom[cell] = from;
    for (let later = k + 1; later <= this.rounds; later++) {
      cell += S;
      if (time >= this.board[cell]) break;
      this.board[cell] = time;
    }
  }

  private setRide(
    k: number,
    stop: number,
    time: number,
    pattern: number,
    slot: number,
    offset: number,
    boardPos: number,
    alightPos: number,
  ): void {
    const S = this.stopCount;
    let cell = k * S + stop;
    this.ride[cell] = time;
    this.ridePattern[cell] = pattern;
    this.rideSlot[cell] = slot;
    this.rideOffset[cell] = offset;
    this.rideBoardPos[cell] = boardPos;
    this.rideAlightPos[cell] = alightPos;
    for (let later = k + 1; later <= this.rounds; later++) {
      cell += S;
      if (time >= this.ride[cell]) break;
      this.ride[cell] = time;
    }
  }

  private setTarget(k: number, time: number, stop: number): void {
    this.target[k] = time;
    this.targetStop[k] = stop;
    this.targetStamp[k] = this.iteration;
    for (let later = k + 1; later <= this.rounds && time < this.target[later]; later++) this.target[later] = time;
  }

  /** The journey behind the target label of round k (see raptor-path.ts). */
  extract(k: number): RawPath {
    return extractPath(this, k);
  }
}
