import { earliestTripBefore, earliestTripNear } from './active-trips.ts';
import { DaySpans } from './raptor-day-spans.ts';
import { DepartureBuckets } from './raptor-departure-buckets.ts';
import { ACCESS, UNREACHED, type EndpointLinks, type RaptorOptions, type RawPath } from './raptor-labels.ts';
import { extractPath } from './raptor-path.ts';
import { MAY_ALIGHT, MAY_BOARD, PatternPositions, POSITION_STOP } from './raptor-positions.ts';
import { RideRecords } from './raptor-ride-records.ts';
import { RoundLabels } from './raptor-round-labels.ts';
import { RoundPatterns } from './raptor-round-patterns.ts';
import { TargetSeedDive } from './target-seed-dive.ts';
import { RaptorTarget } from './raptor-target.ts';
import type { RaptorState } from './raptor-state.ts';
import { relaxTransfers } from './raptor-transfers.ts';
import { StopSet } from './stop-set.ts';
import type { RoutingView } from './routing-view.ts';

/**
 * Round-based public transit routing (Delling, Pajor, Werneck 2012) on flat typed arrays: round k finds the best
 * labels using at most k rides (see RoundLabels). All arrays are allocated once per view and reused: one instance
 * serves one query at a time (requests are handled synchronously).
 */
export class Raptor implements RaptorState {
  readonly view: RoutingView;
  readonly maxRounds: number;
  readonly stopCount: number;
  readonly labels: RoundLabels;
  readonly target: RaptorTarget;
  private readonly seedDive: TargetSeedDive;
  /** Stops whose board label improved in the last round: they board in the next. */
  readonly marked: StopSet;
  /** Stops whose ride label improved in this round: footpaths and changes are relaxed from them. */
  readonly rideMarked: StopSet;
  private readonly round: RoundPatterns;
  /**
   * Per search day (three: see ActiveTripsCache.searchDays) and pattern: the trip index its last scan boarded, where
   * the next search for a trip of that pattern starts looking.
   */
  private readonly tripGuess: Int32Array;
  /** What each round's scans of each pattern rode last (see RideRecords). */
  private readonly ridden: RideRecords;
  private readonly spans: DaySpans;
  private readonly positions: PatternPositions;
  /** The search's packed pattern positions (see PatternPositions.for). */
  private searchPositions: Int32Array = new Int32Array(0);
  /** Which stops a trip may leave when (see relaxTransfers: which improved labels are worth marking). */
  readonly departures = new DepartureBuckets();
  /** The rounds the last reset cleared (see reset). */
  private resetRounds = 0;
  /** Runs since the last reset (a single-departure reset allows one). */
  private runs = 0;

  constructor(view: RoutingView, maxRides = 12) {
    this.view = view;
    this.maxRounds = maxRides;
    const stops = view.stopCount;
    this.stopCount = stops;
    this.positions = new PatternPositions(view);
    this.labels = new RoundLabels(stops, maxRides);
    this.target = new RaptorTarget(stops, maxRides);
    this.seedDive = new TargetSeedDive(view, maxRides);
    this.marked = new StopSet(stops);
    this.rideMarked = new StopSet(stops);
    this.round = new RoundPatterns(view.patternCount);
    this.spans = new DaySpans(view.patternCount);
    this.tripGuess = new Int32Array(3 * view.patternCount);
    this.ridden = new RideRecords(view.patternCount, maxRides);
  }

  /**
   * Forgets every label: call before each independent search (not between the departures of a range search).
   * `single`: the search runs one departure only (see RoundLabels: nothing is copied to later rounds).
   */
  reset(egress: EndpointLinks, maxRides: number = this.maxRounds, single = false): void {
    // Only the rounds the search may use: the label arrays are sized for the most rides any search allows, and
    // clearing all of them was a megabyte and a half of memory written per query.
    this.resetRounds = Math.min(maxRides, this.maxRounds);
    this.labels.reset(this.resetRounds, single);
    this.runs = 0;
    this.target.reset(egress);
    this.ridden.reset(this.resetRounds);
  }

  /**
   * One departure time: rounds until no stop improves. `markOnly` (range searches) lists the access links that
   * board now; the others get no access label in this run. Returns the rounds (ride counts) whose
   * arrival at the target improved during this call; extract them with `extract(k)` before the next call.
   */
  run(departure: number, access: EndpointLinks, options: RaptorOptions, markOnly: number[] | null = null): number[] {
    const rounds = Math.min(options.maxRides, this.maxRounds);
    if (rounds > this.resetRounds) throw new Error(`a run of ${rounds} rounds after a reset for ${this.resetRounds}`);
    if (this.labels.single && this.runs > 0) throw new Error('a second departure after a reset for a single one');
    this.runs++;
    if (this.runs === 1) {
      this.spans.prepare(options.days);
      this.departures.prepare(this.view, options.days);
      this.searchPositions = this.positions.for(options.stopUsable);
      this.round.prepare(this.view, options);
    }
    this.labels.rounds = rounds;
    this.target.begin(rounds);
    const arrival = this.target.arrival;
    const { beforeBoarding } = options.rideNeeds;
    // A search stopped by its round limit leaves stops marked: unmark them or they would never be marked again.
    this.marked.clear();
    for (let i = 0; i < access.stops.length; i++) {
      const stop = access.stops[i];
      if (options.stopUsable && !options.stopUsable[stop]) continue;
      const time = departure + access.durations[i];
      const known = this.labels.single ? this.labels.bestBoard[stop] : this.labels.board[stop];
      // A range run labels only the access stops it boards at (standard rRAPTOR). A label at another one would
      // board nothing now (its next trip is some later run's) yet block a ride or footpath reaching that stop
      // later, and so a change there onto a trip that leaves it after the window, which no run boards from the origin.
      if (markOnly && !markOnly.includes(i)) continue;
      if (time < known && time + options.lowerBound[stop] < arrival[beforeBoarding[stop]]) {
        this.labels.setBoard(0, stop, time, ACCESS, i);
        this.marked.add(stop);
      }
    }
    if (this.runs === 1) this.seedTarget(departure, access, options, markOnly);
    for (let k = 1; k <= rounds && this.marked.size > 0; k++) {
      this.scanPatterns(k, this.round.collect(this, k, options), options);
      this.marked.clear();
      if (this.rideMarked.size > 0) relaxTransfers(this, k, options);
    }
    return this.target.improvedRounds();
  }

  /**
   * The first run after a reset (the only one of a single-departure search, the latest departure of a range), once its
   * access labels are set: the best arrivals of a quick real journey from the stops it boards at (see
   * target-seed-dive.ts), one second later, become the target to beat with as many rides or more. The run finds that
   * journey or better, so the answers are the same; what it would explore before finding one is pruned from the start.
   * Later runs of a range start with the targets of the runs before.
   */
  private seedTarget(
    departure: number,
    access: EndpointLinks,
    options: RaptorOptions,
    markOnly: number[] | null,
  ): void {
    const rounds = Math.min(options.maxRides, this.maxRounds);
    // What the run's own access labels already reach: the run never boards there later (see RoundLabels for `single`).
    const accessLabels = this.labels.single ? this.labels.bestBoard : this.labels.board;
    const found = this.seedDive.run(
      departure,
      access,
      this.target.egressDuration,
      options,
      rounds,
      markOnly,
      accessLabels,
    );
    const arrival = this.target.arrival;
    for (let k = 1; k <= rounds; k++) if (found[k] < UNREACHED && found[k] + 1 < arrival[k]) arrival[k] = found[k] + 1;
  }

  /** Scans the round's patterns (RoundPatterns.list[0..count)), each from its first marked stop. */
  private scanPatterns(k: number, count: number, options: RaptorOptions): void {
    // Hot loop: arrays in locals, loaded once per round (V8 cannot keep `this.x` loads out of the loop across the
    // setRide call).
    const view = this.view;
    const { patternStopStart } = view;
    const positions = this.searchPositions;
    const { list: patternList, from: patternFrom, to: patternTo } = this.round;
    const tripGuess = this.tripGuess;
    const { day: riddenDay, trip: riddenTrip, from: riddenFrom } = this.ridden;
    const patternCount = view.patternCount;
    const labels = this.labels;
    const board = labels.board;
    const marked = this.marked.words;
    const rideMarked = this.rideMarked;
    const days = options.days;
    const patternDays = options.patternDays;
    const { first: dayFirst, last: dayLast } = this.spans;
    const S = this.stopCount;
    const previous = (k - 1) * S;
    // The best ride label so far with at most k rides: row k (copies included), or the best over all rounds run.
    const bestRide = labels.single ? labels.bestRide : labels.ride;
    const rideAt = labels.single ? 0 : k * S;
    // A label at a stop from which a journey needs r more rides must beat the best arrival with k + r rides
    // (targets[k + r]).
    const goal = this.target;
    const targets = goal.arrival;
    let target = targets[k];
    const bound = options.lowerBound;
    const egressDuration = goal.egressDuration;
    const { afterRide, beforeBoarding } = options.rideNeeds;
    for (let p = 0; p < count; p++) {
      const pattern = patternList[p];
      const from = patternFrom[pattern];
      patternFrom[pattern] = -1;
      const first = patternStopStart[pattern];
      const n = patternStopStart[pattern + 1] - first;
      let slot = -1;
      let offset = 0;
      // The boarded trip's row in its day's compact times (see ActiveTrips.times): arrival at i is times[row + 2 * i].
      let times = days[0].trips.times;
      let row = 0;
      let boardPos = -1;
      // Which search day and which of its active trips (index j) the scan rides; -1 before boarding.
      let tripDay = -1;
      let tripIndex = -1;
      const lastBoarding = patternTo[pattern];
      const boardable = patternDays[pattern];
      // What past scans of this pattern in this round and the one before rode (see RideRecords): alighting from the
      // trip ridden improves nothing past a record's position when it is that trip or a later one of the same day.
      const record = k * patternCount + pattern;
      const recordDay = riddenDay[record];
      const recordTrip = riddenTrip[record];
      const before = record - patternCount;
      const beforeDay = riddenDay[before];
      const beforeTrip = riddenTrip[before];
      // Past `known` this round's record covers the trip ridden. `alightUntil`: the last position where alighting
      // from it may still set a label (before what either record covers, and before the stop where it turns out
      // hopeless, below).
      let known = n;
      let alightUntil = n;
      for (let i = from; i < n; i++) {
        // Past the last stop that can board, a scan with no trip worth alighting from has nothing left to do.
        if (i > lastBoarding && (slot < 0 || i > alightUntil)) break;
        const position = positions[first + i];
        const stop = position & POSITION_STOP;
        if (slot >= 0 && i <= alightUntil) {
          const time = times[row + 2 * i] + offset;
          // Hopeless from here: bounds are consistent along a ride (bound[s] <= minimum hops to s' + bound[s'], as
          // in the Dijkstra that made them), so every later stop of the trip fails the test below too.
          if (time + bound[stop] >= target) {
            alightUntil = i - 1;
          } else if (
            (position & MAY_ALIGHT) !== 0 &&
            time < bestRide[rideAt + stop] &&
            time + bound[stop] < targets[k + afterRide[stop]]
          ) {
            labels.setRide(k, stop, time, pattern, slot, offset, boardPos, i);
            // The target at once: the rest of this round's scans prune against it.
            if (egressDuration[stop] >= 0 && time + egressDuration[stop] < target) {
              goal.improve(k, time + egressDuration[stop], stop);
              target = targets[k];
            }
            rideMarked.add(stop);
          }
        }
        // Only stops improved in the previous round can board: an older label already boarded this pattern
        // in the round after it was set, and those rides are at least as good.
        if ((position & MAY_BOARD) === 0 || (marked[stop >>> 5] & (1 << (stop & 31))) === 0) continue;
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
          // The earliest catchable trip of this day (index among its active trips of the pattern).
          let found: number;
          if (d === tripDay) {
            // The ridden trip's own day: only its earlier trips can do better. Usually the one just before it is
            // already gone: its row lies next to the row the scan is reading.
            if (tripIndex === 0 || times[row - 2 * n + 2 * i + 1] + offset < ready) continue;
            found = earliestTripBefore(trips, pattern, n, i, ready - day.offset, tripIndex);
          } else {
            if (dayLast[d * patternCount + pattern] < ready) continue;
            if (dayFirst[d * patternCount + pattern] >= bestDeparture) continue;
            found = earliestTripNear(trips, pattern, n, i, ready - day.offset, tripGuess[d * patternCount + pattern]);
            if (found < 0) continue;
          }
          const foundRow = 2 * (trips.rowStart[pattern] + found * n);
          const candidate = trips.times[foundRow + 2 * i + 1] + day.offset;
          if (candidate < bestDeparture) {
            bestDeparture = candidate;
            tripGuess[d * patternCount + pattern] = found;
            slot = trips.slots[trips.start[pattern] + found];
            offset = day.offset;
            times = trips.times;
            row = foundRow;
            boardPos = i;
            tripDay = d;
            tripIndex = found;
            known = d === recordDay && found >= recordTrip ? riddenFrom[record] : n;
            alightUntil =
              d === beforeDay && found >= beforeTrip && riddenFrom[before] < known ? riddenFrom[before] : known;
          }
        }
      }
      // The trip ridden last, unless this round's record covered it already (the record of the round before may
      // have: this one is then new for this round, and the next departures of a range search look it up here).
      if (tripDay >= 0 && boardPos < known) {
        riddenDay[record] = tripDay;
        riddenTrip[record] = tripIndex;
        riddenFrom[record] = boardPos;
      }
    }
  }

  /** The journey behind the target label of round k (see raptor-path.ts). */
  extract(k: number): RawPath {
    return extractPath(this, k);
  }
}
