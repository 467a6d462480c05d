import { describe, expect, it } from 'vitest';
import { readNetworkFile } from '../network/model/network-file.ts';
import { networkFilePath } from '../network/model/network-location.ts';
import type { SearchResponse } from '../../contract/trip-planner.ts';
import { createApp } from './app.ts';

// The default NYC network compiled by `npm run data` (run before the unit tests by `pretest:unit`). Skips cleanly when
// data/ holds no valid network file, e.g. a checkout that never imported.
const loaded = readNetworkFile(networkFilePath());
const network = loaded.ok && loaded.network.lookup.route.has('subway:1') ? loaded.network : undefined;

describe.skipIf(!network)('real NYC network', () => {
  const app = createApp({ network });
  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as any };
  };

  it('finds Times Sq-42 St first for "Times Sq"', async () => {
    const { body } = await get('/api/v1/places?search=Times%20Sq');
    expect(body.places[0]).toMatchObject({ name: 'Times Sq-42 St', type: 'stopArea' });
    expect(body.places[0].lines.map((line: { shortName: string }) => line.shortName)).toEqual(
      expect.arrayContaining(['1', '2', '3', '7', 'N', 'Q', 'R', 'W', 'S']),
    );
  });

  it('has departures today at Times Sq-42 St (shifted to a covered week when the bundled feed is stale)', async () => {
    const { body: search } = await get('/api/v1/places?search=Times%20Sq');
    const { status, body } = await get(
      `/api/proximity/v2/stopAreas/${encodeURIComponent(search.places[0].id)}/schedules`,
    );
    expect(status).toBe(200);
    const departures = body.groups.flatMap((group: { departures: unknown[] }) => group.departures);
    expect(departures.length).toBeGreaterThan(0);
    expect(departures[0].departureTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
  });

  it('returns Times Sq-42 St in a proximity box around it', async () => {
    const corners = ['40.753,-73.990', '40.753,-73.985', '40.758,-73.985', '40.758,-73.990']
      .map((c) => `coord=${c}`)
      .join('&');
    const { status, body } = await get(`/api/v1/proximity/points?${corners}`);
    expect(status).toBe(200);
    expect(body.points.map((point: { name: string }) => point.name)).toContain('Times Sq-42 St');
  });

  it('has trips in the 1 train timetable', async () => {
    const { body: line } = await get('/api/v1/lines/subway:1');
    expect(line.directions.length).toBe(2);
    const { status, body } = await get(`/api/v1/lines/subway:1/timetable?direction=${line.directions[0].id}`);
    expect(status).toBe(200);
    expect(body.sections.flatMap((section: { trips: unknown[] }) => section.trips).length).toBeGreaterThan(50);
    expect(body.stops.map((stop: { name: string }) => stop.name)).toContain('Times Sq-42 St');
  });

  it('finds step-free journeys on MTA stops without accessibility information, marked unknown', async () => {
    // The MTA subway and bus feeds say nothing about accessibility (GTFS 0): allowed, and said to be unknown.
    for (const [fromId, toId] of [
      ['subway:127', 'subway:640'],
      ['subway:631', 'subway:D26'],
    ]) {
      const res = await app.request('/api/trip-planner/v2/journeys/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fromId,
          toId,
          departureDateTime: '2026-10-14T08:30:00',
          rangeMinutes: 0,
          itineraryOptions: { wheelchair: true },
        }),
      });
      const body = (await res.json()) as SearchResponse;
      const journeys = body.groups.flatMap((group) => group.journeys);
      expect(journeys.length, `${fromId} → ${toId}`).toBeGreaterThan(0);
      expect(journeys.every((journey) => journey.accessibility === 'unknown')).toBe(true);
      const ride = journeys[0].sections.find((section) => section.type === 'PUBLIC_TRANSPORT');
      expect(ride).toMatchObject({ accessibility: 'unknown', from: { accessibility: 'unknown' } });
    }
  });
});
