import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, testFeedZip, type FeedServer } from '../../../test-support/feed-server.ts';
import { TEST_FEED } from '../../../test-support/test-feed.ts';
import { addDays } from '../model/calendar-days.ts';
import { localDateOf } from '../model/service-time.ts';
import { runImport } from './network-refresher.ts';

/**
 * The embedded backend as `npm start` runs it (planner threads, the network file, the refresh in a child process),
 * fed by an operator's site publishing new versions of its GTFS zip while journey searches keep coming.
 */
const today = localDateOf('America/New_York', Date.now());
const later = addDays(today, 10);

let server: FeedServer;
let dir: string;
let embedded: typeof import('../../embedded.ts');

beforeAll(async () => {
  server = await startFeedServer();
  dir = mkdtempSync(join(tmpdir(), 'live-swap-'));
  Object.assign(process.env, {
    GTFS_FEEDS: `metro=${server.url}`,
    NETWORK_FILE: join(dir, 'network.bin'),
    GTFS_CACHE_DIR: join(dir, 'cache'),
    DATABASE_PATH: join(dir, 'site.db'),
    PLANNER_THREADS: '2',
    DATA_REFRESH: 'off',
    // The load below is one client: its searches must not meet the per-client budget.
    RATE_LIMIT_JOURNEY_SEARCH: '1000000/1',
  });
  // v1 runs for four days only: a date ten days on is answered from a date it covers.
  server.publish(testFeedZip(addDays(today, -1), addDays(today, 3)));
  const first = await runImport([]);
  expect(first.code, first.output).toBe(0);
  embedded = await import('../../embedded.ts');
}, 120_000);

afterAll(async () => {
  const { runShutdownHooks } = await import('../../lifecycle.ts');
  await runShutdownHooks(() => {});
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function bff(path: string, body?: unknown) {
  const app = await embedded.embeddedBackend();
  const response = await app.request(
    `/bff${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: response.status, body: (await response.json()) as any };
}

const search = (date: string) =>
  bff('/api/trip-planner/v2/journeys/search', {
    fromId: 'metro:GC',
    toId: 'metro:TSQ',
    tripType: '0',
    departureDateTime: `${date}T07:55:00`,
  });

const served = async () => (await bff('/api/v1/network')).body.feeds[0];

const detailed = (journeySummaryCode: string) => bff('/api/trip-planner/v2/journeys/detailed', { journeySummaryCode });

/** The rides of a journey as a visitor reads them: trip, stops and times. */
const ridesOf = (journey: any) =>
  journey.sections
    .filter((section: any) => section.type === 'PUBLIC_TRANSPORT')
    .map((section: any) => [
      section.tripId,
      section.from.id,
      section.to.id,
      section.departureDateTime,
      section.arrivalDateTime,
    ]);

describe('live swap of a new timetable', () => {
  it('swaps v1 for v2 under a steady load with no failed search, refuses a broken v3 while v2 serves', {
    timeout: 240_000,
  }, async () => {
    const v1 = await served();
    expect(v1).toMatchObject({ id: 'metro', endDate: addDays(today, 3), version: expect.any(String) });
    const before = await search(later);
    expect(before.status).toBe(200);
    expect(before.body.serviceDateShiftedFrom).toBe(later);
    expect(before.body.groups.length).toBeGreaterThan(0);
    // A journey chosen on v1: its code (in roadmap and summary links) must keep naming that journey or fail clearly.
    const chosen = (await search(addDays(today, 1))).body.groups[0].journeys[0];
    const chosenRides = ridesOf((await detailed(chosen.journeySummaryCode)).body.groups[0].journeys[0]);
    expect(chosenRides.length).toBeGreaterThan(0);

    // A steady load: four searches at a time, each loop asking again as soon as it is answered.
    const statuses: number[] = [];
    let loading = true;
    const loops = Array.from({ length: 4 }, async () => {
      while (loading) {
        statuses.push((await search(addDays(today, 1))).status);
        // A refused search answers without leaving the event loop: the next one waits a turn, so the import runs.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });

    server.publish(testFeedZip(addDays(today, -1), addDays(today, 60)));
    const swapped = await embedded.refreshNetwork();
    expect(swapped.result, swapped.reason).toBe('swapped');
    const countAtSwap = statuses.length;
    while (statuses.length < countAtSwap + 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const v2 = await served();
    expect(v2.version).not.toBe(v1.version);
    expect(v2.endDate).toBe(addDays(today, 60));
    const after = await search(later);
    expect(after.status).toBe(200);
    expect(after.body.serviceDate).toBe(later);
    expect(after.body.serviceDateShiftedFrom).toBeUndefined();
    // v2 keeps the trips (same ids, stops and times): the code made on v1 still names the same journey.
    const kept = await detailed(chosen.journeySummaryCode);
    expect(kept.status).toBe(200);
    expect(ridesOf(kept.body.groups[0].journeys[0])).toEqual(chosenRides);

    // v3 refers to a stop that does not exist: refused, v2 keeps serving, and the refusal is shown.
    const broken = TEST_FEED['stop_times.txt'].replace('BP,2', 'NOWHERE,2');
    server.publish(testFeedZip(addDays(today, -1), addDays(today, 90), { 'stop_times.txt': broken }));
    const refused = await embedded.refreshNetwork();
    expect(refused.result).toBe('unchanged');
    const still = await served();
    expect(still).toMatchObject({ version: v2.version, endDate: addDays(today, 60) });
    expect(still.refusal.reason).toContain('unknown stop_id "NOWHERE"');
    const { embeddedReadiness } = await import('../../readiness.ts');
    const readiness = await embeddedReadiness(embedded.embeddedDeps);
    expect(readiness.feeds).toEqual([
      expect.objectContaining({ id: 'metro', version: v2.version, refusal: still.refusal }),
    ]);

    loading = false;
    await Promise.all(loops);
    expect(statuses.length).toBeGreaterThan(countAtSwap);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // v4 reuses the trip ids with other times (every line-2 run a minute later): the v1 code is stale and says so, with
    // the 404 the journey screens turn into their translated "journey no longer available" notice, not another journey.
    const minuteLater = TEST_FEED['stop_times.txt'].replace(
      /(2[NS]-\d{4}),(\d\d):(\d\d):00,\d\d:\d\d:00/g,
      (_, trip, hour, minute) => {
        const time = `${hour}:${String(Number(minute) + 1).padStart(2, '0')}:00`;
        return `${trip},${time},${time}`;
      },
    );
    server.publish(testFeedZip(addDays(today, -1), addDays(today, 90), { 'stop_times.txt': minuteLater }));
    expect((await embedded.refreshNetwork()).result).toBe('swapped');
    const stale = await detailed(chosen.journeySummaryCode);
    expect(stale.status).toBe(404);
    expect(stale.body.error.code).toBe('journey_not_found');
  });
});
