import { earliestTripNear } from '../../src/server/routing/active-trips.ts';
import type { SearchDay } from '../../src/server/routing/search-day.ts';
import type { ProfileConnections } from './profile-connections.ts';
import type { ProfileCandidates } from './profile-scan.ts';
import { UNREACHED, type EndpointLinks } from '../../src/server/routing/raptor-labels.ts';
import type { RoutingView } from '../../src/server/routing/routing-view.ts';

/**
 * What rRAPTOR (planner.ts: a run at every departure of the window, latest first, then one at the asked time with
 * every access stop marked) answers, rebuilt from the profile scan's candidates: the journeys each run finds are those
 * that beat, per number of rides, what the runs before found. A run boards, at the access stops it marks, the first
 * trip of each pattern from then on: within the window the trip leaving at the run's time; past the window's end a
 * "seed", which rRAPTOR sees from the last run that marked its stop (the asked time for a stop no trip leaves from
 * within the window).
 *
 * Not exact (which is one reason the planner does not use it; see docs/decisions/013-range-engines-not-used.md): when two journeys
 * of one run arrive at the same time with as many rides, which one rRAPTOR keeps depends on the order it set labels
 * in (the earlier departure is kept here); and a run's access labels, set at every access stop even where it boards
 * nothing, block changes and walks into those stops later than that (so rRAPTOR misses some journeys that ride to an
 * access stop to catch a trip leaving it after the window's end; the scan finds them).
 */
export function rangeSeeds(
  view: RoutingView,
  connections: ProfileConnections,
  days: SearchDay[],
  access: EndpointLinks,
  departures: [number, number[]][],
  start: number,
  end: number,
  excludedModeMask: number,
  stopUsable: Uint8Array | null,
): Map<number, number> {
  const seeds = new Map<number, number>();
  // The last run marking each access link: departures are latest first.
  const lastMark = new Array<number>(access.stops.length).fill(start);
  const seen = new Uint8Array(access.stops.length);
  for (const [time, links] of departures) {
    for (const a of links) {
      if (seen[a] === 0) {
        seen[a] = 1;
        lastMark[a] = time;
      }
    }
  }
  for (let a = 0; a < access.stops.length; a++) {
    const stop = access.stops[a];
    if (stopUsable && !stopUsable[stop]) continue;
    const walk = access.durations[a];
    const ready = lastMark[a] + walk;
    for (let e = view.stopPatternStart[stop]; e < view.stopPatternStart[stop + 1]; e++) {
      const pattern = view.stopPattern[e];
      if (view.patternModeBit[pattern] & excludedModeMask) continue;
      const position = view.stopPatternPosition[e];
      if (!view.canBoard[view.patternStopStart[pattern] + position]) continue;
      const length = view.patternStopStart[pattern + 1] - view.patternStopStart[pattern];
      let best = UNREACHED;
      let instance = -1;
      days.forEach((day, d) => {
        const trips = day.trips;
        const j = earliestTripNear(trips, pattern, length, position, ready - day.offset, 0);
        if (j < 0) return;
        const leaves = trips.times[2 * (trips.rowStart[pattern] + j * length + position) + 1] + day.offset;
        if (leaves < best) {
          best = leaves;
          instance = connections.tripBase[d] + trips.start[pattern] + j;
        }
      });
      if (instance >= 0 && best - walk > end) {
        const key = instance * 65536 + position;
        const known = seeds.get(key);
        if (known === undefined || known < lastMark[a]) seeds.set(key, lastMark[a]);
      }
    }
  }
  return seeds;
}

/** One journey of the range answer: departure, arrival, rides, and which candidate found it. */
export interface RangeJourney {
  departure: number;
  arrival: number;
  rides: number;
  candidate: number;
}

/**
 * rRAPTOR's target (raptor-target.ts) run over the candidates by decreasing visibility: a run's journeys are those of
 * its candidates beating the best arrival so far with as many rides, and with fewer rides in the same run. Arrivals
 * after `horizon` are not known exactly: they are left out (the caller gets them elsewhere).
 */
export function rangeJourneys(
  candidates: ProfileCandidates,
  horizon: number,
): { journeys: RangeJourney[]; ties: number } {
  const K = candidates.rides;
  const order = Array.from({ length: candidates.count }, (_, i) => i);
  order.sort((a, b) => candidates.visibility[b] - candidates.visibility[a]);
  const target = new Int32Array(K + 1).fill(UNREACHED);
  const best = new Int32Array(K + 1);
  const who = new Int32Array(K + 1);
  const journeys: RangeJourney[] = [];
  let ties = 0;
  for (let g = 0; g < order.length; ) {
    const v = candidates.visibility[order[g]];
    let h = g;
    best.fill(UNREACHED);
    while (h < order.length && candidates.visibility[order[h]] === v) {
      const c = order[h++];
      for (let k = 1; k <= K; k++) {
        const a = candidates.arrival[c * K + k - 1];
        if (a < best[k]) {
          best[k] = a;
          who[k] = c;
        } else if (a === best[k] && a < UNREACHED && candidates.departure[c] !== candidates.departure[who[k]]) {
          // Same arrival from two departures in one run: which one rRAPTOR keeps depends on its scan order.
          ties++;
          if (candidates.departure[c] < candidates.departure[who[k]]) who[k] = c;
        }
      }
    }
    for (let k = 1; k <= K; k++) {
      if (best[k] < target[k]) {
        if (best[k] <= horizon)
          journeys.push({
            departure: candidates.departure[who[k]],
            arrival: best[k],
            rides: k,
            candidate: who[k],
          });
        for (let later = k; later <= K && best[k] < target[later]; later++) target[later] = best[k];
      }
    }
    g = h;
  }
  return { journeys, ties };
}
