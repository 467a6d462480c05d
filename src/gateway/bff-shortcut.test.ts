import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { publishApiShortcut } from '../front-door/api-shortcut.ts';
import { createSiteServer } from '../front-door/site-server.ts';
import { SECURITY_HEADERS } from '../middleware/headers.ts';
import { buildNetworkFromGtfsText } from '../test-support/network-from-gtfs-text.ts';
import { createApp } from '../server/http/app.ts';
import { memoryRateLimitStore } from '../server/http/rate-limit-store.ts';
import { bffShortcut } from './bff-shortcut.ts';

// The real front door (createSiteServer) and the real shortcut, proxy and backend (createApp on a one-line network,
// tiny rate limits); Astro is a stand-in that counts the requests reaching it. What is under test: /bff calls, 429s
// included, are answered without entering Astro, and a call is counted once although the backend limits too.

const network = await buildNetworkFromGtfsText({
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,40.70,-74.0\nB,Bravo,40.71,-74.0',
  'routes.txt': 'route_id,agency_id,route_short_name,route_type\n1,T,1,3',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20260101,20260131',
  'trips.txt': 'route_id,service_id,trip_id\n1,ALL,t1',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nt1,08:00:00,08:00:00,A,1\nt1,08:10:00,08:10:00,B,2',
});

const rates = {
  journeySearch: { capacity: 3, refillPerSecond: 1 / 60 },
  placeSearch: { capacity: 100, refillPerSecond: 1 },
  signIn: { capacity: 2, refillPerSecond: 1 / 60 },
  signUp: { capacity: 1, refillPerSecond: 1 / 600 },
  cartWrite: { capacity: 2, refillPerSecond: 1 / 60 },
  cartRead: { capacity: 100, refillPerSecond: 1 / 60 },
};

let server: http.Server | undefined;
afterEach(async () => {
  publishApiShortcut(undefined);
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function start(options: { embedded?: boolean } = {}) {
  const rateLimits = { store: memoryRateLimitStore(), rates };
  const backend = createApp({ network, rateLimits }, { basePath: '/bff' });
  publishApiShortcut(
    bffShortcut({
      embedded: () => options.embedded ?? true,
      rateLimits: async () => rateLimits,
      backend: async () => backend,
      trustedProxies: () => undefined,
    }),
  );
  const astro = { calls: [] as string[] };
  server = createSiteServer({
    handler: (req, res) => {
      astro.calls.push(`${req.method} ${req.url}`);
      res.writeHead(299, { 'Content-Type': 'text/plain' });
      res.end('answered by Astro');
    },
    clientDir: '/nonexistent',
    securityHeaders: SECURITY_HEADERS,
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, astro };
}

const search = (base: string) =>
  fetch(`${base}/bff/api/trip-planner/v2/journeys/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ fromId: 'A', toId: 'B', departureDateTime: '2026-01-14T07:55:00' }),
  });

describe('the /bff shortcut of the front door', () => {
  it('answers journey searches, and the 429 past the bucket, without entering Astro; each search counted once', async () => {
    const { base, astro } = await start();
    for (let i = 0; i < 3; i++) {
      const answer = await search(base);
      expect(answer.status).toBe(200);
      expect((await answer.json()).groups[0].journeys.length).toBeGreaterThan(0);
    }
    const refused = await search(base);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect(astro.calls).toEqual([]);
    // Pages still go to Astro.
    expect((await fetch(`${base}/fr`)).status).toBe(299);
    expect(astro.calls).toEqual(['GET /fr']);
  });

  it('spends no sign-in attempt on a forged cross-site sign-in (the proxy refuses it with 403)', async () => {
    const { base, astro } = await start();
    const signIn = (origin: string) =>
      fetch(`${base}/bff/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'a@example.com', password: 'wrong-password' }),
      });
    for (let i = 0; i < 4; i++) expect((await signIn('https://evil.example')).status).toBe(403);
    const own = [];
    for (let i = 0; i < 3; i++) own.push((await signIn(base)).status);
    expect(own.slice(0, 2)).not.toContain(429);
    expect(own[2]).toBe(429);
    expect(astro.calls).toEqual([]);
  });

  it('leaves connected mode to Astro; refuses what Astro refuses by itself (a cross-site form post) with the JSON 403', async () => {
    const { base, astro } = await start({ embedded: false });
    expect((await fetch(`${base}/bff/api/v1/network`)).status).toBe(299);
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    const embedded = await start();
    // Session 7 audit: these reached Astro's checkOrigin, whose 403 is text/plain ("Cross-site … form submissions").
    const formPost = await fetch(`${embedded.base}/bff/api/v1/favorites`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: 'x',
    });
    const bareDelete = await fetch(`${embedded.base}/bff/api/v1/favorites/f1`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer x' },
    });
    // A dot segment that stays under /bff (fetch would resolve it: sent raw).
    const dotted = await new Promise<Response>((resolve, reject) => {
      const { hostname, port } = new URL(embedded.base);
      http
        .request({ host: hostname, port, method: 'DELETE', path: '/bff/api/v1/favorites/f1/..' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve(
              new Response(Buffer.concat(chunks), {
                status: res.statusCode,
                headers: { 'content-type': String(res.headers['content-type']) },
              }),
            ),
          );
        })
        .on('error', reject)
        .end();
    });
    for (const refused of [formPost, bareDelete, dotted]) {
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await refused.json()).error.code).toBe('cross_origin_write');
    }
    expect((await fetch(`${embedded.base}/bff/api/v1/network`)).status).toBe(200);
    expect(astro.calls).toEqual(['GET /bff/api/v1/network']);
    expect(embedded.astro.calls).toEqual([]);
  });
});
