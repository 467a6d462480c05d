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

describe('places API', () => {
  it('finds "times sq" as Times Sq-42 St with its lines, on all three paths', async () => {
    for (const path of ['/api/v1/places', '/core/v3/placesSearch', '/core/v3/places']) {
      const { status, body } = await get(`${path}?search=times%20sq`);
      expect(status).toBe(200);
      expect(body.places[0]).toMatchObject({
        id: 'nyc:TSQ',
        name: 'Times Sq-42 St',
        type: 'stopArea',
        subTitle: '2 · 10',
      });
      expect(body.places[0].lines.map((line: { id: string }) => line.id)).toEqual(['nyc:2', 'nyc:10']);
    }
  });

  it('matches word prefixes ignoring case, accents and punctuation, and one typo in long words', async () => {
    const names = async (search: string) =>
      (await get(`/api/v1/places?search=${encodeURIComponent(search)}`)).body.places.map(
        (p: { name: string }) => p.name,
      );
    expect(await names('42 st')).toEqual(
      expect.arrayContaining(['Times Sq-42 St', 'Grand Central-42 St', '42 St-Bryant Pk', 'W 42 ST/8 AV']),
    );
    expect((await names('42 st'))[0]).toBe('42 St-Bryant Pk');
    expect(await names('GRÄND  céntral!')).toContain('Grand Central-42 St');
    expect(await names('grand centrl')).toContain('Grand Central-42 St');
    expect(await names('crosstwn')).toContain('10');
    expect(await names('xyz')).toEqual([]);
  });

  it('answers an empty list for an empty query and 400 for an oversized one or bad userLatLon', async () => {
    expect((await get('/api/v1/places?search=')).body).toEqual({ places: [] });
    expect((await get('/api/v1/places')).body).toEqual({ places: [] });
    const long = await get(`/api/v1/places?search=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('invalid_request');
    expect((await get('/api/v1/places?search=42&userLatLon=north')).status).toBe(400);
    expect((await get('/api/v1/places?search=42&userLatLon=95,0')).status).toBe(400);
  });

  it('ranks equal matches by distance to userLatLon', async () => {
    const near = await get('/api/v1/places?search=42%20st&userLatLon=40.7575,-73.9899');
    const bus = near.body.places.find((p: { name: string }) => p.name === 'W 42 ST/8 AV');
    expect(bus.distance).toBeLessThan(20);
  });

  it('reverse geocodes to the nearest stop area, 404 far away, 400 out of range', async () => {
    const { status, body } = await get('/core/v3/reverseGeocode?lat=40.7553&lon=-73.9874');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'nyc:TSQ', name: 'Times Sq-42 St', postCode: '' });
    expect((await get('/core/v3/reverseGeocode?lat=10&lon=10')).status).toBe(404);
    expect((await get('/core/v3/reverseGeocode?lat=100&lon=10')).status).toBe(400);
    expect((await get('/core/v3/reverseGeocode?lat=abc')).status).toBe(400);
  });

  it('answers 503 with a JSON error when no network is loaded', async () => {
    const res = await createApp({}).request('/api/v1/places?search=x');
    expect(res.status).toBe(503);
    expect(((await res.json()) as any).error.code).toBe('network_unavailable');
  });
});
