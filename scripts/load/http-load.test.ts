import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './http-load.ts';

/** A server refusing every other request with 503 + Retry-After: 1, recording when each request came. */
let server: http.Server;
let base: string;
const arrivals: number[] = [];
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    arrivals.push(performance.now());
    if (arrivals.length % 2 === 1) res.writeHead(503, { 'Retry-After': '1' }).end();
    else res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('runLoad', () => {
  it('waits out Retry-After after a 503 when asked to, and counts the waits', async () => {
    arrivals.length = 0;
    const result = await runLoad({
      base,
      connections: 1,
      durationMs: 60_000,
      next: () => ({ path: '/' }),
      maxRequests: 4,
      honourRetryAfter: true,
    });
    expect(result.statuses.get('503')).toBe(2);
    expect(result.retryWaits).toBe(2);
    // The request after each refusal came a second later, not at once.
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(990);
    expect(arrivals[3] - arrivals[2]).toBeGreaterThanOrEqual(990);
  });
  it('asks again at once without it', async () => {
    arrivals.length = 0;
    const result = await runLoad({
      base,
      connections: 1,
      durationMs: 60_000,
      next: () => ({ path: '/' }),
      maxRequests: 4,
    });
    expect(result.statuses.get('503')).toBe(2);
    expect(result.retryWaits).toBe(0);
    expect(arrivals[1] - arrivals[0]).toBeLessThan(900);
  });
});
