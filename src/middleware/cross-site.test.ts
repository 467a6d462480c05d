import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { crossSite } from './cross-site.ts';

/** The middleware on a stand-in context: what reaches the page (next), what is rewritten to the error route. */
function run(path: string, init: RequestInit & { headers?: Record<string, string> }, lang = 'de') {
  const url = new URL(`http://site.test${path}`);
  const locals = { lang, isWidget: false } as unknown as App.Locals;
  const rewrites: string[] = [];
  const context = {
    url,
    request: new Request(url, init),
    locals,
    isPrerendered: false,
    rewrite: (to: string) => {
      rewrites.push(to);
      return Promise.resolve(new Response('error page', { status: 403, headers: { 'Content-Type': 'text/html' } }));
    },
  } as unknown as APIContext;
  const answer = crossSite(context, () => Promise.resolve(new Response('page'))) as Promise<Response>;
  return { answer, locals, rewrites };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('cross-site form posts', () => {
  it('a page gets the error route (translated 403 page), once: the rewritten render passes', async () => {
    const refused = run('/de/unsubscribe?u=1&s=x', {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.example' },
      body: 'confirm=1',
    });
    expect(await (await refused.answer).text()).toBe('error page');
    expect(refused.rewrites).toEqual(['/de/error']);
    expect(refused.locals.crossSiteRefused).toEqual({ method: 'POST' });
    // The error route's own render (same locals) goes on to the page.
    const again = crossSite(
      {
        url: new URL('http://site.test/de/error'),
        request: new Request('http://site.test/de/error', { method: 'POST', headers: FORM, body: 'x' }),
        locals: refused.locals,
        isPrerendered: false,
      } as unknown as APIContext,
      () => Promise.resolve(new Response('page')),
    ) as Promise<Response>;
    expect(await (await again).text()).toBe('page');
  });

  it("lets the site's own form posts, reads and JSON calls through", async () => {
    for (const [path, init] of [
      ['/de/unsubscribe', { method: 'POST', headers: { ...FORM, origin: 'http://site.test' }, body: 'x' }],
      ['/de', { method: 'GET', headers: { origin: 'https://evil.example' } }],
      [
        '/bff/api/v1/favorites',
        { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' },
      ],
    ] as const) {
      expect(await (await run(path, init).answer).text(), path).toBe('page');
    }
  });
});
