import { earliestTripNear } from './active-trips.ts';
import { UNREACHED, type EndpointLinks, type RaptorOptions } from './raptor-labels.ts';
import type { RoutingView } from './routing-view.ts';

/**
 * How much the dive weighs the bound (time still to go, at best) against the time of arrival: with weight 1 the first
 * stop after boarding always wins (bounds are consistent along a ride); heavier, it rides on towards the target.
 * Weight 4, beam 3 (300 EA queries, interleaved in one process): a journey for 276 of 300 queries, 9 min later than
 * the best at the median; weights 1.5 / 2 / 3 / 6 / 10 found fewer or later ones, and beam 1 / 2 saved less.
 */
const PROGRESS = 4;
/** How many alightings the dive continues from after each ride (a narrow beam rather than one path). */
const BEAM = 3;

/**
 * A quick real journey before the search, to seed RAPTOR's target (see Raptor.seedTarget): until its first journey, an
 * earliest-arrival search prunes nothing against the target. Measured on 300 bench queries: knowing the best arrival
 * from the start halves the labels a search sets, a seed 20 minutes late still saves 30 %.
 *
 * A greedy dive, one ride at a time, keeping a narrow beam: from the stops it is ready at, every trip it can catch and
 * every stop it can alight at, keeping the BEAM alightings of best arrival + PROGRESS x lower bound; then a change
 * there or a footpath, and the next ride. Each ride that reaches an egress stop is a journey (walk, rides, changes and
 * walks as RAPTOR models them, within its limits: days, modes, usable stops, walk distance), so the best arrival with
 * at most k rides it records is one RAPTOR finds or beats: a valid seed. A pattern scan per pattern at the ready stops
 * per ride.
 */
export class TargetSeedDive {
  private readonly view: RoutingView;
  /** Per ride count k: the earliest arrival the dive found with at most k rides (UNREACHED: none). */
  readonly arrival: Int32Array;
  private readyStops: number[] = [];
  private readyTimes: number[] = [];
  /** The beam: the best alightings of the current ride (stop, arrival, score), best first. */
  private readonly beamStop: Int32Array;
  private readonly beamTime: Int32Array;
  private readonly beamScore: Float64Array;

  constructor(view: RoutingView, maxRides: number) {
    this.view = view;
    this.arrival = new Int32Array(maxRides + 1);
    this.beamStop = new Int32Array(BEAM);
    this.beamTime = new Int32Array(BEAM);
    this.beamScore = new Float64Array(BEAM);
  }

  /**
   * Dives from `departure` (the search's own time) towards the egress stops, with at most `rides` rides, boarding first
   * at the access links `links` (null: all). `accessLabels`: per stop, the board label the run's access walks gave it;
   * the run never boards such a stop later than that (a range's run boards only the links that leave then: see
   * Raptor.run), so neither does the dive.
   */
  run(
    departure: number,
    access: EndpointLinks,
    egressDuration: Int32Array,
    options: RaptorOptions,
    rides: number,
    links: number[] | null,
    accessLabels: Int32Array,
  ): Int32Array {
    const { patternStops, patternStopStart, canBoard, canAlight, stopPatternStart, stopPattern, stopPatternPosition } =
      this.view;
    const { footStart, footTo, footDistance, stopTransferTime } = this.view;
    const { days, patternDays, lowerBound: bound, stopUsable: usable, footDuration, maxFootDistance } = options;
    const arrival = this.arrival;
    arrival.fill(UNREACHED);
    let readyStops = this.readyStops;
    let readyTimes = this.readyTimes;
    readyStops.length = 0;
    readyTimes.length = 0;
    for (let i = 0; i < access.stops.length; i++) {
      if ((usable !== null && usable[access.stops[i]] === 0) || (links !== null && !links.includes(i))) continue;
      readyStops.push(access.stops[i]);
      readyTimes.push(departure + access.durations[i]);
    }
    let best = UNREACHED;
    for (let k = 1; k <= rides && readyStops.length > 0; k++) {
      // The alightings to continue from: the best scores (see PROGRESS).
      const { beamStop, beamTime, beamScore } = this;
      let beamSize = 0;
      for (let r = 0; r < readyStops.length; r++) {
        const stop = readyStops[r];
        const ready = readyTimes[r];
        if (k > 1 && ready >= accessLabels[stop]) continue;
        for (let e = stopPatternStart[stop]; e < stopPatternStart[stop + 1]; e++) {
          const pattern = stopPattern[e];
          const boardable = patternDays[pattern];
          const first = patternStopStart[pattern];
          const position = stopPatternPosition[e];
          if (boardable === 0 || canBoard[first + position] === 0) continue;
          const n = patternStopStart[pattern + 1] - first;
          // The earliest trip leaving at or after `ready` over the search days, as RAPTOR's scan boards.
          let times: Int32Array | null = null;
          let row = 0;
          let offset = 0;
          let leaves = UNREACHED;
          for (let d = 0; d < days.length; d++) {
            if ((boardable & (1 << d)) === 0) continue;
            const day = days[d];
            const trips = day.trips;
            if (trips.maxDeparture[pattern] + day.offset < ready || trips.minDeparture[pattern] + day.offset >= leaves)
              continue;
            const found = earliestTripNear(trips, pattern, n, position, ready - day.offset, 0);
            if (found < 0) continue;
            const foundRow = 2 * (trips.rowStart[pattern] + found * n);
            const departs = trips.times[foundRow + 2 * position + 1] + day.offset;
            if (departs < leaves) {
              leaves = departs;
              times = trips.times;
              row = foundRow;
              offset = day.offset;
            }
          }
          if (times === null) continue;
          for (let i = position + 1; i < n; i++) {
            const at = patternStops[first + i];
            const time = times[row + 2 * i] + offset;
            // Bounds are consistent along a ride: nothing later on this trip can beat the best journey so far.
            if (time + bound[at] >= best) break;
            if (canAlight[first + i] === 0 || (usable !== null && usable[at] === 0)) continue;
            const out = egressDuration[at];
            if (out >= 0 && time + out < best) best = time + out;
            const score = time + PROGRESS * bound[at];
            if (beamSize === BEAM && score >= beamScore[beamSize - 1]) continue;
            // Insert in score order; a stop already in the beam keeps its better entry.
            let known = -1;
            for (let b = 0; b < beamSize; b++) if (beamStop[b] === at) known = b;
            if (known >= 0 && beamScore[known] <= score) continue;
            let slot = known >= 0 ? known : beamSize < BEAM ? beamSize++ : beamSize - 1;
            while (slot > 0 && beamScore[slot - 1] > score) {
              beamStop[slot] = beamStop[slot - 1];
              beamTime[slot] = beamTime[slot - 1];
              beamScore[slot] = beamScore[slot - 1];
              slot--;
            }
            beamStop[slot] = at;
            beamTime[slot] = time;
            beamScore[slot] = score;
          }
        }
      }
      arrival[k] = best;
      const nextStops: number[] = [];
      const nextTimes: number[] = [];
      for (let b = 0; b < beamSize; b++) {
        const stop = beamStop[b];
        const time = beamTime[b];
        // Continuing from here cannot beat a journey already found.
        if (time + bound[stop] >= best) continue;
        nextStops.push(stop);
        nextTimes.push(time + stopTransferTime[stop]);
        for (let e = footStart[stop]; e < footStart[stop + 1]; e++) {
          const to = footTo[e];
          if (footDistance[e] > maxFootDistance || (usable !== null && usable[to] === 0)) continue;
          nextStops.push(to);
          nextTimes.push(time + footDuration[e]);
        }
      }
      readyStops = nextStops;
      readyTimes = nextTimes;
    }
    // Rides the dive did not take: the best with fewer.
    for (let k = 2; k <= rides; k++) if (arrival[k - 1] < arrival[k]) arrival[k] = arrival[k - 1];
    return arrival;
  }
}
