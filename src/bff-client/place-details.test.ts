import { describe, expect, it } from 'vitest';
import { createBffClient } from './bff-fetch.ts';
import { loadPlaceDetail } from './place-details.ts';

const detail = {
  id: 'subway:127',
  type: 'stopArea',
  name: 'Times Sq-42 St',
  lat: 40.75,
  lon: -73.98,
  city: '',
  wheelchairBoarding: 1,
  modes: ['metro'],
  lines: [],
  stopPoints: [],
  stopAreaId: 'subway:127',
};

/** A client over a fake transport answering each path with a status (the transport boundary, not the loader, is faked). */
function clientAnswering(statuses: Record<string, number>) {
  const asked: string[] = [];
  const client = createBffClient({
    baseUrl: 'http://bff.test',
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      const status = Object.entries(statuses).find(([prefix]) => path.startsWith(prefix))?.[1] ?? 500;
      return new Response(JSON.stringify(status === 200 ? detail : { error: { code: 'x', message: 'x' } }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, asked };
}

describe('place details (two sources)', () => {
  it('uses the first source when it answers', async () => {
    const { client, asked } = clientAnswering({ '/api/v1/proximity/points/stopArea/': 200 });
    expect(await loadPlaceDetail(client, 'stopArea', 'subway:127')).toMatchObject({
      status: 'found',
      detail: { name: 'Times Sq-42 St' },
    });
    expect(asked).toHaveLength(1);
  });

  it('falls back to the stop-area call when the first fails', async () => {
    const { client } = clientAnswering({ '/api/v1/proximity/points/': 503, '/api/proximity/v2/stopAreas/': 200 });
    expect((await loadPlaceDetail(client, 'stopArea', 'subway:127')).status).toBe('found');
  });

  it("says 'Could not fetch place details' only when both fail, and not found for an unknown id", async () => {
    expect(await loadPlaceDetail(clientAnswering({}).client, 'stopPoint', 'x')).toEqual({
      status: 'failed',
      message: 'Could not fetch place details',
    });
    expect(
      await loadPlaceDetail(clientAnswering({ '/api/v1/proximity/points/': 404 }).client, 'stopArea', 'nope'),
    ).toEqual({ status: 'notFound' });
  });
});
