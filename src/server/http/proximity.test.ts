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
const box = (s: number, w: number, n: number, e: number) =>
  `coord=${s},${w}&coord=${s},${e}&coord=${n},${e}&coord=${n},${w}`;

describe('proximity API', () => {
  it('returns the stop areas inside the four corners with modes, marker range and zoom rules', async () => {
    const { status, body } = await get(`/api/v1/proximity/points?${box(40.754, -73.989, 40.757, -73.983)}`);
    expect(status).toBe(200);
    const ids = body.points.map((p: { id: string }) => p.id).sort();
    expect(ids).toEqual(['nyc:TSQ', 'nyc:area:BP']);
    expect(body.points.find((p: { id: string }) => p.id === 'nyc:TSQ')).toMatchObject({
      type: 'stopArea',
      modes: ['metro'],
      markerRange: 'full',
    });
    expect(body.truncated).toBe(false);
    expect(body.zoomRules.length).toBeGreaterThan(0);
  });

  it('groups both sides of a street into one point', async () => {
    const { body } = await get(`/api/v1/proximity/points?${box(40.757, -73.991, 40.758, -73.989)}`);
    expect(body.points).toHaveLength(1);
    expect(body.points[0]).toMatchObject({ id: 'nyc:area:B1', modes: ['bus'], markerRange: 'small' });
  });

  it('refuses missing corners, bad coordinates and boxes too large', async () => {
    expect((await get('/api/v1/proximity/points')).status).toBe(400);
    expect((await get('/api/v1/proximity/points?coord=1,2')).status).toBe(400);
    expect((await get('/api/v1/proximity/points?coord=a,b&coord=1,2')).status).toBe(400);
    expect((await get(`/api/v1/proximity/points?${box(40, -75, 91, -73)}`)).status).toBe(400);
    const large = await get(`/api/v1/proximity/points?${box(40, -75, 41, -73)}`);
    expect(large.status).toBe(400);
    expect(large.body.error.code).toBe('box_too_large');
  });

  it('details a stop area and a stop point, 404 for unknown ones', async () => {
    const area = await get('/api/v1/proximity/points/stopArea/nyc:TSQ');
    expect(area.status).toBe(200);
    expect(area.body).toMatchObject({ id: 'nyc:TSQ', name: 'Times Sq-42 St', wheelchairBoarding: 1, modes: ['metro'] });
    expect(area.body.lines.map((l: { shortName: string; color: string }) => [l.shortName, l.color])).toEqual([
      ['2', '#EE352E'],
      ['10', '#0039A6'],
    ]);
    expect(area.body.stopPoints.map((s: { id: string }) => s.id)).toEqual(['nyc:TSQN', 'nyc:TSQS']);
    const point = await get('/api/v1/proximity/points/stopPoint/nyc:TSQN');
    expect(point.body).toMatchObject({ type: 'stopPoint', stopAreaId: 'nyc:TSQ' });
    expect((await get('/api/proximity/v2/stopAreas/nyc:GC')).body.name).toBe('Grand Central-42 St');
    expect((await get('/api/v1/proximity/points/stopArea/nope')).status).toBe(404);
    expect((await get('/api/v1/proximity/points/bikePark/nyc:TSQ')).status).toBe(404);
    expect((await get('/api/proximity/v2/stopAreas/nope')).status).toBe(404);
  });
});
