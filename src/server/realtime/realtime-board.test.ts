import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../../test-support/gtfs-rt-fixtures.ts';
import { GtfsRealtime } from './gtfs-rt.ts';
import { RealtimeFeeds } from './realtime-feeds.ts';

/**
 * Trip updates served by a local HTTP server, polled by the real poller and applied to the stop board API of the test
 * network (line 2 Grand Central → Bryant Pk → Times Sq at 08:00 and 08:10 on weekdays of January 2026).
 */

const { ScheduleRelationship: Trip } = GtfsRealtime.TripDescriptor;
const { ScheduleRelationship: Stop } = GtfsRealtime.TripUpdate.StopTimeUpdate;

let server: FixtureServer;
let network: TransitNetwork;
beforeAll(async () => {
  server = await startFixtureServer();
  network = await buildTestNetwork();
});
afterAll(() => server.close());

const tripUpdates = encodeFeed([
  // 08:00 from Grand Central leaves 6 min late; the delay propagates to Bryant Pk and Times Sq.
  {
    id: 'late',
    tripUpdate: {
      trip: { tripId: '2N-0800', startDate: '20260106' },
      stopTimeUpdate: [{ stopId: 'GCN', departure: { delay: 360 } }],
    },
  },
  // 08:10 is cancelled.
  {
    id: 'gone',
    tripUpdate: { trip: { tripId: '2N-0810', startDate: '20260106', scheduleRelationship: Trip.CANCELED } },
  },
  // The southbound 08:05 passes Bryant Pk without stopping, on time otherwise (absolute time = schedule).
  {
    id: 'skip',
    tripUpdate: {
      trip: { tripId: '2S-0805', startDate: '20260106' },
      stopTimeUpdate: [
        { stopId: 'TSQS', departure: { time: Date.parse('2026-01-06T08:05:30-05:00') / 1000 } },
        { stopId: 'BP', scheduleRelationship: Stop.SKIPPED },
      ],
    },
  },
  // Unknown to the static feed: counted as unmatched, never an error.
  {
    id: 'other',
    tripUpdate: { trip: { tripId: 'NOT-IN-GTFS' }, stopTimeUpdate: [{ stopId: 'GCN', arrival: { delay: 60 } }] },
  },
]);

function appWith(feeds: RealtimeFeeds) {
  return createApp({ network, realtime: feeds });
}
const json = async (app: ReturnType<typeof createApp>, path: string) => (await (await app.request(path)).json()) as any;
const rows = (body: any) =>
  body.groups.flatMap((g: any) =>
    g.departures.map(
      (d: any) =>
        `${g.line.shortName}/${g.direction} ${d.departureTime.slice(d.departureTime.startsWith('2026-01-06') ? 11 : 8, 16)} ${d.realtime ? `${d.realtime.status}${d.realtime.expectedTime ? ` ${d.realtime.expectedTime.slice(11, 16)}` : ''}` : 'timetable'}`,
    ),
  );

describe('trip updates on departure boards', () => {
  it('a late train still due is listed at its predicted time; a cancelled one stays, marked; the network reports the feed', async () => {
    server.set('/subway', { body: tripUpdates });
    const feeds = new RealtimeFeeds(
      {
        sources: [{ feedId: 'nyc', url: `${server.baseUrl}/subway`, headers: {} }],
        pollMs: 30_000,
        timeoutMs: 2000,
        maxAgeMs: 300_000,
      },
      network,
    );
    await feeds.pollAll();
    const app = appWith(feeds);
    // 08:02: the 08:00 has left on paper but leaves at 08:06.
    const board = await json(app, '/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=2026-01-06T08:02&limit=3');
    expect(board.realtime.state).toBe('live');
    expect(rows(board)).toEqual(['2/0 08:00 late 08:06', '2/0 08:10 cancelled', '2/0 23:50 timetable']);
    expect(board.groups[0].departures[0].realtime).toEqual({
      status: 'late',
      expectedTime: '2026-01-06T08:06:00-05:00',
      delaySeconds: 360,
    });

    // Downstream at Bryant Pk the delay propagated; southbound skips it.
    const bp = await json(app, '/api/v1/stopBoards/stopArea/nyc:area:BP?fromDatetime=2026-01-06T07:55&limit=2');
    expect(rows(bp)).toEqual([
      '2/0 08:03 late 08:09',
      '2/0 08:13 cancelled',
      '2/1 08:07 skipped',
      '2/1 07T08:07 timetable',
    ]);

    // Another day: the updates are about 2026-01-06 only.
    expect(rows(await json(app, '/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=2026-01-07T07:50&limit=2'))).toEqual([
      '2/0 07T08:00 timetable',
      '2/0 07T08:10 timetable',
    ]);

    const info = await json(app, '/api/v1/network');
    expect(info.realtime).toEqual([
      expect.objectContaining({
        feedId: 'nyc',
        state: 'live',
        consecutiveFailures: 0,
        lastError: null,
        tripsMatched: 3,
        tripsUnmatched: 1,
        entities: { total: 4, tripUpdates: 4, alerts: 0, vehicles: 0 },
      }),
    ]);
    expect(info.realtime[0].ageSeconds).toBeLessThan(60);
  });

  it('departures near you and the nearby list: predicted times marked live, cancelled trips left out', async () => {
    server.set('/near', { body: tripUpdates });
    const feeds = new RealtimeFeeds(
      {
        sources: [{ feedId: 'nyc', url: `${server.baseUrl}/near`, headers: {} }],
        pollMs: 30_000,
        timeoutMs: 2000,
        maxAgeMs: 300_000,
      },
      network,
    );
    await feeds.pollAll();
    const body = await json(
      appWith(feeds),
      '/api/v1/proximity/nearby?lat=40.751776&lon=-73.976848&radius=100&fromDatetime=2026-01-06T08:02',
    );
    const row = body.departures.find((d: any) => d.line.shortName === '2' && d.direction === '0');
    // 08:00 leaves at 08:06 (live); 08:10 is cancelled; the next, 23:50, is past the 2 h the screen looks at.
    expect(row).toMatchObject({ departureTimes: ['2026-01-06T08:06:00-05:00'], live: [true] });
    const listed = body.stopAreas.find((a: any) => a.id === 'nyc:GC').next.find((n: any) => n.lineId === 'nyc:2');
    expect(listed).toMatchObject({ departureTimes: ['2026-01-06T08:06:00-05:00'], live: [true] });
  });

  it('an extra trip the timetable does not have (ADDED) joins its line × direction, marked as extra', async () => {
    const at = (hhmm: string) => Date.parse(`2026-01-06T${hhmm}:00-05:00`) / 1000;
    server.set('/added', {
      body: encodeFeed([
        {
          id: 'extra',
          tripUpdate: {
            trip: {
              tripId: 'EXTRA-1',
              routeId: '2',
              directionId: 0,
              startDate: '20260106',
              scheduleRelationship: Trip.ADDED,
            },
            stopTimeUpdate: [
              { stopId: 'GCN', departure: { time: at('08:04') } },
              { stopId: 'BP', departure: { time: at('08:07') } },
              { stopId: 'TSQN', arrival: { time: at('08:09') } },
            ],
          },
        },
        // Unknown route: nothing to hang it on, counted as unmatched.
        {
          id: 'lost',
          tripUpdate: {
            trip: { tripId: 'EXTRA-2', routeId: 'NOPE', scheduleRelationship: Trip.ADDED },
            stopTimeUpdate: [
              { stopId: 'GCN', departure: { time: at('08:05') } },
              { stopId: 'BP', departure: { time: at('08:08') } },
            ],
          },
        },
      ]),
    });
    const feeds = new RealtimeFeeds(
      {
        sources: [{ feedId: 'nyc', url: `${server.baseUrl}/added`, headers: {} }],
        pollMs: 30_000,
        timeoutMs: 2000,
        maxAgeMs: 300_000,
      },
      network,
    );
    await feeds.pollAll();
    const app = appWith(feeds);
    const board = await json(app, '/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=2026-01-06T08:02&limit=2');
    expect(rows(board)).toEqual(['2/0 08:04 added 08:04', '2/0 08:10 timetable']);
    expect(board.groups[0].departures[0]).toMatchObject({
      tripId: 'nyc:EXTRA-1',
      stopPointId: 'nyc:GCN',
      headsign: 'Times Sq-42 St',
    });
    // Its last call is an arrival: nothing leaves Times Sq on it.
    expect(
      rows(await json(app, '/api/v1/stopBoards/stopArea/nyc:area:BP?fromDatetime=2026-01-06T08:05&limit=1')),
    ).toEqual(['2/0 08:07 added 08:07', '2/1 08:07 timetable']);
    expect((await json(app, '/api/v1/network')).realtime[0]).toMatchObject({ tripsMatched: 0, tripsUnmatched: 1 });
  });

  it('the 30 s poll is a conditional GET: an unchanged feed answers 304 and the snapshot is kept', async () => {
    server.set('/etag', { body: tripUpdates });
    const feeds = new RealtimeFeeds(
      {
        sources: [{ feedId: 'nyc', url: `${server.baseUrl}/etag`, headers: {} }],
        pollMs: 30_000,
        timeoutMs: 2000,
        maxAgeMs: 300_000,
      },
      network,
    );
    expect(await feeds.pollers[0].poll()).toBe('updated');
    expect(await feeds.pollers[0].poll()).toBe('notModified');
    const seen = server.requests.filter((r) => r.path === '/etag');
    expect(seen[0].ifNoneMatch).toBeUndefined();
    expect(seen[1].ifNoneMatch).toMatch(/^"\d+-/);
    expect(feeds.view().trip(network.lookup.trip.get('nyc:2N-0810')!, '2026-01-06')?.cancelled).toBe(true);
  });

  it('a board without any configured feed says none; with the feed down past its maximum age it says unavailable and shows the timetable', async () => {
    const plain = createApp({ network });
    expect((await json(plain, '/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=2026-01-06T08:02')).realtime).toEqual({
      state: 'none',
    });
    expect((await json(plain, '/api/v1/network')).realtime).toEqual([]);

    let now = Date.now();
    const logs: string[] = [];
    server.set('/flaky', { body: tripUpdates });
    const feeds = new RealtimeFeeds(
      {
        sources: [{ feedId: 'nyc', url: `${server.baseUrl}/flaky`, headers: {} }],
        pollMs: 30_000,
        timeoutMs: 2000,
        maxAgeMs: 300_000,
      },
      network,
      { now: () => now, log: (line) => logs.push(line) },
    );
    await feeds.pollAll();
    server.set('/flaky', { status: 503 });
    now += 60_000;
    await feeds.pollAll();
    const app = appWith(feeds);
    // Failing but young: the last good snapshot still answers.
    let info = await json(app, '/api/v1/network');
    expect(info.realtime[0]).toMatchObject({ state: 'stale', consecutiveFailures: 1, lastError: 'HTTP 503' });
    expect(rows(await json(app, '/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=2026-01-06T08:02&limit=1'))).toEqual([
      '2/0 08:00 late 08:06',
    ]);
    now += 300_000;
    await feeds.pollAll();
    info = await json(app, '/api/v1/network');
    expect(info.realtime[0]).toMatchObject({ state: 'down', consecutiveFailures: 2 });
    const board = await json(app, '/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=2026-01-06T08:02&limit=1');
    expect(board.realtime).toEqual({ state: 'unavailable' });
    expect(rows(board)).toEqual(['2/0 08:10 timetable']);
    // One log line for the whole run of failures, one when it is back.
    expect(logs).toHaveLength(1);
    server.set('/flaky', { body: tripUpdates });
    await feeds.pollAll();
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatch(/back after 2 failed attempt/);
  });
});
