import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../../test-support/gtfs-rt-fixtures.ts';
import { RealtimeFeeds } from './realtime-feeds.ts';

/** Vehicle positions served locally, read through GET /api/v1/lines/{id}/vehicles of the test network. */

let server: FixtureServer;
let app: ReturnType<typeof createApp>;
const now = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  server = await startFixtureServer();
  const network = await buildTestNetwork();
  server.set('/vp', {
    body: encodeFeed([
      {
        id: 'v1',
        vehicle: {
          vehicle: { id: 'bus-7' },
          trip: { tripId: '2N-0800' },
          position: { latitude: 40.753, longitude: -73.98, bearing: 280 },
          stopId: 'BP',
          currentStatus: 2,
          timestamp: now - 20,
        },
      },
      { id: 'v2', vehicle: { trip: { routeId: '2' }, position: { latitude: 40.752, longitude: -73.977 } } },
      {
        id: 'old',
        vehicle: { trip: { routeId: '2' }, position: { latitude: 40.75, longitude: -73.97 }, timestamp: now - 3600 },
      },
      { id: 'bad', vehicle: { trip: { routeId: '2' }, position: { latitude: 123, longitude: -73.97 } } },
      { id: 'other', vehicle: { trip: { routeId: 'M42' }, position: { latitude: 40.757, longitude: -73.99 } } },
    ]),
  });
  const feeds = new RealtimeFeeds(
    {
      sources: [{ feedId: 'nyc', url: `${server.baseUrl}/vp`, headers: {} }],
      pollMs: 30_000,
      timeoutMs: 2000,
      maxAgeMs: 300_000,
    },
    network,
  );
  await feeds.pollAll();
  app = createApp({ network, realtime: feeds });
});
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as any };
};

describe('GET /api/v1/lines/{id}/vehicles', () => {
  it("lists the line's vehicles with their trip, direction and next stop; drops forgotten and impossible positions", async () => {
    const { status, body } = await get('/api/v1/lines/nyc:2/vehicles');
    expect(status).toBe(200);
    expect(body.realtime.state).toBe('live');
    expect(body.vehicles).toEqual([
      expect.objectContaining({
        id: 'bus-7',
        tripId: 'nyc:2N-0800',
        headsign: 'Times Sq',
        direction: '0',
        bearing: 280,
        status: 'IN_TRANSIT_TO',
        stopId: 'nyc:BP',
        stopName: '42 St-Bryant Pk',
      }),
      expect.objectContaining({ id: 'v2', tripId: null, direction: null, status: 'IN_TRANSIT_TO' }),
    ]);
    expect(body.vehicles[0].updatedAt).toMatch(/-0[45]:00$/);
  });

  it('filters by direction (vehicles of unknown direction stay); unknown line 404; no feed: empty and none', async () => {
    expect((await get('/api/v1/lines/nyc:2/vehicles?direction=1')).body.vehicles.map((v: any) => v.id)).toEqual(['v2']);
    expect((await get('/api/v1/lines/nyc:NOPE/vehicles')).status).toBe(404);
    const plain = createApp({ network: await buildTestNetwork() });
    expect(await (await plain.request('/api/v1/lines/nyc:2/vehicles')).json()).toEqual({
      lineId: 'nyc:2',
      realtime: { state: 'none' },
      vehicles: [],
    });
  });
});
