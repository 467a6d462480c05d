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

describe('collections and OpenAPI', () => {
  it('answers an item keyed by its collection, 404 for collections the network lacks or unknown ids', async () => {
    expect((await get('/core/v3/stopAreas/nyc:TSQ')).body.stopAreas[0].name).toBe('Times Sq-42 St');
    expect((await get('/core/v3/stopPoints/nyc:BP')).body.stopPoints[0].id).toBe('nyc:BP');
    expect((await get('/core/v3/lines/nyc:M42')).body.lines[0].mode).toBe('bus');
    const bikes = await get('/core/v3/bikeParks/1');
    expect(bikes.status).toBe(404);
    expect(bikes.body.error.code).toBe('unknown_collection');
    expect((await get('/core/v3/stopAreas/nope')).status).toBe(404);
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const { status, body } = await get('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/places',
      '/core/v3/reverseGeocode',
      '/api/v1/proximity/points',
      '/api/v1/lines/{id}/timetable',
      '/core/v3/{collection}/{id}',
    ]) {
      expect(body.paths[path]?.get).toBeDefined();
    }
    const search = body.paths['/api/v1/places'].get.parameters.find((p: { name: string }) => p.name === 'search');
    expect(search).toMatchObject({ in: 'query', required: false });
    expect(
      body.paths['/api/v1/lines/{id}/timetable'].get.parameters.find((p: { name: string }) => p.name === 'direction')
        .required,
    ).toBe(false);
  });
});
