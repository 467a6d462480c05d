import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../contract/trip-planner.ts';
import { createApp } from '../http/app.ts';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../../test-support/gtfs-rt-fixtures.ts';
import { GtfsRealtime } from './gtfs-rt.ts';
import { RealtimeFeeds } from './realtime-feeds.ts';

/** Journey answers with the realtime word on their rides: line 2 Grand Central → Times Sq at 08:00 (late) and 08:10 (cancelled). */

let server: FixtureServer;
let app: ReturnType<typeof createApp>;
let timetableOnly: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await startFixtureServer();
  const network = await buildTestNetwork();
  timetableOnly = createApp({ network });
  server.set('/rt', {
    body: encodeFeed([
      {
        id: 'late',
        tripUpdate: {
          trip: { tripId: '2N-0800', startDate: '20260106' },
          stopTimeUpdate: [
            { stopId: 'GCN', departure: { delay: 360 } },
            { stopId: 'TSQN', arrival: { delay: 420 } },
          ],
        },
      },
      {
        id: 'gone',
        tripUpdate: {
          trip: {
            tripId: '2N-0810',
            startDate: '20260106',
            scheduleRelationship: GtfsRealtime.TripDescriptor.ScheduleRelationship.CANCELED,
          },
        },
      },
      {
        id: 'a',
        alert: {
          informedEntity: [{ routeId: '2' }],
          headerText: {
            translation: [
              { language: 'en', text: 'Line 2 delays' },
              { language: 'fr', text: 'Ligne 2 : retards' },
            ],
          },
        },
      },
    ]),
  });
  const feeds = new RealtimeFeeds(
    {
      sources: [{ feedId: 'nyc', url: `${server.baseUrl}/rt`, headers: {} }],
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

async function search(date: string, lang = 'en', on = app) {
  const res = await on.request('/api/trip-planner/v2/journeys/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({
      fromId: 'nyc:GC',
      toId: 'nyc:TSQ',
      departureDateTime: `${date}T07:55:00`,
      rangeMinutes: 20,
    }),
  });
  expect(res.status).toBe(200);
  return SearchResponse.parse(await res.json());
}

describe('journeys with realtime', () => {
  it("today's rides carry predicted times and cancellations; journeys say what no longer works and which alerts concern them", async () => {
    const answer = await search('2026-01-06', 'fr');
    const journeys = answer.groups.flatMap((group) => group.journeys);
    const byDeparture = new Map(journeys.map((journey) => [journey.departureDateTime.slice(11, 16), journey]));
    const late = byDeparture.get('08:00')!;
    const ride = late.sections.find((section) => section.type === 'PUBLIC_TRANSPORT')!;
    expect(ride.type === 'PUBLIC_TRANSPORT' && ride.realtime).toEqual({
      status: 'late',
      expectedDeparture: '2026-01-06T08:06:00-05:00',
      expectedArrival: '2026-01-06T08:12:00-05:00',
      departureDelaySeconds: 360,
      arrivalDelaySeconds: 420,
      alightingSkipped: false,
    });
    // Scheduled times stay as planned; the journey's predicted arrival moves with its last ride.
    expect(ride.departureDateTime).toBe('2026-01-06T08:00:00-05:00');
    expect(late.realtime).toEqual({ expectedArrival: '2026-01-06T08:12:00-05:00', warnings: [], alertIds: ['nyc:a'] });
    expect(answer.alerts).toEqual([expect.objectContaining({ id: 'nyc:a', header: 'Ligne 2 : retards' })]);
  });

  it('the planner leaves cancelled trips out of today; a journey saved before the cancellation says it is cancelled', async () => {
    const live = (await search('2026-01-06')).groups
      .flatMap((group) => group.journeys)
      .map((journey) => journey.departureDateTime.slice(11, 16));
    expect(live).toContain('08:00');
    expect(live).not.toContain('08:10');
    const before = (await search('2026-01-06', 'en', timetableOnly)).groups
      .flatMap((group) => group.journeys)
      .find((journey) => journey.departureDateTime.includes('T08:10'))!;
    const res = await app.request('/api/trip-planner/v2/journeys/detailed', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tripType: '0', journeySummaryCode: before.journeySummaryCode }),
    });
    const saved = SearchResponse.parse(await res.json()).groups[0].journeys[0];
    expect(saved.realtime?.warnings).toEqual([{ kind: 'cancelled', ride: 0 }]);
  });

  it('another day is the timetable alone (the feed speaks of today)', async () => {
    const answer = await search('2026-01-07');
    const journey = answer.groups[0].journeys[0];
    expect(journey.sections.some((section) => section.type === 'PUBLIC_TRANSPORT' && section.realtime)).toBe(false);
    expect(journey.realtime?.warnings).toEqual([]);
  });
});

describe('the planner on today’s predictions', () => {
  // The clock of the feeds says 2026-01-06, noon in New York: that day's trip updates are today's.
  const nowMs = Date.parse('2026-01-06T17:00:00Z');
  let live: ReturnType<typeof createApp>;
  let liveServer: FixtureServer;
  beforeAll(async () => {
    liveServer = await startFixtureServer();
    const network = await buildTestNetwork();
    // The 08:00 leaves Grand Central 15 minutes late, after the on-time 08:10.
    liveServer.set('/rt', {
      body: encodeFeed([
        {
          id: 'late',
          tripUpdate: {
            trip: { tripId: '2N-0800', startDate: '20260106' },
            stopTimeUpdate: [{ stopId: 'GCN', departure: { delay: 900 } }],
          },
        },
      ]),
    });
    const feeds = new RealtimeFeeds(
      {
        sources: [{ feedId: 'nyc', url: `${liveServer.baseUrl}/rt`, headers: {} }],
        pollMs: 30_000,
        timeoutMs: 2000,
        maxAgeMs: 300_000,
      },
      network,
      { now: () => nowMs },
    );
    await feeds.pollAll();
    live = createApp({ network, realtime: feeds });
  });
  afterAll(() => liveServer.close());

  const rides = (answer: SearchResponse) =>
    answer.groups
      .flatMap((group) => group.journeys)
      .map((journey) => journey.sections.flatMap((section) => (section.type === 'PUBLIC_TRANSPORT' ? [section] : [])));

  it('routes on the delay: the on-time later train arrives first, the late one is ridden when it is the only one left', async () => {
    const at = async (time: string, on = live) => {
      const res = await on.request('/api/trip-planner/v2/journeys/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ fromId: 'nyc:GC', toId: 'nyc:TSQ', departureDateTime: `2026-01-06T${time}:00` }),
      });
      return SearchResponse.parse(await res.json());
    };
    // The journey arriving first (as predicted): the timetable says the 08:00, the feed the 08:10.
    const firstArriving = (answer: SearchResponse) =>
      answer.groups
        .flatMap((group) => group.journeys)
        .sort(
          (a, b) =>
            Date.parse(a.realtime?.expectedArrival ?? a.arrivalDateTime) -
            Date.parse(b.realtime?.expectedArrival ?? b.arrivalDateTime),
        )
        .map((journey) => journey.sections.find((section) => section.type === 'PUBLIC_TRANSPORT')!)[0];
    expect(firstArriving(await at('07:55', timetableOnly))).toMatchObject({ tripId: 'nyc:2N-0800' });
    expect(firstArriving(await at('07:55'))).toMatchObject({ tripId: 'nyc:2N-0810' });
    // Another day: the timetable.
    const tomorrow = await live.request('/api/trip-planner/v2/journeys/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fromId: 'nyc:GC', toId: 'nyc:TSQ', departureDateTime: '2026-01-07T07:55:00' }),
    });
    expect(firstArriving(SearchResponse.parse(await tomorrow.json()))).toMatchObject({ tripId: 'nyc:2N-0800' });
    // From 08:11 the timetable has nothing before the night train; the late 08:00 leaves at 08:15.
    const late = await at('08:11');
    const ride = rides(late)[0][0];
    expect(ride.tripId).toBe('nyc:2N-0800');
    // The timetable's time stays the section's; the prediction is beside it, and the journey arrives as predicted.
    expect(ride.departureDateTime).toBe('2026-01-06T08:00:00-05:00');
    expect(ride.realtime).toMatchObject({
      status: 'late',
      expectedDeparture: '2026-01-06T08:15:00-05:00',
      expectedArrival: '2026-01-06T08:20:00-05:00',
    });
    expect(late.groups[0].journeys[0].realtime?.expectedArrival).toBe('2026-01-06T08:20:00-05:00');
    expect(late.groups[0].journeys[0].realtime?.warnings).toEqual([]);
    // Its detailed journey (the code) is laid out on the same predictions.
    const detailed = await live.request('/api/trip-planner/v2/journeys/detailed', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tripType: '0', journeySummaryCode: late.groups[0].journeys[0].journeySummaryCode }),
    });
    const again = SearchResponse.parse(await detailed.json()).groups[0].journeys[0];
    expect(again.sections).toEqual(late.groups[0].journeys[0].sections);
  });
});
