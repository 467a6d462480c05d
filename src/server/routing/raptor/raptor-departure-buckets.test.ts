import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransitNetwork } from '../../network/model/types.ts';
import { ActiveTripsCache } from './active-trips.ts';
import type { SearchDay } from './search-day.ts';
import { DepartureBuckets } from './raptor-departure-buckets.ts';
import { JourneyPlanner } from '../planner.ts';
import type { PlanPreferences, PlanQuery } from '../plan-query.ts';
import { forwardView, reverseView, type RoutingView } from './routing-view.ts';
import { loadNycNetwork, seededRandom } from '../../../test-support/test-networks.ts';

const nyc = loadNycNetwork();

/** Every departure a search on these days may board at a stop, in the search's time: the brute-force answer. */
function boardableDepartures(view: RoutingView, days: SearchDay[], stop: number): number[] {
  const found: number[] = [];
  for (let e = view.stopPatternStart[stop]; e < view.stopPatternStart[stop + 1]; e++) {
    const pattern = view.stopPattern[e];
    const first = view.patternStopStart[pattern];
    const n = view.patternStopStart[pattern + 1] - first;
    const i = view.stopPatternPosition[e];
    if (view.canBoard[first + i] === 0) continue;
    for (const { trips, offset } of days) {
      for (let j = 0; j < trips.start[pattern + 1] - trips.start[pattern]; j++) {
        found.push(trips.times[2 * (trips.rowStart[pattern] + j * n + i) + 1] + offset);
      }
    }
  }
  return found.sort((a, b) => a - b);
}

describe.skipIf(!nyc)('DepartureBuckets over the NYC network', () => {
  for (const reversed of [false, true]) {
    it(`never denies a departure a search may board (${reversed ? 'arrive-by' : 'forward'} view), and denies some`, async () => {
      const network = (await nyc)!;
      const forward = forwardView(network);
      const view = reversed ? reverseView(network, forward) : forward;
      const random = seededRandom(reversed ? 9 : 8);
      const tables = new DepartureBuckets();
      let denied = 0;
      let checked = 0;
      for (const date of ['2026-09-15', '2026-09-19']) {
        const days = new ActiveTripsCache(network).searchDays(view, date, 'any');
        tables.prepare(view, days);
        for (let sample = 0; sample < 400; sample++) {
          const stop = Math.floor(random() * view.stopCount);
          const departures = boardableDepartures(view, days, stop);
          if (departures.length === 0) continue;
          // Intervals around a real departure, so both edges (from included, until excluded) are met.
          const near = departures[Math.floor(random() * departures.length)];
          for (const from of [near - 1 - Math.floor(random() * 300), near, near + 1]) {
            for (const until of [near, near + 1, from + 1 + Math.floor(random() * 600)]) {
              if (until <= from) continue;
              checked++;
              const exists = departures.some((time) => time >= from && time < until);
              const may = tables.mayBoardBetween(stop, from, until);
              if (exists) expect(may, `stop ${stop} [${from}, ${until})`).toBe(true);
              if (!may) denied++;
            }
          }
        }
      }
      // Useful, not only safe (most of these intervals share a bucket with the departure they were drawn around).
      expect(denied).toBeGreaterThan(checked / 50);
    }, 120_000);
  }
});

describe.skipIf(!nyc)('board labels marked only when they may catch a new trip', () => {
  afterEach(() => vi.restoreAllMocks());

  const preferences: PlanPreferences = {
    walkSpeed: 1.12,
    maxWalkDistance: 800,
    maxRides: 8,
    excludedModeMask: 0,
    wheelchair: false,
  };
  const answers = (network: TransitNetwork, queries: PlanQuery[]) => {
    const planner = new JourneyPlanner(network);
    return queries.map((query) =>
      planner
        .plan(query)
        .map((j) => `${j.departure}-${j.arrival}-${j.rides}`)
        .join(' '),
    );
  };

  it('give the answers of marking every improved label (range, earliest arrival, arrive-by, step-free, Saturday)', async () => {
    const network = (await nyc)!;
    const random = seededRandom(21);
    const served = [...Array(network.stopAreas.count).keys()].filter((a) => {
      const stop = network.stopAreas.stops[network.stopAreas.stopStart[a]];
      return network.stopPatterns.start[stop + 1] > network.stopPatterns.start[stop];
    });
    const area = () => ({ kind: 'area' as const, index: served[Math.floor(random() * served.length)] });
    const queries: PlanQuery[] = [];
    for (let q = 0; q < 48; q++) {
      const seconds = 6 * 3600 + Math.floor(random() * 16 * 3600);
      const rangeSeconds = q % 3 === 0 ? 0 : 2 * 3600;
      queries.push({
        from: area(),
        to: area(),
        time: {
          serviceDate: q % 4 === 1 ? '2026-09-19' : '2026-09-15',
          seconds,
          arriveBy: q % 6 === 3,
          rangeSeconds: q % 6 === 3 ? 0 : rangeSeconds,
        },
        preferences: { ...preferences, wheelchair: q % 5 === 2, walkSpeed: q % 7 === 4 ? 0.8 : 1.12 },
      });
    }
    const marked = answers(network, queries);
    vi.spyOn(DepartureBuckets.prototype, 'mayBoardBetween').mockReturnValue(true);
    expect(marked).toEqual(answers(network, queries));
  }, 180_000);
});
