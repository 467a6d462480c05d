import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../../test-support/gtfs-rt-fixtures.ts';
import { FeedPoller, type PollerOptions } from './feed-poller.ts';

/** The poller against a local server misbehaving the ways real feeds do: slow, down, malformed, huge. */

let server: FixtureServer;
let network: TransitNetwork;
beforeAll(async () => {
  server = await startFixtureServer();
  network = await buildTestNetwork();
});
afterAll(() => server.close());

function poller(path: string, options: Partial<PollerOptions> = {}) {
  const logs: string[] = [];
  const made = new FeedPoller(
    { feedId: 'nyc', url: `${server.baseUrl}${path}?key=SECRET`, headers: { 'x-api-key': 'k' } },
    network,
    {
      pollMs: 30_000,
      timeoutMs: 2000,
      maxAgeMs: 300_000,
      log: (line) => logs.push(line),
      ...options,
    },
  );
  return { poller: made, logs };
}

describe('FeedPoller', () => {
  it('tells onPolled after each scheduled attempt that succeeded (the server then prepares the planner threads), not after a failure', async () => {
    server.set('/polled', { body: encodeFeed([]) });
    let polled = 0;
    const { poller: ok } = poller('/polled', { pollMs: 20, onPolled: () => polled++ });
    ok.start();
    await expect.poll(() => polled).toBeGreaterThanOrEqual(2);
    ok.stop();
    server.set('/polled-down', { status: 503 });
    let failedPolled = 0;
    const { poller: down } = poller('/polled-down', { pollMs: 20, onPolled: () => failedPolled++ });
    down.start();
    await expect.poll(() => server.requests.filter((r) => r.path === '/polled-down').length).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    down.stop();
    expect(failedPolled).toBe(0);
  });

  it('a slow feed times out as a failure; nothing waits longer than the timeout', async () => {
    server.set('/slow', { body: encodeFeed([]), delayMs: 5000 });
    const { poller: slow, logs } = poller('/slow', { timeoutMs: 150 });
    const started = Date.now();
    expect(await slow.poll()).toBe('failed');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(slow.status()).toMatchObject({
      state: 'down',
      consecutiveFailures: 1,
      lastError: 'no answer within 150 ms',
    });
    expect(logs[0]).toContain('no answer within 150 ms');
  });

  it('a malformed payload is logged once, keeps the last good snapshot, and the key never reaches the logs or the status', async () => {
    server.set('/bad', {
      body: encodeFeed([{ id: 'a', alert: { headerText: { translation: [{ text: 'Hi', language: 'en' }] } } }]),
    });
    const { poller: bad, logs } = poller('/bad');
    expect(await bad.poll()).toBe('updated');
    server.set('/bad', { body: new TextEncoder().encode('<html>Service unavailable</html>') });
    expect(await bad.poll()).toBe('failed');
    expect(await bad.poll()).toBe('failed');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/malformed payload \(32 bytes\)/);
    expect(logs[0]).not.toContain('SECRET');
    const status = bad.status();
    expect(status).toMatchObject({ state: 'stale', consecutiveFailures: 2, url: `${server.baseUrl}/bad` });
    expect(status.snapshot?.alerts).toHaveLength(1);
  });

  it('an answer over the size limit is refused before decoding', async () => {
    server.set('/huge', { body: new Uint8Array(5000) });
    const { poller: huge } = poller('/huge', { maxBytes: 1000 });
    expect(await huge.poll()).toBe('failed');
    expect(huge.status().lastError).toMatch(/over the 1000 bytes limit/);
  });

  it('backs off exponentially with jitter after failures, capped; polls on time again after a success', async () => {
    server.set('/down', { status: 500 });
    let random = 0;
    const { poller: down } = poller('/down', { random: () => random, maxBackoffMs: 600_000 });
    expect(down.nextDelayMs()).toBe(27_000);
    await down.poll();
    // After n failures: a wait in [cap/2, cap], cap = 30 s × 2^n.
    expect(down.nextDelayMs()).toBe(30_000);
    random = 1;
    expect(down.nextDelayMs()).toBe(60_000);
    for (let i = 0; i < 8; i++) await down.poll();
    expect(down.nextDelayMs()).toBe(600_000);
    server.set('/down', { body: encodeFeed([]) });
    await down.poll();
    random = 0.5;
    expect(down.nextDelayMs()).toBe(30_000);
  });

  it('sends the configured headers', async () => {
    server.set('/ok', { body: encodeFeed([]) });
    const { poller: ok } = poller('/ok');
    expect(await ok.poll()).toBe('updated');
    expect(server.requests.filter((r) => r.path === '/ok').map((r) => r.apiKey)).toEqual(['k']);
    expect(ok.status().state).toBe('live');
  });
});
