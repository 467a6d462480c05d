import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../../test-support/gtfs-rt-fixtures.ts';
import { gtfsTextSource } from '../gtfs/text-source.ts';
import { createApp } from '../http/app.ts';
import { compileNetwork } from '../network/compiler/network-builder.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { RealtimeFeeds } from './realtime-feeds.ts';

/**
 * A New York feed in a London network: in March 2026 the gap is 4 h from the 8th to the 28th and 5 h on the other
 * days, so those days run copies of the trips suffixed `~18000`. Realtime and the trip page still name the plain GTFS
 * trip id with its service date; on a split-off day (the 3rd) that must reach the copy.
 */

function newYorkFeed(): Record<string, string> {
  return {
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
      WA,W Transit,https://w.example,America/New_York`,
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
      W1,W Central,40.0,-80.0
      W2,W North,40.1,-80.0`,
    'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
      WL,WA,W,W Line,3`,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
      WD,1,1,1,1,1,1,1,20260301,20260331`,
    'trips.txt': `route_id,service_id,trip_id,direction_id
      WL,WD,Wt1,0`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
      Wt1,08:00:00,08:00:00,W1,1
      Wt1,09:00:00,09:00:00,W2,2`,
  };
}

function londonFeed(): Record<string, string> {
  return {
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
      HA,H Transit,https://h.example,Europe/London`,
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
      H1,H Central,51.5,-0.1
      H2,H North,51.6,-0.1`,
    'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
      HL,HA,H,H Line,3`,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
      HD,1,1,1,1,1,1,1,20260301,20260331`,
    'trips.txt': `route_id,service_id,trip_id,direction_id
      HL,HD,Ht1,0`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
      Ht1,08:00:00,08:00:00,H1,1
      Ht1,09:00:00,09:00:00,H2,2`,
  };
}

/** 08:04 in New York on Tuesday 3 March 2026, a split-off day: the 08:00 run is under way. */
const NOW = Date.parse('2026-03-03T08:04:00-05:00');

const realtimeFeed = encodeFeed(
  [
    {
      id: 'late',
      tripUpdate: {
        trip: { tripId: 'Wt1', startDate: '20260303' },
        stopTimeUpdate: [{ stopId: 'W1', departure: { delay: 300 } }],
      },
    },
    {
      id: 'bus',
      vehicle: {
        vehicle: { id: 'W-7' },
        trip: { tripId: 'Wt1', startDate: '20260303' },
        position: { latitude: 40.02, longitude: -80.0 },
        timestamp: NOW / 1000 - 30,
      },
    },
  ],
  NOW / 1000,
);

let server: FixtureServer;
let network: TransitNetwork;
beforeAll(async () => {
  server = await startFixtureServer();
  network = await compileNetwork(
    [
      { id: 'home', source: gtfsTextSource(londonFeed(), 'home'), namespaceIds: false },
      { id: 'away', source: gtfsTextSource(newYorkFeed(), 'away'), namespaceIds: false },
    ],
    {},
  );
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

async function liveApp() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  server.set('/away', { body: realtimeFeed });
  const feeds = new RealtimeFeeds(
    {
      sources: [{ feedId: 'away', url: `${server.baseUrl}/away`, headers: {} }],
      pollMs: 30_000,
      timeoutMs: 2000,
      maxAgeMs: 300_000,
    },
    network,
  );
  await feeds.pollAll();
  return createApp({ network, realtime: feeds });
}

async function tripOf(app: ReturnType<typeof createApp>, path: string) {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as any };
}

describe('a plain GTFS trip id on a day split off its service', () => {
  it('opens the copy that runs that day, with its trip update and vehicle', async () => {
    expect(network.trips.ids).toContain('Wt1~18000');
    const app = await liveApp();
    const { status, body } = await tripOf(app, '/api/v1/trips/Wt1?date=2026-03-03');
    expect(status).toBe(200);
    expect(body.tripId).toBe('Wt1~18000');
    expect(body.stops.map((s: any) => [s.departureTime, s.expectedDeparture])).toEqual([
      ['2026-03-03T08:00:00-05:00', '2026-03-03T08:05:00-05:00'],
      ['2026-03-03T09:00:00-05:00', '2026-03-03T09:05:00-05:00'],
    ]);
    expect(body.vehicle).toMatchObject({ source: 'vehicle', lat: expect.closeTo(40.02, 5) });
  });

  it('keeps the plain trip on its main days', async () => {
    const { status, body } = await tripOf(createApp({ network }), '/api/v1/trips/Wt1?date=2026-03-10');
    expect(status).toBe(200);
    expect(body.tripId).toBe('Wt1');
    expect(body.stops[0].departureTime).toBe('2026-03-10T08:00:00-04:00');
  });
});
