import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import { createApp } from './app.ts';

let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  app = createApp({ network: await buildTestNetwork() });
});
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as any };
};

describe('schedules API', () => {
  it('lists the next departures of a stop area grouped by line and terminus, ISO times with the offset', async () => {
    const { status, body } = await get(
      '/api/proximity/v2/stopAreas/nyc:GC/schedules?fromDatetime=2026-01-14T08:01:00&groupedByTerminus=true',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'nyc:GC', serviceDate: '2026-01-14', timezone: 'America/New_York' });
    expect(body.serviceDateShiftedFrom).toBeUndefined();
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0].terminus).toBe('Times Sq');
    // The board looks four hours ahead: the 23:50 trip is not on it yet.
    expect(body.groups[0].departures.map((d: { departureTime: string }) => d.departureTime)).toEqual([
      '2026-01-14T08:10:00-05:00',
    ]);
  });

  it("serves a stop point board and trips past midnight from yesterday's service day", async () => {
    const { body } = await get('/api/v1/stopPoints/nyc:TSQN/schedules?fromDatetime=2026-01-15T00:00:00-05:00');
    const departures = body.groups.flatMap((g: { departures: unknown[] }) => g.departures);
    expect(departures).toEqual([]);
    const bp = await get('/api/v1/stopPoints/nyc:BP/schedules?fromDatetime=2026-01-15T00:00:00-05:00&limit=1');
    const first = bp.body.groups[0].departures[0];
    expect(first).toMatchObject({
      tripId: 'nyc:2N-2350',
      departureTime: '2026-01-15T00:03:00-05:00',
      serviceDate: '2026-01-14',
    });
  });

  it('shifts a date outside the calendar to the same weekday of the nearest covered week, and says so', async () => {
    const { body } = await get('/api/proximity/v2/stopAreas/nyc:GC/schedules?fromDatetime=2026-11-25T08:01:00');
    expect(body).toMatchObject({ serviceDate: '2026-01-28', serviceDateShiftedFrom: '2026-11-25' });
    const departure = body.groups[0].departures[0];
    expect(departure).toMatchObject({
      departureTime: '2026-11-25T08:10:00-05:00',
      serviceDate: '2026-01-28',
      serviceDateShiftedFrom: '2026-11-25',
    });
  });

  it('lists departures of one line by direction or towards a stop', async () => {
    const north = await get(
      '/api/v1/stopPoints/nyc:BP/lines/nyc:2/departures?direction=0&fromDatetime=2026-01-14T07:00',
    );
    expect(north.status).toBe(200);
    expect(north.body.departures.map((d: { tripId: string }) => d.tripId)).toEqual([
      'nyc:2N-0800',
      'nyc:2N-0810',
      'nyc:2N-2350',
    ]);
    const south = await get(
      '/api/v1/stopPoints/nyc:BP/lines/nyc:2/departures?toStopPointId=nyc:GCS&fromDatetime=2026-01-14T07:00',
    );
    expect(south.body.departures).toHaveLength(1);
    expect(south.body.departures[0]).toMatchObject({
      tripId: 'nyc:2S-0805',
      departureTime: '2026-01-14T08:07:00-05:00',
      arrivalTime: '2026-01-14T08:10:00-05:00',
    });
    const byTerminus = await get(
      '/api/v1/stopPoints/nyc:BP/lines/nyc:2/departures?direction=Grand%20Central&fromDatetime=2026-01-14T07:00',
    );
    expect(byTerminus.body.departures).toHaveLength(1);
  });

  it('answers 404 for unknown stops or lines and 400 for bad parameters', async () => {
    expect((await get('/api/v1/stopPoints/nope/schedules')).status).toBe(404);
    expect((await get('/api/proximity/v2/stopAreas/nope/schedules')).status).toBe(404);
    expect((await get('/api/v1/stopPoints/nyc:BP/lines/nope/departures')).status).toBe(404);
    expect((await get('/api/v1/stopPoints/nyc:BP/lines/nyc:2/departures?toStopPointId=nope')).status).toBe(404);
    const bad = await get('/api/v1/stopPoints/nyc:BP/schedules?fromDatetime=tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('fromDatetime');
    expect((await get('/api/v1/stopPoints/nyc:BP/schedules?groupedByTerminus=maybe')).status).toBe(400);
    expect((await get('/api/v1/stopPoints/nyc:BP/schedules?limit=0')).status).toBe(400);
  });
});
