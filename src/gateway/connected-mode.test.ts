import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { z } from 'zod';
import { proxyBffRequest } from './bff-proxy.ts';
import { ssrBff } from '../bff-client/ssr-bff.ts';
import { ME_PATH } from '../contract/account.ts';
import type { BffTarget } from './bff-target.ts';

/** Connected mode against a stand-in for the operator's BFF on 127.0.0.1: what it receives, and how slowness ends. */
let server: Server;
let base = '';
const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.url?.startsWith('/slow')) return; // never answers
    response.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'upstream=1' });
    response.end(
      JSON.stringify(request.url?.startsWith('/user-web/me') ? { attributes: { firstName: 'Ada' } } : { banners: [] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const target = (timeoutMs = 2000): BffTarget & { mode: 'connected' } => ({
  mode: 'connected',
  bffUrl: base,
  ssrBffUrl: base,
  apiKey: 'secret-key',
  timeoutMs,
});

describe('connected mode', () => {
  it('the proxy adds the API key, the bearer token and the locale, and passes no upstream cookie to the browser', async () => {
    const response = await proxyBffRequest(
      new Request('http://site.test/bff/core/v1/banners?x=1', {
        headers: { cookie: 'userToken=tok-123', 'accept-language': 'it-IT' },
      }),
      { target: target(), embeddedFetch: () => Promise.reject(new Error('not used')) },
    );
    expect(response.status).toBe(200);
    // The upstream's own cookie stays behind; the only one set is the site's anonymous visitor cookie.
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['visitor']);
    const last = seen.at(-1)!;
    expect(last.url).toBe('/core/v1/banners?x=1');
    expect(last.headers['x-api-key']).toBe('secret-key');
    expect(last.headers.authorization).toBe('Bearer tok-123');
    expect(last.headers['accept-language']).toBe('it');
    expect(last.headers.cookie).toBeUndefined();
  });

  it('the proxy answers 504 when the BFF does not answer in time', async () => {
    const response = await proxyBffRequest(new Request('http://site.test/bff/slow'), {
      target: target(150),
      embeddedFetch: () => Promise.reject(new Error('not used')),
    });
    expect(response.status).toBe(504);
    expect((await response.json()).error.code).toBe('upstream_timeout');
  });

  it('server-side rendering calls the SSR address with the same headers', async () => {
    const result = await ssrBff({ token: 'tok-456', lang: 'de' }, target()).request(
      '/core/v1/banners',
      z.object({ banners: z.array(z.unknown()) }),
    );
    expect(result).toEqual({ ok: true, status: 200, data: { banners: [] } });
    const last = seen.at(-1)!;
    expect(last.headers['x-api-key']).toBe('secret-key');
    expect(last.headers.authorization).toBe('Bearer tok-456');
    expect(last.headers['accept-language']).toBe('de');
  });

  it('the account calls go to the user-web service (USER_WEB_URL), from the proxy and from server-side rendering', async () => {
    const withUserWeb: BffTarget = { ...target(), userWebUrl: `${base}/user-web` };
    const proxied = await proxyBffRequest(
      new Request('http://site.test/bff/me?attributes', { headers: { cookie: 'userToken=tok-1' } }),
      {
        target: withUserWeb,
        embeddedFetch: () => Promise.reject(new Error('not used')),
      },
    );
    expect(proxied.status).toBe(200);
    expect(seen.at(-1)!.url).toBe('/user-web/me?attributes');
    const rendered = await ssrBff({ token: 'tok-2' }, withUserWeb).request(
      ME_PATH,
      z.object({ attributes: z.record(z.string(), z.unknown()) }),
    );
    expect(rendered).toMatchObject({ ok: true, data: { attributes: { firstName: 'Ada' } } });
    expect(seen.at(-1)!.url).toBe('/user-web/me?attributes');
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer tok-2');
  });
});
