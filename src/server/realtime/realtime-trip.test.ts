import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../http/app.ts';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../../test-support/gtfs-rt-fixtures.ts';
import { GtfsRealtime } from './gtfs-rt.ts';
import { RealtimeFeeds } from './realtime-feeds.ts';

/**
 * The trip page's API on the test network (line 2 Grand Central → Bryant Pk → Times Sq at 08:00 and 08:10 on weekdays
 * of January 2026), with GTFS-realtime trip updates, a vehicle position and alerts served by a local HTTP server and
 * polled by the real poller. The clock is set to 08:04 that Tuesday, when the 08:00 is under way.
 */

const { ScheduleRelationship: Trip } = GtfsRealtime.TripDescriptor;
const { ScheduleRelationship: Stop } = GtfsRealtime.TripUpdate.StopTimeUpdate;
const { VehicleStopStatus } = GtfsRealtime.VehiclePosition;

const NOW = Date.parse('2026-01-06T08:04:00-05:00');

let server: FixtureServer;
let network: TransitNetwork;
beforeAll(async () => {
  server = await startFixtureServer();
  network = await buildTestNetwork();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const feed = encodeFeed(
  [
    // Leaves Grand Central 6 min late: the delay carries on to Bryant Pk and Times Sq.
    {
      id: 'late',
      tripUpdate: {
        trip: { tripId: '2N-0800', startDate: '20260106' },
        stopTimeUpdate: [{ stopId: 'GCN', departure: { delay: 360 } }],
      },
    },
    {
      id: 'gone',
      tripUpdate: { trip: { tripId: '2N-0810', startDate: '20260106', scheduleRelationship: Trip.CANCELED } },
    },
    {
      id: 'skip',
      tripUpdate: {
        trip: { tripId: '2S-0805', startDate: '20260106' },
        stopTimeUpdate: [
          { stopId: 'TSQS', departure: { delay: -60 } },
          { stopId: 'BP', scheduleRelationship: Stop.SKIPPED },
        ],
      },
    },
    {
      id: 'train',
      vehicle: {
        vehicle: { id: '2-017' },
        trip: { tripId: '2N-0800', startDate: '20260106' },
        position: { latitude: 40.7528, longitude: -73.98, bearing: 290 },
        stopId: 'BP',
        currentStatus: VehicleStopStatus.IN_TRANSIT_TO,
        timestamp: NOW / 1000 - 30,
      },
    },
    {
      id: 'line',
      alert: {
        informedEntity: [{ routeId: '2' }],
        effect: GtfsRealtime.Alert.Effect.SIGNIFICANT_DELAYS,
        headerText: {
          translation: [
            { language: 'en', text: 'Line 2: delays' },
            { language: 'fr', text: 'Ligne 2 : retards' },
          ],
        },
      },
    },
    {
      id: 'stop',
      alert: {
        informedEntity: [{ stopId: 'BP' }],
        effect: GtfsRealtime.Alert.Effect.ACCESSIBILITY_ISSUE,
        headerText: { translation: [{ language: 'en', text: 'Bryant Pk: elevator out' }] },
      },
    },
    {
      id: 'elsewhere',
      alert: {
        informedEntity: [{ routeId: 'M42' }],
        effect: GtfsRealtime.Alert.Effect.DETOUR,
        headerText: { translation: [{ language: 'en', text: 'M42 detour' }] },
      },
    },
  ],
  NOW / 1000,
);

async function liveApp(path: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  server.set(path, { body: feed });
  const feeds = new RealtimeFeeds(
    {
      sources: [{ feedId: 'nyc', url: `${server.baseUrl}${path}`, headers: {} }],
      pollMs: 30_000,
      timeoutMs: 2000,
      maxAgeMs: 300_000,
    },
    network,
  );
  await feeds.pollAll();
  return createApp({ network, realtime: feeds });
}
const get = async (app: ReturnType<typeof createApp>, path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as any };
};
const times = (body: any) =>
  body.stops.map(
    (s: any) =>
      `${s.stopPointId} ${s.departureTime.slice(11, 16)}${s.status ? ` ${s.status}` : ''}${s.expectedDeparture ? ` ${s.expectedDeparture.slice(11, 16)}` : ''}`,
  );

describe('a trip run with realtime', () => {
  it('a delay propagated along the run, the vehicle between two stops, the alerts of its line and stops', async () => {
    const app = await liveApp('/trip-late');
    const { status, body } = await get(app, '/api/v1/trips/nyc:2N-0800?date=2026-01-06&lang=fr');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tripId: 'nyc:2N-0800',
      date: '2026-01-06',
      serviceDate: '2026-01-06',
      line: { id: 'nyc:2', shortName: '2' },
      headsign: 'Times Sq',
      operator: { name: 'MTA New York City Transit' },
      cancelled: false,
      realtime: { state: 'live' },
    });
    expect(body.serviceDateShiftedFrom).toBeUndefined();
    expect(times(body)).toEqual(['nyc:GCN 08:00 late 08:06', 'nyc:BP 08:03 late 08:09', 'nyc:TSQN 08:05 late 08:11']);
    expect(body.stops[1]).toMatchObject({ delaySeconds: 360, expectedArrival: '2026-01-06T08:09:00-05:00' });
    expect(body.vehicle).toEqual({
      state: 'between',
      from: 0,
      to: 1,
      source: 'vehicle',
      lat: expect.closeTo(40.7528, 5),
      lon: expect.closeTo(-73.98, 5),
      bearing: 290,
      updatedAt: '2026-01-06T08:03:30-05:00',
    });
    expect(body.path).toHaveLength(3);
    expect(body.alerts.map((a: any) => a.header).sort()).toEqual(['Bryant Pk: elevator out', 'Ligne 2 : retards']);
  });

  it('a skipped stop, and the vehicle placed from the predicted times when no position is given', async () => {
    const app = await liveApp('/trip-skip');
    const { body } = await get(app, '/api/v1/trips/nyc:2S-0805?date=2026-01-06');
    expect(times(body)).toEqual(['nyc:TSQS 08:05 early 08:04', 'nyc:BP 08:07 skipped', 'nyc:GCS 08:10 early 08:09']);
    expect(body.vehicle).toEqual({ state: 'atStop', from: 0, source: 'predicted' });
  });

  it('a cancelled run says so, with its timetable kept', async () => {
    const app = await liveApp('/trip-gone');
    const { body } = await get(app, '/api/v1/trips/nyc:2N-0810?date=2026-01-06');
    expect(body.cancelled).toBe(true);
    expect(times(body)).toEqual(['nyc:GCN 08:10', 'nyc:BP 08:13', 'nyc:TSQN 08:15']);
    expect(body.vehicle).toEqual({ state: 'notStarted', source: 'timetable' });
  });

  it("another day's run of the same trip: timetable only", async () => {
    const app = await liveApp('/trip-other-day');
    const { body } = await get(app, '/api/v1/trips/nyc:2N-0800?date=2026-01-07');
    expect(body.cancelled).toBe(false);
    expect(times(body)).toEqual(['nyc:GCN 08:00', 'nyc:BP 08:03', 'nyc:TSQN 08:05']);
    expect(body.vehicle.source).toBe('timetable');
  });
});

describe('a trip run without realtime', () => {
  it('past midnight, a date outside the feed shifted to a covered week, 404 on a day it does not run, 400 on a bad date', async () => {
    const app = createApp({ network });
    const night = await get(app, '/api/v1/trips/nyc:2N-2350?date=2026-01-06');
    expect(night.body.stops.map((s: any) => s.arrivalTime)).toEqual([
      '2026-01-06T23:50:00-05:00',
      '2026-01-07T00:03:00-05:00',
      '2026-01-07T00:05:00-05:00',
    ]);
    expect(night.body.realtime).toEqual({ state: 'none' });
    expect(night.body.alerts).toEqual([]);

    const shifted = await get(app, '/api/v1/trips/nyc:2N-0800?date=2026-03-03');
    expect(shifted.status).toBe(200);
    expect(shifted.body).toMatchObject({
      date: '2026-03-03',
      serviceDate: '2026-01-27',
      serviceDateShiftedFrom: '2026-03-03',
    });
    expect(shifted.body.stops[0].departureTime).toBe('2026-03-03T08:00:00-05:00');

    const saturday = await get(app, '/api/v1/trips/nyc:2N-0800?date=2026-01-10');
    expect(saturday.status).toBe(404);
    expect(saturday.body.error.code).toBe('trip_not_running');
    expect((await get(app, '/api/v1/trips/nyc:NOPE?date=2026-01-06')).body.error.code).toBe('unknown_trip');
    expect((await get(app, '/api/v1/trips/nyc:2N-0800?date=2026-02-30')).status).toBe(400);
  });
});
