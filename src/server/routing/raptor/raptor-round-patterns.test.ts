import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { JourneyPlanner } from '../planner.ts';
import type { PlanPreferences, PlanQuery } from '../plan-query.ts';
import { directOrChangeFeed } from '../../../test-support/test-networks.ts';

// A slow direct bus A → C every day; a feeder A → B and a fast bus B → C on weekends only (its own service).
const base = directOrChangeFeed();
const feed = {
  ...base,
  'calendar.txt': `${base['calendar.txt']}\nWEEKEND,0,0,0,0,0,1,1,20260101,20260131`,
  'trips.txt': base['trips.txt'].replace('fast,ALL,fast', 'fast,WEEKEND,fast'),
};
const preferences: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 500,
  maxRides: 8,
  excludedModeMask: 0,
  wheelchair: false,
};

describe('RoundPatterns served-pattern tables', () => {
  it('follow the search days: one planner alternating a weekday and a weekend answers as fresh planners do', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const stop = (id: string) => ({ kind: 'stop' as const, index: network.lookup.stop.get(id)! });
    const query = (serviceDate: string, rangeSeconds: number): PlanQuery => ({
      from: stop('A'),
      to: stop('C'),
      time: { serviceDate, seconds: 7 * 3600 + 55 * 60, arriveBy: false, rangeSeconds },
      preferences,
    });
    const answer = (planner: JourneyPlanner, q: PlanQuery) =>
      planner.plan(q).map((j) => `${j.departure}-${j.arrival}-${j.rides}`);
    const shared = new JourneyPlanner(network);
    // Wednesday, Saturday, then again (the tables kept by the patterns they serve must not be mixed up), single and range.
    for (const serviceDate of ['2026-01-14', '2026-01-17', '2026-01-14', '2026-01-17']) {
      for (const range of [0, 3600]) {
        expect(answer(shared, query(serviceDate, range))).toEqual(
          answer(new JourneyPlanner(network), query(serviceDate, range)),
        );
      }
    }
    const weekday = answer(shared, query('2026-01-14', 0));
    const weekend = answer(shared, query('2026-01-17', 0));
    expect(weekday).toEqual([`${8 * 3600}-${8 * 3600 + 40 * 60}-1`]);
    expect(weekend).toEqual([`${8 * 3600}-${8 * 3600 + 20 * 60}-2`, `${8 * 3600}-${8 * 3600 + 40 * 60}-1`]);
  });
});
