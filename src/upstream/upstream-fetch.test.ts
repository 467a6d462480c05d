import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { proxyBffRequest } from '../gateway/bff-proxy.ts';
import type { BffTarget } from '../gateway/bff-target.ts';
import { ssrBff } from '../bff-client/ssr-bff.ts';
import { createCircuitBreaker } from './circuit-breaker.ts';
import { deadlineIn } from './deadline.ts';
import { upstreamFetch, UpstreamError } from './upstream-fetch.ts';
import { startTestUpstream, type TestUpstream } from '../test-support/misbehaving-upstream.ts';

/**
 * Connected mode against real local servers that hang, fail with HTML, or answer garbage. Circuit breakers are per
 * upstream address, so each test talks to a server of its own.
 */
const servers: TestUpstream[] = [];
let upstream: TestUpstream;
beforeEach(async () => {
  upstream = await startTestUpstream();
  servers.push(upstream);
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

// Tests about time budgets pass their own; the others get one a loaded machine cannot exceed by accident.
function target(budgetMs = 5000): BffTarget & { mode: 'connected' } {
  // The operator's user-web service answers the account calls (/me) at the same stand-in.
  return {
    mode: 'connected',
    bffUrl: upstream.url,
    ssrBffUrl: upstream.url,
    userWebUrl: upstream.url,
    apiKey: 'k',
    timeoutMs: budgetMs,
  };
}
const proxy = (path: string, bff: BffTarget, init: RequestInit = {}) =>
  proxyBffRequest(new Request(`http://site.test/bff${path}`, init), {
    target: bff,
    embeddedFetch: () => Promise.reject(new Error('not used')),
  });

describe('the /bff proxy in connected mode', () => {
  it('answers 504 at the budget when the BFF hangs, and closes the socket', async () => {
    const response = await proxy('/hang/a', target(300));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: { code: 'upstream_timeout', message: 'The BFF did not answer within 300 ms' },
    });
    // The socket is closed right after the answer; a busy machine may take a moment to tell the stand-in server.
    await vi.waitFor(() => expect(upstream.hanging()).toBe(0), { timeout: 5_000 });
  });

  it('opens the circuit after five failures: further calls answer 503 without reaching the BFF', async () => {
    const bff = target(150);
    const before = upstream.hits('/hang/b');
    for (let i = 0; i < 5; i++) expect((await proxy('/hang/b', bff)).status).toBe(504);
    expect(upstream.hits('/hang/b') - before).toBe(5);
    const refused = await proxy('/hang/b', bff);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect((await refused.json()).error.code).toBe('circuit_open');
    expect(upstream.hits('/hang/b') - before).toBe(5);
  });

  it('wraps an HTML 500, a JSON 500 and a garbage body in the JSON error shape', async () => {
    const bff = target();
    const html = await proxy('/html500/banners', bff);
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toContain('application/json');
    expect(await html.json()).toEqual({ error: { code: 'upstream_error', message: 'The BFF failed (HTTP 500)' } });
    const json = await proxy('/json500/x', bff, {
      method: 'POST',
      body: '{}',
      headers: { origin: 'http://site.test', 'content-type': 'application/json' },
    });
    expect(json.status).toBe(502);
    expect(await json.json()).toEqual({ error: { code: 'boom', message: 'The BFF broke' } });
    const garbage = await proxy('/garbage/banners', bff);
    expect(garbage.status).toBe(502);
    expect((await garbage.json()).error.code).toBe('upstream_invalid');
    const text = await proxy('/text/banners', bff);
    expect(text.status).toBe(502);
    expect((await text.json()).error.code).toBe('upstream_invalid');
    const fine = await proxy('/ok/banners', bff);
    expect(fine.status).toBe(200);
    expect(await fine.json()).toEqual({ path: '/ok/banners' });
  });

  it('retries a GET once after a transient failure, never a POST', async () => {
    const bff = target(2000);
    const get = await proxy('/flaky/get', bff);
    expect(get.status).toBe(200);
    expect(upstream.hits('/flaky/get')).toBe(2);
    const post = await proxy('/flaky/post', bff, {
      method: 'POST',
      body: '{}',
      headers: { origin: 'http://site.test', 'content-type': 'application/json' },
    });
    expect(post.status).toBe(502);
    expect(upstream.hits('/flaky/post')).toBe(1);
  });
});

describe('server-side calls in connected mode', () => {
  it('share one page budget: once it is spent, further calls fail at once without a request', async () => {
    const bff = target(250);
    const deadline = deadlineIn(250);
    const hanging = `${bff.ssrBffUrl}/hang/page`;
    const client = ssrBff({ deadline }, { ...bff, ssrBffUrl: hanging, userWebUrl: hanging });
    const first = await client.request('/me', z.unknown());
    expect(first).toMatchObject({ ok: false, code: 'upstream_timeout' });
    const hits = upstream.hits('/hang/page');
    const second = await client.request('/core/v1/banners', z.unknown());
    expect(second).toMatchObject({ ok: false, code: 'budget_exhausted' });
    expect(upstream.hits('/hang/page')).toBe(hits);
  });

  it('read a 500 HTML page as a failure with the status code, not as a crash', async () => {
    const bff = target();
    const result = await ssrBff({}, { ...bff, ssrBffUrl: `${bff.ssrBffUrl}/html500` }).request(
      '/core/v1/banners',
      z.unknown(),
    );
    expect(result).toMatchObject({ ok: false, status: 500, code: 'http_500' });
  });
});

describe('upstreamFetch', () => {
  it('lets one probe through once the cooldown has passed, and closes the circuit when it succeeds', async () => {
    const breaker = createCircuitBreaker({ failureThreshold: 1, cooldownMs: 100 });
    const cms = { name: 'CMS', breaker };
    await expect(
      upstreamFetch(cms, `${upstream.url}/hang/probe`, {}, { deadline: deadlineIn(100) }),
    ).rejects.toMatchObject({ code: 'upstream_timeout' });
    await expect(
      upstreamFetch(cms, `${upstream.url}/ok/probe`, {}, { deadline: deadlineIn(1000) }),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(breaker.state()).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(breaker.state()).toBe('half-open');
    const probe = await upstreamFetch(cms, `${upstream.url}/ok/probe`, {}, { deadline: deadlineIn(1000) });
    expect(probe.status).toBe(200);
    expect(breaker.state()).toBe('closed');
  });

  it('does not retry when too little of the budget is left', async () => {
    const breaker = createCircuitBreaker();
    const response = await upstreamFetch(
      { name: 'BFF', breaker },
      `${upstream.url}/flaky/late`,
      {},
      { deadline: deadlineIn(150) },
    );
    expect(response.status).toBe(503);
    expect(upstream.hits('/flaky/late')).toBe(1);
  });
});
