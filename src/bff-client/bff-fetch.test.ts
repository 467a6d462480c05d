import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUrl, createBffClient } from './bff-fetch.ts';

const Thing = z.object({ id: z.string() });

function clientAnswering(answer: (request: Request) => Response | Promise<Response>, timeoutMs = 1000) {
  const seen: Request[] = [];
  const client = createBffClient({
    baseUrl: 'http://api.test/bff',
    headers: { 'X-Test': '1' },
    defaultTimeoutMs: timeoutMs,
    fetch: async (request) => {
      seen.push(request);
      return answer(request);
    },
  });
  return { client, seen };
}

describe('bff client', () => {
  it('builds query strings, leaving out empty values and repeating arrays', () => {
    expect(buildUrl('/bff/', '/api/v1/places', { search: 'gare', userLatLon: undefined, m: ['BUS', 'METRO'] })).toBe(
      '/bff/api/v1/places?search=gare&m=BUS&m=METRO',
    );
  });

  it('returns parsed data on success and sends JSON bodies with the client headers', async () => {
    const { client, seen } = clientAnswering(() => Response.json({ id: 'a', extra: true }));
    const result = await client.request('/things', Thing, { method: 'POST', body: { name: 'x' } });
    expect(result).toEqual({ ok: true, status: 200, data: { id: 'a' } });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(seen[0].headers.get('x-test')).toBe('1');
    expect(await seen[0].json()).toEqual({ name: 'x' });
  });

  it('turns an API error body into a typed failure', async () => {
    const { client } = clientAnswering(() =>
      Response.json({ error: { code: 'unauthorized', message: 'Sign in first' } }, { status: 401 }),
    );
    expect(await client.request('/things', Thing)).toEqual({
      ok: false,
      status: 401,
      code: 'unauthorized',
      message: 'Sign in first',
    });
  });

  it('flags a body that breaks the contract', async () => {
    const { client } = clientAnswering(() => Response.json({ id: 42 }));
    const result = await client.request('/things', Thing);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('invalid_response');
  });

  it('times out a call that never answers', async () => {
    const { client } = clientAnswering(() => new Promise<Response>(() => {}), 30);
    const result = await client.request('/slow', Thing);
    expect(result).toMatchObject({ ok: false, status: 0, code: 'timeout' });
  });

  it('reports a caller abort as aborted, not as a timeout', async () => {
    const { client } = clientAnswering(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = client.request('/slow', Thing, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, code: 'aborted' });
  });

  it('reports a transport failure as network', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await client.request('/x', Thing)).toMatchObject({
      ok: false,
      status: 0,
      code: 'network',
      message: 'fetch failed',
    });
  });

  it('keeps a status-derived code when the error body is not JSON', async () => {
    const { client } = clientAnswering(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await client.send('/x', { method: 'DELETE' })).toMatchObject({ ok: false, status: 502, code: 'http_502' });
  });
});

describe('refused sessions', () => {
  it('tells the client owner when a call answers 401, and only then', async () => {
    let told = 0;
    const client = createBffClient({
      baseUrl: 'http://api.test/bff',
      onUnauthorized: () => (told += 1),
      fetch: async (request) =>
        new URL(request.url).pathname.endsWith('/me')
          ? Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 })
          : Response.json({ id: 'a' }),
    });
    await client.request('/things', Thing);
    expect(told).toBe(0);
    await client.request('/me', Thing);
    expect(told).toBe(1);
  });
});
