import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../../test-support/gtfs-rt-fixtures.ts';
import { GtfsRealtime } from './gtfs-rt.ts';
import { RealtimeFeeds } from './realtime-feeds.ts';

/** Service alerts with translations, served locally and read through GET /api/v1/alerts of the test network. */

const { Effect, Cause } = GtfsRealtime.Alert;
const text = (pairs: Record<string, string>) => ({
  translation: Object.entries(pairs).map(([language, value]) => ({ language, text: value })),
});
const nowSeconds = Math.floor(Date.now() / 1000);

let server: FixtureServer;
let network: TransitNetwork;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await startFixtureServer();
  network = await buildTestNetwork();
  server.set('/alerts', {
    body: encodeFeed([
      {
        id: 'line2',
        alert: {
          informedEntity: [{ routeId: '2' }],
          effect: Effect.SIGNIFICANT_DELAYS,
          cause: Cause.TECHNICAL_PROBLEM,
          headerText: text({ en: 'Line 2: delays', fr: 'Ligne 2 : retards' }),
          descriptionText: text({ en: 'A signal problem at 96 St.', fr: 'Un problème de signalisation à 96 St.' }),
          url: text({ en: 'javascript:alert(1)' }),
          activePeriod: [{ start: nowSeconds - 600, end: nowSeconds + 3600 }],
        },
      },
      {
        id: 'bp',
        alert: {
          informedEntity: [{ stopId: 'BP' }],
          effect: Effect.STOP_MOVED,
          headerText: text({ '': 'Bryant Pk stop moved', es: 'Parada trasladada' }),
          url: text({ '': 'https://mta.example/bp' }),
        },
      },
      {
        id: 'station',
        alert: {
          informedEntity: [{ stopId: 'GC' }],
          effect: Effect.ACCESSIBILITY_ISSUE,
          headerText: text({ en: 'Grand Central elevator out of service' }),
        },
      },
      {
        id: 'agency',
        alert: {
          informedEntity: [{ agencyId: 'MTA', routeType: 3 }],
          effect: Effect.REDUCED_SERVICE,
          headerText: text({ en: 'Buses: weekend schedule' }),
        },
      },
      {
        id: 'past',
        alert: {
          informedEntity: [{ routeId: '2' }],
          headerText: text({ en: 'Yesterday' }),
          activePeriod: [{ start: nowSeconds - 86_400, end: nowSeconds - 3600 }],
        },
      },
      {
        id: 'elsewhere',
        alert: { informedEntity: [{ routeId: 'NOT-HERE' }], headerText: text({ en: 'Another network' }) },
      },
    ]),
  });
  const feeds = new RealtimeFeeds(
    {
      sources: [{ feedId: 'nyc', url: `${server.baseUrl}/alerts`, headers: {} }],
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

const alerts = async (query: string) => {
  const res = await app.request(`/api/v1/alerts?${query}`);
  return { status: res.status, body: (await res.json()) as any };
};
const headers = (body: any) => body.alerts.map((a: any) => a.header);

describe('GET /api/v1/alerts', () => {
  it('a line page gets its line alerts in the visitor language, links only when http(s)', async () => {
    const { body } = await alerts('line=nyc:2&lang=fr');
    expect(body.alerts).toEqual([
      expect.objectContaining({
        id: 'nyc:line2',
        effect: 'SIGNIFICANT_DELAYS',
        cause: 'TECHNICAL_PROBLEM',
        header: 'Ligne 2 : retards',
        description: 'Un problème de signalisation à 96 St.',
        language: 'fr',
        url: null,
        lineIds: ['nyc:2'],
        networkWide: false,
      }),
    ]);
    expect(body.alerts[0].activePeriods[0].start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
    // German is not in the feed: English, the feed's other text.
    expect(headers((await alerts('line=nyc:2&lang=de')).body)).toEqual(['Line 2: delays']);
  });

  it('a stop page gets its stops, its station, and its lines as a whole; mode-wide alerts reach bus stops', async () => {
    expect(headers((await alerts('stopArea=nyc:area:BP&lang=en')).body)).toEqual([
      'Line 2: delays',
      'Bryant Pk stop moved',
    ]);
    expect(headers((await alerts('stopArea=nyc:GC&lang=en')).body)).toEqual([
      'Line 2: delays',
      'Grand Central elevator out of service',
    ]);
    expect((await alerts('stopArea=nyc:area:BP&lang=es')).body.alerts[1]).toMatchObject({
      header: 'Parada trasladada',
      url: 'https://mta.example/bp',
      effect: 'STOP_MOVED',
    });
    expect(headers((await alerts('stopPoint=nyc:B1')).body)).toEqual(['Buses: weekend schedule']);
    expect((await alerts('line=nyc:M42')).body.alerts[0]).toMatchObject({ networkWide: true });
  });

  it('no filter lists every alert in force; unknown ids are 404, bad parameters 400', async () => {
    expect((await alerts('')).body.alerts).toHaveLength(4);
    expect((await alerts('line=nyc:NOPE')).status).toBe(404);
    expect((await alerts('trip=nyc:NOPE')).status).toBe(404);
    expect((await alerts('lang=xx')).status).toBe(400);
  });

  it('without a realtime feed the answer is an empty list', async () => {
    const plain = createApp({ network });
    expect(await (await plain.request('/api/v1/alerts?line=nyc:2')).json()).toEqual({ alerts: [] });
  });
});
