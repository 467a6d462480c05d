import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { UNREACHED } from './raptor-labels.ts';
import { TargetSeedDive } from './target-seed-dive.ts';
import { JourneyPlanner } from '../planner.ts';
import type { PlanPreferences } from '../plan-query.ts';
import { Raptor } from './raptor.ts';
import { directOrChangeFeed } from '../../../test-support/test-networks.ts';

// A slow direct bus A → C, and a faster pair: A → B, then B → C.
const feed = directOrChangeFeed();
const preferences: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 500,
  maxRides: 8,
  excludedModeMask: 0,
  wheelchair: false,
};

afterEach(() => vi.restoreAllMocks());

describe('TargetSeedDive', () => {
  it('finds real journeys, never earlier than the search, and seeding leaves the answer as it was', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const stop = (id: string) => ({ kind: 'stop' as const, index: network.lookup.stop.get(id)! });
    const query = {
      from: stop('A'),
      to: stop('C'),
      time: { serviceDate: '2026-01-14', seconds: 7 * 3600 + 55 * 60, arriveBy: false, rangeSeconds: 0 },
      preferences,
    };
    const seeds: number[][] = [];
    const run = TargetSeedDive.prototype.run;
    vi.spyOn(TargetSeedDive.prototype, 'run').mockImplementation(function (this: TargetSeedDive, ...args) {
      const found = run.apply(this, args);
      seeds.push([...found]);
      return found;
    });
    const seeded = new JourneyPlanner(network).plan(query).map((j) => `${j.departure}-${j.arrival}-${j.rides}`);
    // The direct bus with one ride, the faster change with two (and as many more as allowed).
    expect(seeds).toHaveLength(1);
    expect(seeds[0][1]).toBe(8 * 3600 + 40 * 60);
    expect(seeds[0][2]).toBe(8 * 3600 + 20 * 60);
    expect(seeds[0][8]).toBe(8 * 3600 + 20 * 60);
    expect(seeds[0][0]).toBe(UNREACHED);

    vi.spyOn(Raptor.prototype as unknown as { seedTarget: () => void }, 'seedTarget').mockImplementation(() => {});
    const plain = new JourneyPlanner(network).plan(query).map((j) => `${j.departure}-${j.arrival}-${j.rides}`);
    expect(seeded).toEqual(plain);
    expect(plain).toEqual([`${8 * 3600}-${8 * 3600 + 20 * 60}-2`, `${8 * 3600}-${8 * 3600 + 40 * 60}-1`]);
  });
});
