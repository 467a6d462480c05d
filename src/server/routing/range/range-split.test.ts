import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import type { PlaceRef } from '../endpoint.ts';
import type { PlannedJourney } from '../planned-journey.ts';
import { journeySignature } from '../pareto.ts';
import { JourneyPlanner } from '../planner.ts';
import type { PlanPreferences, PlanQuery } from '../plan-query.ts';
import { sameThreadHelper, splitCut } from './range-split.ts';
import { busFeed, gridFeed, loadNycNetwork, seededRandom } from '../../../test-support/test-networks.ts';

const preferences: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 800,
  maxRides: 8,
  excludedModeMask: 0,
  wheelchair: false,
};

/** Everything that tells two answers apart: times, rides and the rides and walks taken. */
const described = (journeys: PlannedJourney[]) =>
  journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}[${journeySignature(j)}]`);
/**
 * Departure, arrival and rides of each journey. Where two journeys are equally good on all three, RAPTOR keeps the one
 * whose labels came first, which depends on the labels of the runs before: a split search may then name the other
 * (2 of 600 NYC answers, bench:router:split --seed 7 --min-runs 2). The NYC comparison is on these.
 */
const triples = (journeys: PlannedJourney[]) => journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`);

/** The answer with its range split at `cut`, the helper's part made by a second planner right after the owner's. */
function splitAnswer(network: TransitNetwork, query: PlanQuery, cut: (runCount: number) => number) {
  const planner = new JourneyPlanner(network);
  const helper = sameThreadHelper(new JourneyPlanner(network), cut);
  planner.rangeHelper = helper;
  return { journeys: planner.plan(query), slices: helper.slices };
}

describe('a range search split over two planners', () => {
  it('cuts only searches with enough runs, leaving each part at least one', () => {
    expect(splitCut(7)).toBe(0);
    expect(splitCut(8)).toBe(4);
    expect(splitCut(25)).toBe(13);
    expect(splitCut(2, 2)).toBe(1);
    expect(splitCut(3, 2, 0.99)).toBe(2);
    expect(splitCut(3, 2, 0.01)).toBe(1);
  });

  it('leaves out a journey leaving after the window that only the later part beats', async () => {
    // Window 08:00–09:00 from O to D. The later part: direct rides from O2 (next to O) at 08:40 and 08:50. The earlier
    // part: runs at 08:00–08:20 board at O, where a dead-end line leaves then and another line to D leaves only at
    // 11:00. The whole search never reports the 11:00 ride (08:40 → 09:10 with one ride beats its arrival); the earlier
    // part alone reports it from its first run, and nothing inside the window leaves later than it.
    const network = await buildNetworkFromGtfsText(
      busFeed(
        `O,Origin,40.7000,-74.0000
O2,Origin East,40.7000,-73.9994
P,Dead end,40.6900,-74.0000
M,Middle,40.7100,-74.0000
D,Destination,40.7200,-74.0000`,
        `trip_id,arrival_time,departure_time,stop_id,stop_sequence
b1,08:40:00,08:40:00,O2,1
b1,09:10:00,09:10:00,D,2
b2,08:50:00,08:50:00,O2,1
b2,09:20:00,09:20:00,D,2
a1,08:00:00,08:00:00,O,1
a1,08:05:00,08:05:00,P,2
a2,08:10:00,08:10:00,O,1
a2,08:15:00,08:15:00,P,2
a3,08:20:00,08:20:00,O,1
a3,08:25:00,08:25:00,P,2
late,11:00:00,11:00:00,O,1
late,11:10:00,11:10:00,M,2
late,11:30:00,11:30:00,D,3`,
      ),
    );
    const stop = (id: string): PlaceRef => ({ kind: 'stop', index: network.lookup.stop.get(id)! });
    const query: PlanQuery = {
      from: stop('O'),
      to: stop('D'),
      time: { serviceDate: '2026-01-14', seconds: 8 * 3600, arriveBy: false, rangeSeconds: 3600 },
      preferences,
    };
    const whole = described(new JourneyPlanner(network).plan(query));
    expect(whole.filter((j) => j.startsWith(`${11 * 3600}-`))).toEqual([]);
    const split = splitAnswer(network, query, () => 2);
    expect(split.slices).toBe(1);
    expect(described(split.journeys)).toEqual(whole);
  });

  it('answers as the whole search at every cut, forward, arrive-by and via, on a grid of frequent buses', async () => {
    for (const seed of [1, 2, 3]) {
      const network = await buildNetworkFromGtfsText(gridFeed(seed));
      const random = seededRandom(seed * 17);
      const stop = (): PlaceRef => ({ kind: 'stop', index: Math.floor(random() * network.stops.count) });
      const whole = new JourneyPlanner(network);
      let compared = 0;
      for (let q = 0; q < 16; q++) {
        // A quarter from S00 (stop 0) when its lines are about to pause.
        const from = q % 4 === 0 ? { kind: 'stop' as const, index: network.lookup.stop.get('S00')! } : stop();
        const to = stop();
        const seconds =
          q % 4 === 0 ? 6.5 * 3600 + Math.floor(random() * 3600) : 6 * 3600 + Math.floor(random() * 3 * 3600);
        const time = { serviceDate: '2026-01-14', seconds, arriveBy: false, rangeSeconds: 3600 };
        const queries: PlanQuery[] = [
          { from, to, time, preferences },
          { from, to, time: { ...time, seconds: seconds + 5400, arriveBy: true }, preferences },
          { from, to, via: { place: stop(), minStaySeconds: 120 }, time, preferences },
        ];
        for (const query of queries) {
          const expected = described(whole.plan(query));
          for (let at = 1; at < 40; at += 3) {
            const split = splitAnswer(network, query, (runCount) => (at < runCount ? at : 0));
            expect(described(split.journeys), JSON.stringify({ seed, query, at })).toEqual(expected);
            if (split.slices > 0) compared++;
          }
        }
      }
      // Most of them were split (a via search's first part is one departure: never split).
      expect(compared).toBeGreaterThan(200);
    }
  }, 120_000);

  const nyc = loadNycNetwork();
  it.skipIf(!nyc)(
    'answers as the whole search on two-hour NYC ranges, the default cut',
    async () => {
      const network = (await nyc)!;
      const served = [...Array(network.stopAreas.count).keys()].filter((a) => network.lookup.areaRoutes[a].length > 0);
      const random = seededRandom(9);
      const whole = new JourneyPlanner(network);
      const planner = new JourneyPlanner(network);
      const helper = sameThreadHelper(new JourneyPlanner(network));
      planner.rangeHelper = helper;
      const differing: string[] = [];
      for (let q = 0; q < 30; q++) {
        const area = (): PlaceRef => ({ kind: 'area', index: served[Math.floor(random() * served.length)] });
        const seconds = 6 * 3600 + Math.floor(random() * 15 * 3600);
        const arriveBy = q % 3 === 2;
        const query: PlanQuery = {
          from: area(),
          to: area(),
          time: {
            serviceDate: '2026-09-15',
            seconds: arriveBy ? seconds + 3 * 3600 : seconds,
            arriveBy,
            rangeSeconds: 2 * 3600,
          },
          preferences,
        };
        if (triples(planner.plan(query)).join() !== triples(whole.plan(query)).join())
          differing.push(JSON.stringify(query));
      }
      expect(differing).toEqual([]);
      expect(helper.slices).toBeGreaterThan(15);
    },
    300_000,
  );
});
