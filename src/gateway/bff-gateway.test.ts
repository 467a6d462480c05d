import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { ALL } from '../pages/bff/[...path].ts';

/** The Astro door of /bff on a stand-in context; a cross-site write is refused before any backend is built. */
function run(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const url = new URL(`http://site.test${path}`);
  const context = { url, request: new Request(url, init), clientAddress: '192.0.2.1' } as unknown as APIContext;
  return ALL(context) as Promise<Response>;
}

describe('the Astro door of /bff', () => {
  it("refuses a cross-site write with the API JSON 403, as the front door's fast path answers", async () => {
    for (const [path, init] of [
      [
        '/bff/api/v1/favorites',
        { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, body: 'x' },
      ],
      ['/bff/api/v1/favorites/f1', { method: 'DELETE' }],
      ['/bff', { method: 'PUT' }],
    ] as const) {
      const response = await run(path, init);
      expect(response.status, path).toBe(403);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: { code: 'cross_origin_write', message: 'Cross-origin writes are refused: send the Origin of this site' },
      });
    }
  });
});
