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

describe('lines API', () => {
  it('lists lines grouped by mode in natural order', async () => {
    const { body } = await get('/api/v1/lines');
    expect(
      body.groups.map((g: { mode: string; lines: { shortName: string }[] }) => [
        g.mode,
        g.lines.map((l) => l.shortName),
      ]),
    ).toEqual([
      ['metro', ['2', '10']],
      ['bus', ['M42']],
    ]);
  });

  it('gives the words of the stops each line serves, for the line filter', async () => {
    const { status, body } = await get('/api/v1/lineStopWords');
    expect(status).toBe(200);
    expect(Object.keys(body.lines).sort()).toEqual(['nyc:10', 'nyc:2', 'nyc:M42']);
    expect(body.lines['nyc:2'].split(' ')).toEqual(expect.arrayContaining(['times', 'sq']));
  });

  it('details a line with its directions, ordered stops and shape', async () => {
    const { status, body } = await get('/api/v1/lines/nyc:2');
    expect(status).toBe(200);
    expect(body.line).toMatchObject({ id: 'nyc:2', agencyName: 'MTA New York City Transit', textColor: '#000000' });
    expect(body.directions.map((d: { id: string; headsign: string }) => [d.id, d.headsign])).toEqual([
      ['0', 'Times Sq'],
      ['1', 'Grand Central'],
    ]);
    expect(body.directions[0].stops.map((s: { id: string }) => s.id)).toEqual(['nyc:GCN', 'nyc:BP', 'nyc:TSQN']);
    expect(body.directions[0].shape).toHaveLength(3);
    expect(body.directions[1].shape).toEqual([]);
    expect((await get('/api/v1/lines/nope')).status).toBe(404);
  });

  it('builds the timetable grid of a direction for a date', async () => {
    const { status, body } = await get('/api/v1/lines/nyc:2/timetable?direction=0&date=2026-01-14');
    expect(status).toBe(200);
    expect(body.stops.map((s: { name: string }) => s.name)).toEqual([
      'Grand Central-42 St',
      '42 St-Bryant Pk',
      'Times Sq-42 St',
    ]);
    expect(body.stops[0]).toMatchObject({ visit: 0, timingPoint: true });
    expect(body.directions.map((d: { id: string }) => d.id)).toEqual(['0', '1']);
    expect(body.sections).toHaveLength(1);
    const trips = body.sections[0].trips;
    expect(trips.map((t: { id: string }) => t.id)).toEqual(['nyc:2N-0800', 'nyc:2N-0810', 'nyc:2N-2350']);
    expect(trips[2].times).toEqual([
      '2026-01-14T23:50:00-05:00',
      '2026-01-15T00:03:00-05:00',
      '2026-01-15T00:05:00-05:00',
    ]);
    expect(body).toMatchObject({ serviceDate: '2026-01-14', date: '2026-01-14' });
    const weekend = await get('/api/v1/lines/nyc:2/timetable?direction=0&date=2026-01-17');
    expect(weekend.body.sections).toEqual([]);
    const shifted = await get('/api/v1/lines/nyc:2/timetable?direction=0&date=2026-12-02');
    expect(shifted.body).toMatchObject({ serviceDate: '2026-01-28', serviceDateShiftedFrom: '2026-12-02' });
    expect(shifted.body.sections[0].trips[0].times[0]).toBe('2026-12-02T08:00:00-05:00');
    // Without a direction, the first one.
    expect((await get('/api/v1/lines/nyc:2/timetable?date=2026-01-14')).body.direction.id).toBe('0');
  });

  it('builds the paper-style week with weekday, Saturday and Sunday blocks', async () => {
    const { status, body } = await get('/api/v1/lines/nyc:2/week?direction=0&date=2026-01-15');
    expect(status).toBe(200);
    // The seven days from Thursday 15 on, Monday to Sunday: the coming Monday to Wednesday, not the past ones.
    expect(body.weekStart).toBe('2026-01-15');
    expect(body.days).toEqual([
      '2026-01-19',
      '2026-01-20',
      '2026-01-21',
      '2026-01-15',
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
    ]);
    expect(body.blocks.map((b: { name: string }) => b.name)).toEqual(['weekdays', 'saturday', 'sunday']);
    expect(body.blocks[0].sections[0][0].times[0]).toBe('08:00');
    expect((await get('/api/v1/lines/nyc:2/week?direction=9')).status).toBe(404);
  });

  it('answers 400 for a bad date and 404 for an unknown direction', async () => {
    expect((await get('/api/v1/lines/nyc:2/timetable?direction=0&date=2026-02-30')).status).toBe(400);
    expect((await get('/api/v1/lines/nyc:2/timetable?direction=0&date=soon')).status).toBe(400);
    expect((await get('/api/v1/lines/nyc:2/timetable?direction=7')).status).toBe(404);
  });

  it('answers a kept timetable or week again with the same JSON text', async () => {
    for (const path of [
      '/api/v1/lines/nyc:2/timetable?direction=1&date=2026-01-14',
      '/api/v1/lines/nyc:2/week?direction=1&date=2026-01-14',
    ]) {
      const first = await app.request(path);
      const again = await app.request(path);
      expect(again.status).toBe(200);
      expect(again.headers.get('content-type')).toBe('application/json');
      expect(await again.text()).toBe(await first.text());
    }
    // Another date of the same direction is its own answer.
    const other = await get('/api/v1/lines/nyc:2/timetable?direction=1&date=2026-01-17');
    expect(other.body.date).toBe('2026-01-17');
    expect((await get('/api/v1/lines/nyc:2/timetable?direction=7')).status).toBe(404);
  });
});
