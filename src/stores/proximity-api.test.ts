import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProximityPoints } from './proximity-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchProximityPoints', () => {
  it('asks for the points with the four map corners (spec section 7: coord=lat,lng, four map corners)', async () => {
    const fetchMock = vi.fn(async (_request: Request) =>
      Response.json({ points: [], truncated: false, zoomRules: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await fetchProximityPoints([40.75, -73.99, 40.76, -73.98], new AbortController().signal);
    expect(answer.ok).toBe(true);
    const url = new URL(fetchMock.mock.calls[0][0].url);
    expect(url.pathname).toMatch(/\/api\/v1\/proximity\/points$/);
    expect(url.searchParams.getAll('coord')).toEqual(['40.75,-73.99', '40.76,-73.99', '40.76,-73.98', '40.75,-73.98']);
  });
});
