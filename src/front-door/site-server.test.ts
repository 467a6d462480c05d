import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onShutdown } from '../server/lifecycle.ts';
import { publishPlannerGauge } from '../server/planner-pool/planner-gauge.ts';
import { MAX_REQUEST_BODY_BYTES } from './request-guards.ts';
import { createSiteServer, stopSiteServer, warmUp, type NodeHandler } from './site-server.ts';

// The front door around a stand-in for the Astro handler that echoes what reached it: the checks under test all run
// before the handler, on a real Node HTTP server on a loopback port.

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

const echo: NodeHandler = (req, res) =>
  void res.end(`handled ${req.method} ${(req as { body?: Buffer }).body?.length ?? '-'}`);

async function start(handler: NodeHandler = echo): Promise<string> {
  server = createSiteServer({
    handler,
    clientDir: '/nonexistent',
    securityHeaders: { 'X-Content-Type-Options': 'nosniff' },
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A raw request (fetch and http.request refuse to send malformed targets or TRACE). */
function raw(base: string, text: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the front door', () => {
  it('answers malformed percent-encoding with 400 (a page, JSON under /bff) and keeps serving', async () => {
    const base = await start();
    for (const target of ['/%', '/fr/%E0%A4%A', '/_astro/%ff.js', '/en/x?q=%']) {
      const answer = await raw(base, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1.1 400/);
      expect(answer, target).toContain('text/html');
    }
    expect(await raw(base, 'GET /en/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toContain(
      '<html lang="en">',
    );
    const api = await raw(base, 'GET /bff/%c0%ae HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(api).toMatch(/^HTTP\/1.1 400/);
    expect(api).toContain('{"error":{"code":"malformed_url"');
    expect(await (await fetch(`${base}/fr`)).text()).toBe('handled GET -');
  });

  it('answers TRACE and unknown methods with 405 and an Allow header', async () => {
    const base = await start();
    for (const method of ['TRACE', 'PROPFIND', 'LOCK']) {
      const answer = await raw(base, `${method} /fr HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, method).toMatch(/^HTTP\/1.1 405/);
      expect(answer).toMatch(/Allow: GET, HEAD, POST/);
    }
  });

  it('answers CONNECT (which Node keeps from the request listener) with 405 instead of closing the socket', async () => {
    const base = await start();
    const answer = await raw(base, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 405 Method Not Allowed/);
    expect(answer).toMatch(/Allow: GET, HEAD, POST/);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(answer).toContain('{"error":{"code":"method_not_allowed"');
    expect(await (await fetch(`${base}/fr`)).text()).toBe('handled GET -');
  });

  it('warms up the site with one health probe through the handler, and gives up quietly on a dead end', async () => {
    const seen: string[] = [];
    await start((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('ok');
    });
    await warmUp(server!);
    expect(seen).toEqual(['GET /healthz']);
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    await warmUp(server!); // no longer listening: resolves without throwing
  });

  it('refuses a declared oversized body with 413 before reading it', async () => {
    let reached = false;
    const base = await start(() => void (reached = true));
    const answer = await raw(
      base,
      `POST /bff/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999999\r\n\r\n{}`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 413/);
    expect(answer).toContain('payload_too_large');
    expect(reached).toBe(false);
  });

  it('stops a chunked body at the cap while it streams (413), never buffering it whole', async () => {
    let reached = false;
    const base = await start(() => void (reached = true));
    const { port } = new URL(base);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: '/bff/x', headers: { 'Transfer-Encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      const chunk = Buffer.alloc(16 * 1024, 120);
      // Keeps sending (up to 200 MB) until the server answers: the server must answer long before.
      let sent = 0;
      const pump = () => {
        while (sent < 200 * 1024 * 1024 && request.write(chunk)) sent += chunk.length;
        if (sent < 200 * 1024 * 1024) request.once('drain', pump);
      };
      request.on('response', () => request.destroy());
      pump();
    });
    expect(status).toBe(413);
    expect(reached).toBe(false);
  });

  it('hands a body within the cap to the site as req.body', async () => {
    const base = await start();
    const answer = await fetch(`${base}/bff/x`, { method: 'POST', body: 'x'.repeat(MAX_REQUEST_BODY_BYTES) });
    expect(await answer.text()).toBe(`handled POST ${MAX_REQUEST_BODY_BYTES}`);
  });

  it('answers 500 when the handler throws, and keeps serving', async () => {
    const base = await start((req, res) => {
      if (req.url === '/boom') throw new Error('handler bug');
      res.end('fine');
    });
    expect((await fetch(`${base}/boom`)).status).toBe(500);
    expect(await (await fetch(`${base}/ok`)).text()).toBe('fine');
  });

  it('drops a client that sends half its headers once the headers timeout passes', async () => {
    const base = await start();
    server!.headersTimeout = 300;
    server!.requestTimeout = 300;
    const { port } = new URL(base);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /fr HTTP/1.1\r\nHost: x\r\n'));
      socket.on('data', () => {});
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => {});
    });
    // Node checks the timeouts every second (connectionsCheckingInterval), not every 30 s as by default.
    expect(closedAfter).toBeLessThan(5_000);
  });

  it('stops gracefully: the request in flight is answered, then the shutdown hooks run', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const base = await start(async (_req, res) => {
      await held;
      res.end('finished');
    });
    const closed: string[] = [];
    onShutdown('test-store', () => void closed.push('store'));
    const inFlight = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stopSiteServer(server!, 5_000);
    release();
    expect(await inFlight).toBe('finished');
    await stopped;
    expect(closed).toEqual(['store']);
    server = undefined;
  });
});

describe('the front door while the planner is saturated', () => {
  afterEach(() => publishPlannerGauge(undefined));

  it('refuses journey searches with 503 + Retry-After before the site handles them; everything else goes through', async () => {
    let reached: string[] = [];
    const base = await start((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.end('handled');
    });
    publishPlannerGauge({ busyFor: () => 4, refusalDelayMs: 0 });
    const search = await fetch(`${base}/bff/api/trip-planner/v2/journeys/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fromId":"A","toId":"B"}',
    });
    expect(search.status).toBe(503);
    expect(search.headers.get('retry-after')).toBe('4');
    expect((await search.json()).error.code).toBe('planner_busy');
    expect(await (await fetch(`${base}/bff/api/v1/network`)).text()).toBe('handled');
    expect(await (await fetch(`${base}/fr`)).text()).toBe('handled');
    expect(reached).toEqual(['GET /bff/api/v1/network', 'GET /fr']);
    publishPlannerGauge({ busyFor: () => 0, refusalDelayMs: 0 });
    reached = [];
    await (await fetch(`${base}/bff/api/trip-planner/v2/journeys/search`, { method: 'POST', body: '{}' })).text();
    expect(reached).toEqual(['POST /bff/api/trip-planner/v2/journeys/search']);
  });

  it('holds a refusal for the configured moment (clients retrying at once cannot make a storm), and never answers a client that left', async () => {
    const reached: string[] = [];
    const base = await start((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.end('handled');
    });
    publishPlannerGauge({ busyFor: () => 2, refusalDelayMs: 300 });
    const startedAt = performance.now();
    const search = await fetch(`${base}/bff/api/trip-planner/v2/journeys/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(search.status).toBe(503);
    expect(search.headers.get('retry-after')).toBe('2');
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(290);
    // Meanwhile the rest is served at once.
    const gone = fetch(`${base}/bff/api/trip-planner/v2/journeys/search`, {
      method: 'POST',
      body: '{}',
      signal: AbortSignal.timeout(50),
    });
    await expect(gone).rejects.toThrow();
    const page = performance.now();
    expect(await (await fetch(`${base}/fr`)).text()).toBe('handled');
    expect(performance.now() - page).toBeLessThan(250);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(reached).toEqual(['GET /fr']);
  });
});
