import { earliestTripNear } from '../../src/server/routing/active-trips.ts';
import { UNREACHED, type EndpointLinks } from '../../src/server/routing/raptor-labels.ts';
import type { TripTable, TripTransfers } from './trip-based-transfers.ts';

/**
 * Trip-based earliest-arrival query (Witt 2015) on the transfers of trip-based-transfers.ts — a STUDY, not used by the
 * planner. BFS by ride count over trip segments; per trip the first position reached so far ("reached" index, which
 * a trip reached from position j also gives every later trip of its pattern and day). Best arrival per ride count.
 */
export class TripBasedQuery {
  private readonly table: TripTable;
  private readonly transfers: TripTransfers;
  private readonly reached: Uint16Array;
  /** Per pattern position (view index): egress seconds from its stop, -1 when it leads not to the destination. */
  private readonly egressAt: Int32Array;
  private queueTrip = new Uint32Array(1 << 16);
  private queueFrom = new Uint16Array(1 << 16);
  private queueTo = new Uint16Array(1 << 16);
  private queueDeparture = new Int32Array(1 << 16);
  private readonly guess: Int32Array;
  private reachedByRides: Uint16Array | null = null;
  private readonly counters = { segments: 0, positions: 0, transfersRead: 0 };

  constructor(table: TripTable, transfers: TripTransfers) {
    this.table = table;
    this.transfers = transfers;
    this.reached = new Uint16Array(table.count).fill(0xffff);
    this.egressAt = new Int32Array(table.view.patternStops.length).fill(-1);
    this.guess = new Int32Array(table.days.length * table.view.patternCount);
  }

  stats(queries: number): Record<string, number> {
    return Object.fromEntries(Object.entries(this.counters).map(([k, v]) => [`${k}PerQuery`, Math.round(v / queries)]));
  }

  /** Best arrival with exactly k rides at index k (UNREACHED: none better found), k = 1..maxRides. */
  earliestArrival(
    departure: number,
    access: EndpointLinks,
    egress: EndpointLinks,
    maxRides: number,
    bound: Int32Array | null = null,
  ): Int32Array {
    const { view, days, pattern: tripPattern, row: tripRow, times, firstTrip, tripCount, day: tripDay } = this.table;
    const { patternStopStart, patternStops, canBoard, canAlight, stopPatternStart, stopPattern, stopPatternPosition } =
      view;
    const P = view.patternCount;
    const reached = this.reached;
    const egressAt = this.egressAt;
    const { start: tStart, toTrip, toPosition } = this.transfers;
    const best = new Int32Array(maxRides + 1).fill(UNREACHED);
    reached.fill(0xffff);
    for (let e = 0; e < egress.stops.length; e++) {
      const s = egress.stops[e];
      for (let x = stopPatternStart[s]; x < stopPatternStart[s + 1]; x++) {
        const at = patternStopStart[stopPattern[x]] + stopPatternPosition[x];
        if (canAlight[at] === 1 && (egressAt[at] < 0 || egress.durations[e] < egressAt[at]))
          egressAt[at] = egress.durations[e];
      }
    }
    let count = 0;
    let bestSoFar = UNREACHED;
    const enqueue = (u: number, j: number) => {
      const r = reached[u];
      if (j >= r) return;
      // Witt's pruning: a trip arriving at its next stop no earlier than the best arrival found cannot improve it.
      const next = times[2 * (tripRow[u] + j + 1)];
      if (next >= bestSoFar) return;
      const p = tripPattern[u];
      if (bound !== null && next + bound[patternStops[patternStopStart[p] + j + 1]] >= bestSoFar) return;
      const n = patternStopStart[p + 1] - patternStopStart[p];
      if (count === this.queueTrip.length) this.grow();
      this.queueTrip[count] = u;
      this.queueFrom[count] = j;
      this.queueTo[count++] = r === 0xffff ? n - 1 : r;
      // Later trips of the same pattern and day ride from j no better: they are reached from j too.
      const last = firstTrip[tripDay[u] * P + p] + tripCount[tripDay[u] * P + p];
      for (let v = u; v < last && reached[v] > j; v++) reached[v] = j;
    };
    // Level 0: the first trip of each pattern catchable at each access stop.
    for (let a = 0; a < access.stops.length; a++) {
      const s = access.stops[a];
      const ready = departure + access.durations[a];
      for (let x = stopPatternStart[s]; x < stopPatternStart[s + 1]; x++) {
        const Q = stopPattern[x];
        const j = stopPatternPosition[x];
        const qFirst = patternStopStart[Q];
        const qn = patternStopStart[Q + 1] - qFirst;
        if (j >= qn - 1 || canBoard[qFirst + j] === 0) continue;
        let u = -1;
        let bestDeparture = UNREACHED;
        for (let d = 0; d < days.length; d++) {
          if (tripCount[d * P + Q] === 0) continue;
          const found = earliestTripNear(days[d].trips, Q, qn, j, ready - days[d].offset, this.guess[d * P + Q]);
          if (found < 0) continue;
          this.guess[d * P + Q] = found;
          const g = firstTrip[d * P + Q] + found;
          const dep = times[2 * (tripRow[g] + j) + 1];
          if (dep < bestDeparture) {
            bestDeparture = dep;
            u = g;
          }
        }
        if (u >= 0) enqueue(u, j);
      }
    }
    let levelStart = 0;
    let levelEnd = count;
    for (let k = 1; k <= maxRides && levelStart < levelEnd; k++) {
      // Pass 1: arrivals at the destination, so pass 2 prunes against this level's best.
      for (let q = levelStart; q < levelEnd; q++) {
        const u = this.queueTrip[q];
        const p = tripPattern[u];
        const first = patternStopStart[p];
        const row = tripRow[u];
        const to = this.queueTo[q];
        for (let i = this.queueFrom[q] + 1; i <= to; i++) {
          const a = times[2 * (row + i)];
          if (a >= bestSoFar) break;
          const e = egressAt[first + i];
          if (e >= 0 && a + e < bestSoFar) {
            bestSoFar = a + e;
            best[k] = bestSoFar;
          }
        }
      }
      this.counters.segments += levelEnd - levelStart;
      if (k === maxRides) break;
      // Pass 2: transfers to the next level.
      for (let q = levelStart; q < levelEnd; q++) {
        const u = this.queueTrip[q];
        const row = tripRow[u];
        const to = this.queueTo[q];
        const first = patternStopStart[tripPattern[u]];
        for (let i = this.queueFrom[q] + 1; i <= to; i++) {
          const a = times[2 * (row + i)];
          if (a >= bestSoFar) break;
          // Bounds are consistent along a ride (see Raptor.scanPatterns): hopeless here, hopeless further on.
          if (bound !== null && a + bound[patternStops[first + i]] >= bestSoFar) break;
          this.counters.positions++;
          const end = tStart[row + i + 1];
          for (let x = tStart[row + i]; x < end; x++) enqueue(toTrip[x], toPosition[x]);
          this.counters.transfersRead += end - tStart[row + i];
        }
      }
      levelStart = levelEnd;
      levelEnd = count;
    }
    for (let e = 0; e < egress.stops.length; e++) {
      const s = egress.stops[e];
      for (let x = stopPatternStart[s]; x < stopPatternStart[s + 1]; x++)
        egressAt[patternStopStart[stopPattern[x]] + stopPatternPosition[x]] = -1;
    }
    return best;
  }

  /**
   * Profile (range) query, Witt's variant: the departures latest first — first an earliest-arrival search from just
   * after the window (the first journeys leaving after it), then the window's departures (rangeDepartureTimes: the
   * moments a trip leaves an access stop, with the links boarding then). One reached index per trip and ride count,
   * kept across departures (a trip reached with r rides from position j is so for r' >= r rides and for every earlier
   * departure), and the best arrival per ride count (an earlier departure must arrive strictly earlier than any later
   * one with as many rides or fewer). Returns the journeys (departure, arrival, rides) each departure improved.
   * Differs from the planner's rRAPTOR at the window's end only: rRAPTOR keeps in-window journeys that a journey leaving
   * just after the window beats (its last run is pruned by the window's labels), this query does not.
   */
  range(
    start: number,
    windowLength: number,
    departures: [number, number[]][],
    access: EndpointLinks,
    egress: EndpointLinks,
    maxRides: number,
    bound: Int32Array | null = null,
  ): { departure: number; arrival: number; rides: number }[] {
    const { view, days, pattern: tripPattern, row: tripRow, times, firstTrip, tripCount, day: tripDay } = this.table;
    const { patternStopStart, patternStops, canBoard, canAlight, stopPatternStart, stopPattern, stopPatternPosition } =
      view;
    const P = view.patternCount;
    const trips = this.table.count;
    if (!this.reachedByRides || this.reachedByRides.length < maxRides * trips)
      this.reachedByRides = new Uint16Array(maxRides * trips);
    const reached = this.reachedByRides;
    reached.fill(0xffff, 0, maxRides * trips);
    const egressAt = this.egressAt;
    const { start: tStart, toTrip, toPosition } = this.transfers;
    for (let e = 0; e < egress.stops.length; e++) {
      const s = egress.stops[e];
      for (let x = stopPatternStart[s]; x < stopPatternStart[s + 1]; x++) {
        const at = patternStopStart[stopPattern[x]] + stopPatternPosition[x];
        if (canAlight[at] === 1 && (egressAt[at] < 0 || egress.durations[e] < egressAt[at]))
          egressAt[at] = egress.durations[e];
      }
    }
    // best[r]: best arrival with r rides over the departures processed; limit(level) = min over r <= level + 1.
    const best = new Int32Array(maxRides + 1).fill(UNREACHED);
    const journeys: { departure: number; arrival: number; rides: number }[] = [];
    const found = new Int32Array(maxRides + 1);
    const foundDeparture = new Int32Array(maxRides + 1);
    // First the journeys leaving after the window (an earliest-arrival search from its end, every access link: the
    // planner's last run from the asked time finds those), latest first like the others; they leave when their first
    // trip does, less the walk. Then the window's departures, latest first.
    const all = access.stops.map((_, a) => a);
    const groups: [number, number[]][] = [[start + windowLength + 1, all], ...departures];
    for (let g = 0; g < groups.length; g++) {
      const [departure, marked] = groups[g];
      const last = g === 0;
      found.fill(UNREACHED);
      let count = 0;
      let limit = UNREACHED;
      let level = 0;
      const enqueue = (u: number, j: number, leaves: number) => {
        const base = level * trips;
        const r = reached[base + u];
        if (j >= r) return;
        const next = times[2 * (tripRow[u] + j + 1)];
        if (next >= limit) return;
        const p = tripPattern[u];
        const first = patternStopStart[p];
        if (bound !== null && next + bound[patternStops[first + j + 1]] >= limit) return;
        const n = patternStopStart[p + 1] - first;
        if (count === this.queueTrip.length) this.grow();
        this.queueTrip[count] = u;
        this.queueFrom[count] = j;
        this.queueDeparture[count] = leaves;
        this.queueTo[count++] = r === 0xffff ? n - 1 : r;
        const lastTrip = firstTrip[tripDay[u] * P + p] + tripCount[tripDay[u] * P + p];
        for (let l = level; l < maxRides; l++) {
          const at = l * trips;
          if (reached[at + u] <= j) break;
          for (let v = u; v < lastTrip && reached[at + v] > j; v++) reached[at + v] = j;
        }
      };
      for (const a of marked) {
        const s = access.stops[a];
        const ready = departure + access.durations[a];
        for (let x = stopPatternStart[s]; x < stopPatternStart[s + 1]; x++) {
          const Q = stopPattern[x];
          const j = stopPatternPosition[x];
          const qFirst = patternStopStart[Q];
          const qn = patternStopStart[Q + 1] - qFirst;
          if (j >= qn - 1 || canBoard[qFirst + j] === 0) continue;
          let u = -1;
          let bestDeparture = UNREACHED;
          for (let d = 0; d < days.length; d++) {
            if (tripCount[d * P + Q] === 0) continue;
            const f = earliestTripNear(days[d].trips, Q, qn, j, ready - days[d].offset, this.guess[d * P + Q]);
            if (f < 0) continue;
            this.guess[d * P + Q] = f;
            const g = firstTrip[d * P + Q] + f;
            const dep = times[2 * (tripRow[g] + j) + 1];
            if (dep < bestDeparture) {
              bestDeparture = dep;
              u = g;
            }
          }
          // Only trips leaving now: later ones belong to a later departure (already processed).
          if (u >= 0 && (last || bestDeparture === ready)) {
            limit = best[1];
            enqueue(u, j, bestDeparture - access.durations[a]);
          }
        }
      }
      let levelStart = 0;
      let levelEnd = count;
      for (level = 0; level < maxRides && levelStart < levelEnd; level++) {
        const rides = level + 1;
        limit = UNREACHED;
        for (let r = 1; r <= rides; r++) if (best[r] < limit) limit = best[r];
        for (let q = levelStart; q < levelEnd; q++) {
          const u = this.queueTrip[q];
          const first = patternStopStart[tripPattern[u]];
          const row = tripRow[u];
          const to = this.queueTo[q];
          for (let i = this.queueFrom[q] + 1; i <= to; i++) {
            const a = times[2 * (row + i)];
            if (a >= limit) break;
            const e = egressAt[first + i];
            if (e >= 0 && a + e < limit) {
              limit = a + e;
              best[rides] = limit;
              found[rides] = limit;
              foundDeparture[rides] = this.queueDeparture[q];
            }
          }
        }
        this.counters.segments += levelEnd - levelStart;
        if (rides === maxRides) break;
        // Transfers lead to level + 1, pruned against its limit (min over r <= rides + 1: best[rides + 1] may be lower).
        const nextLimit = Math.min(best[rides + 1], limit);
        const scanLimit = limit;
        level++;
        limit = nextLimit;
        for (let q = levelStart; q < levelEnd; q++) {
          const u = this.queueTrip[q];
          const row = tripRow[u];
          const to = this.queueTo[q];
          const first = patternStopStart[tripPattern[u]];
          for (let i = this.queueFrom[q] + 1; i <= to; i++) {
            const a = times[2 * (row + i)];
            if (a >= scanLimit) break;
            if (bound !== null && a + bound[patternStops[first + i]] >= scanLimit) break;
            this.counters.positions++;
            const end = tStart[row + i + 1];
            const leaves = this.queueDeparture[q];
            for (let x = tStart[row + i]; x < end; x++) enqueue(toTrip[x], toPosition[x], leaves);
            this.counters.transfersRead += end - tStart[row + i];
          }
        }
        level--;
        levelStart = levelEnd;
        levelEnd = count;
      }
      for (let r = 1; r <= maxRides; r++)
        if (found[r] < UNREACHED) journeys.push({ departure: foundDeparture[r], arrival: found[r], rides: r });
    }
    for (let e = 0; e < egress.stops.length; e++) {
      const s = egress.stops[e];
      for (let x = stopPatternStart[s]; x < stopPatternStart[s + 1]; x++)
        egressAt[patternStopStart[stopPattern[x]] + stopPatternPosition[x]] = -1;
    }
    return journeys;
  }

  private grow(): void {
    const size = 2 * this.queueTrip.length;
    const trip = new Uint32Array(size);
    trip.set(this.queueTrip);
    this.queueTrip = trip;
    const from = new Uint16Array(size);
    from.set(this.queueFrom);
    this.queueFrom = from;
    const to = new Uint16Array(size);
    to.set(this.queueTo);
    this.queueTo = to;
    const departure = new Int32Array(size);
    departure.set(this.queueDeparture);
    this.queueDeparture = departure;
  }
}
