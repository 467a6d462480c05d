import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config/site-config.ts';
import { getRoute } from '../domain/route-table.ts';
import { routeMiddleware } from './route-middleware.ts';

/** The named route middleware the route table uses: external-proximity and demo-shop. */
function run(path: string, routeName: 'proximity' | 'demo-shop', site: unknown) {
  const locals = {
    lang: 'de',
    route: getRoute(routeName),
    site: parseSiteConfig(site),
    notFound: null,
  } as unknown as App.Locals;
  const context = {
    url: new URL(`http://site.test${path}`),
    request: new Request(`http://site.test${path}`),
    locals,
    redirect: (to: string, status = 302) => new Response(null, { status, headers: { Location: to } }),
  } as unknown as APIContext;
  return {
    locals,
    answer: routeMiddleware()(context, () => Promise.resolve(new Response('page'))) as Promise<Response>,
  };
}

describe('route middleware', () => {
  it('external-proximity sends the proximity list to the configured service, in the page language', async () => {
    const { answer } = run('/de/proximity', 'proximity', {
      features: { proximity: { enabled: true, externalUrl: 'https://nearby.example/{lang}/map' } },
    });
    const response = await answer;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://nearby.example/de/map');
  });

  it('external-proximity lets the built-in page show without an external service', async () => {
    expect(
      await (await run('/de/proximity', 'proximity', { features: { proximity: { enabled: true } } }).answer).text(),
    ).toBe('page');
    expect(() => parseSiteConfig({ features: { proximity: { externalUrl: 'javascript:alert(1)' } } })).toThrow();
  });

  it('demo-shop: the page exists only with features.demo-shop.enabled', async () => {
    expect(
      await (await run('/de/demo-shop', 'demo-shop', { features: { 'demo-shop': { enabled: true } } }).answer).text(),
    ).toBe('page');
    const off = run('/de/demo-shop', 'demo-shop', {});
    expect((await off.answer).status).toBe(404);
    expect(off.locals.notFound).toBe('no-route');
  });
});
