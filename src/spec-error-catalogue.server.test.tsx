import { createServer, type Server } from 'node:http';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { matchRoute, getRoute, ROUTES, type RouteDef } from './domain/route-table.ts';
import { guardRedirect } from './middleware/guard-rules.ts';
import {
  checkRouteMiddleware,
  resolveRouteMiddleware,
  routeMiddleware,
  routeMiddlewareFailed,
} from './middleware/route-middleware.ts';
import { createPlaceSearch } from './stores/trip-place-search.ts';
import { $tripPreferences, loadTripPreferences } from './stores/trip-preferences.ts';
import { $tripResults, searchJourneyList } from './stores/trip-results.ts';
import { createI18n, getI18n, getT, LANGUAGE_MISMATCH, type Lang } from './i18n/index.ts';
import { proxyBffRequest } from './gateway/bff-proxy.ts';
import { ssrBff } from './bff-client/ssr-bff.ts';
import { USER_WEB_URL_MISSING, type BffTarget } from './gateway/bff-target.ts';
import { createCmsMenuCache, defaultMenuSource } from './bff-client/cms-menus.ts';
import { fetchPlaceDetails, PLACE_DETAILS_FAILED } from './bff-client/place-details.ts';
import { chromeLayoutFor } from './components/chrome/chrome-layout.ts';
import { parseSiteConfig } from './config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT } from './domain/navigation-context.ts';
import { createBffClient } from './bff-client/bff-fetch.ts';

/**
 * Spec section 8, row by row: each situation is provoked and its outcome asserted, in the table's order. Rows whose
 * outcome the spec does not show (or that belong to a single-page app) assert what this product chose;
 * docs/decisions/004-errors-and-configuration-checks.md lists those choices.
 * This file holds the server rows; outside services are a local HTTP server that fails the way a broken upstream
 * does (refused or 500). The browser rows are in spec-error-catalogue.browser.test.tsx.
 */

let upstream: Server;
let upstreamUrl = '';
const upstreamCalls: string[] = [];

beforeAll(async () => {
  // A broken operator BFF / WordPress: every call answers 500.
  upstream = createServer((request, response) => {
    upstreamCalls.push(request.url ?? '');
    response.writeHead(500, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'internal_error', message: 'down' } }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  // Connected mode against that broken BFF for the whole file (read once, at the first use of the environment).
  vi.stubEnv('BFF_URL', upstreamUrl);
});
afterAll(() => {
  upstream.closeAllConnections();
  upstream.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const site = parseSiteConfig({ banners: { enabled: true } });
const connected = (): BffTarget => ({
  mode: 'connected',
  bffUrl: upstreamUrl,
  ssrBffUrl: upstreamUrl,
  apiKey: 'k',
  timeoutMs: 2000,
});

function locals(lang: Lang, overrides: Partial<App.Locals> = {}): App.Locals {
  return {
    lang,
    t: getT(lang),
    route: null,
    params: {},
    notFound: null,
    user: null,
    isWidget: false,
    theme: 'system',
    navigation: { ...EMPTY_NAVIGATION_CONTEXT },
    site,
    ...overrides,
  } as App.Locals;
}

let container: AstroContainer;
type Component = Parameters<AstroContainer['renderToString']>[0];
/** Pages and components rendered by the server rows, imported in the block's hook (they take seconds to compile). */
let NotFoundPage: Component, IndexPage: Component, AnnouncementBannersStrip: Component, CmsMenu: Component;

async function renderPage(component: Component, request: Request, pageLocals: App.Locals) {
  const response = await container.renderToResponse(component, {
    request,
    locals: pageLocals,
    params: { lang: pageLocals.lang },
  });
  return { status: response.status, html: await response.text() };
}

/** A minimal Astro middleware context for the named route middleware. */
function middlewareContext(path: string, route: RouteDef): APIContext {
  return {
    url: new URL(`http://site.test${path}`),
    request: new Request(`http://site.test${path}`),
    locals: locals('en', { route }),
    redirect: (to: string, status = 302) => new Response(null, { status, headers: { Location: to } }),
  } as unknown as APIContext;
}

describe('spec section 8, server side', () => {
  beforeAll(async () => {
    const { experimental_AstroContainer } = await import('astro/container');
    container = await experimental_AstroContainer.create();
    container.addServerRenderer({ renderer: (await import('@astrojs/react/server.js')).default });
    container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
    NotFoundPage = (await import('./pages/404.astro')).default;
    IndexPage = (await import('./pages/[lang]/index.astro')).default;
    AnnouncementBannersStrip = (await import('./islands/AnnouncementBanners/AnnouncementBannersStrip.astro')).default;
    CmsMenu = (await import('./components/cms/CmsMenu.astro')).default;
    // Compiling the pages on first import takes several seconds, far more on a busy machine.
  }, 60_000);

  it('Route validation fails → error page, status 404, "Page Not Found: {path}"', async () => {
    const path = '/en/trip-planner/roadmap/%3Cscript%3E';
    const match = matchRoute(path);
    expect(match).toMatchObject({ valid: false, route: { name: 'trip-planner-roadmap-journeyId' } });
    const page = await renderPage(
      NotFoundPage,
      new Request(`http://site.test${path}`),
      locals('en', { notFound: 'invalid' }),
    );
    expect(page.status).toBe(404);
    expect(page.html).toContain(`Page Not Found: ${path}`);
  });

  it('Middleware fails → 404 "Page Not Found: {path}" (a named route middleware that throws)', async () => {
    const route: RouteDef = { ...getRoute('proximity'), middleware: ['broken'] };
    const context = middlewareContext('/en/proximity', route);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await routeMiddleware({ broken: () => Promise.reject(new Error('upstream down')) })(context, () =>
      Promise.resolve(new Response('page')),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
    expect(routeMiddlewareFailed(context.request)).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('upstream down'));
    // Astro renders the 404 page for the same request, with fresh locals.
    const page = await renderPage(NotFoundPage, context.request, locals('en', { notFound: null }));
    expect(page.html).toContain('Page Not Found: /en/proximity');
  });

  it('No route matches → 404 "Page not found: {path}"', async () => {
    expect(matchRoute('/en/no-such-page')).toBeNull();
    const page = await renderPage(
      NotFoundPage,
      new Request('http://site.test/en/no-such-page'),
      locals('en', { notFound: 'no-route' }),
    );
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found: /en/no-such-page');
  });

  it("Unknown named middleware → 'Unknown route middleware' (and every name the route table uses is known)", async () => {
    expect(() => resolveRouteMiddleware(['external-proximity', 'no-such-middleware'])).toThrow(
      "Unknown route middleware: 'no-such-middleware'",
    );
    const route: RouteDef = { ...getRoute('schedules'), middleware: ['no-such-middleware'] };
    await expect(
      routeMiddleware()(middlewareContext('/en/schedules', route), () => Promise.resolve(new Response('page'))),
    ).rejects.toThrow('Unknown route middleware');
    expect(() => checkRouteMiddleware([{ name: 'x', middleware: ['nope'] }])).toThrow(
      "Unknown route middleware: 'nope' (route x)",
    );
    expect(() => checkRouteMiddleware(ROUTES)).not.toThrow();
  });

  it('Manifest fetch fails → route rules empty, logged. Product: no runtime manifest; the rules are the compiled route table, so no fetch can remove them', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('network down')));
    const account = guardRedirect({
      lang: 'en',
      route: getRoute('account-profile'),
      url: new URL('http://site.test/en/account/profile'),
      signedIn: false,
    });
    expect(account).toBe('/?redirect=%2Fen%2Faccount%2Fprofile');
  });

  it('Payload load fails → normal path. Product: pages carry their data in the server HTML and navigate by plain links; a failed prefetch changes nothing', async () => {
    const page = await renderPage(
      IndexPage,
      new Request('http://site.test/en'),
      locals('en', { route: getRoute('index') }),
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('_payload.json');
    expect(page.html).toMatch(/<a [^>]*href="\/en\/schedules"/);
  });

  it('Code chunk load fails → reload of the target page. Product: every navigation is a full page load, and islands are server-rendered first, so a missing chunk leaves the server HTML working', async () => {
    const page = await renderPage(
      IndexPage,
      new Request('http://site.test/en'),
      locals('en', { route: getRoute('index') }),
    );
    // The trip form island is server-rendered: its form is in the HTML before any script runs.
    expect(page.html).toMatch(/<astro-island [^>]*component-url="[^"]*TripPlannerForm\.tsx"[^>]* ssr /);
    expect(page.html).toContain('aria-label="Plan a journey"');
  });

  it('Place search fails → loading-error flag (cleared by the next success)', async () => {
    const search = createPlaceSearch(
      async (query) => (query === 'down' ? { ok: false, code: 'upstream_unreachable' } : { ok: true, data: [] }),
      0,
    );
    search.setQuery('down');
    await vi.waitFor(() => expect(search.$state.get()).toMatchObject({ loading: false, loadingError: true }));
    search.setQuery('up');
    await vi.waitFor(() => expect(search.$state.get()).toMatchObject({ loading: false, loadingError: false }));
  });

  it('Both place detail lookups fail → "Could not fetch place details" (one failing source is enough to answer)', async () => {
    const down = createBffClient({ baseUrl: upstreamUrl });
    await expect(fetchPlaceDetails(down, 'stopArea', 'subway:127')).rejects.toThrow(PLACE_DETAILS_FAILED);
    expect(upstreamCalls.slice(-2)).toEqual([
      '/api/v1/proximity/points/stopArea/subway%3A127',
      '/api/proximity/v2/stopAreas/subway%3A127',
    ]);
    const detail = {
      id: 'subway:127',
      type: 'stopArea',
      name: 'Times Sq-42 St',
      lat: 40.75,
      lon: -73.98,
      city: 'New York',
      wheelchairBoarding: 1,
      modes: [],
      lines: [],
      stopPoints: [],
      stopAreaId: 'subway:127',
    };
    const secondOnly = createBffClient({
      baseUrl: 'http://bff.test',
      fetch: async (request) =>
        request.url.includes('/api/proximity/v2/')
          ? Response.json(detail)
          : Response.json({ error: { code: 'x', message: 'x' } }, { status: 503 }),
    });
    await expect(fetchPlaceDetails(secondOnly, 'stopArea', 'subway:127')).resolves.toMatchObject({
      name: 'Times Sq-42 St',
    });
  });

  it("Missing user-web URL → 'KAS UserWeb URL was not provided.' (connected mode: proxy and server rendering)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const proxied = await proxyBffRequest(
      new Request('http://site.test/bff/me?attributes', { headers: { cookie: 'userToken=t' } }),
      {
        target: connected(),
        embeddedFetch: () => Promise.reject(new Error('not used')),
      },
    );
    expect(proxied.status).toBe(503);
    expect(await proxied.json()).toEqual({ error: { code: 'user_web_url_missing', message: USER_WEB_URL_MISSING } });
    const rendered = await ssrBff({ token: 't' }, connected()).request('/userinfo/update', z.unknown(), {
      method: 'PUT',
      body: { attributes: {} },
    });
    expect(rendered).toMatchObject({ ok: false, status: 503, message: 'KAS UserWeb URL was not provided.' });
    expect(upstreamCalls.filter((url) => url.startsWith('/me') || url.startsWith('/userinfo'))).toEqual([]);
    expect(error.mock.calls.flat().join(' ')).toContain(USER_WEB_URL_MISSING);
  });

  it('Preferences load fails → could-not-load flag', async () => {
    $tripPreferences.set({ template: null, current: null, loading: false, couldNotLoad: false });
    await loadTripPreferences(async () => ({ ok: false }));
    expect($tripPreferences.get().couldNotLoad).toBe(true);
  });

  it('Empty journey result → hasError flag', async () => {
    await searchJourneyList($tripResults, {} as never, async () => ({
      ok: true,
      data: { groups: [{ key: 'fastest', journeys: [] }] },
    }));
    expect($tripResults.get()).toMatchObject({ status: 'done', hasError: true });
  });

  it("Unknown language → 'No language found'; a mismatch → 'fallbacks must be an array with at least one element'", async () => {
    expect(() => getI18n('pt')).toThrow('No language found');
    expect(() => createI18n('de', { fr: { common: { ok: 'ok' } } })).toThrow(LANGUAGE_MISMATCH);
    expect(LANGUAGE_MISMATCH).toBe('fallbacks must be an array with at least one element');
    expect(createI18n('de').t('common.siteTitle')).not.toBe('common.siteTitle');
  });

  it('Banner fetch fails → logged; list empty; no user message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await container.renderToString(AnnouncementBannersStrip, {
      request: new Request('http://site.test/en'),
      locals: locals('en'),
    });
    expect(html.trim()).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[banners] could not be fetched'));
    expect(upstreamCalls).toContain('/core/v1/banners');
  });

  it('Menu fetch fails → empty list (the header and footer render no menu; the page still renders)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wordpressDown = createCmsMenuCache({ source: defaultMenuSource(upstreamUrl) });
    expect(await wordpressDown.get('header', 'en')).toEqual([]);
    expect(await wordpressDown.get('footer', 'de')).toEqual([]);
    expect(upstreamCalls.slice(-2)).toEqual([
      '/wp-json/menus/v1/menus/menu-primaire-header-en',
      '/wp-json/menus/v1/menus/menu-secondaire-footer-de',
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[cms] menu menu-primaire-header-en could not be fetched'),
      expect.anything(),
    );
    // The page's own menu source (connected mode here, no cmsURL: no portal) is an empty list too: no menu markup.
    const html = await container.renderToString(CmsMenu, {
      request: new Request('http://site.test/en'),
      locals: locals('en'),
      props: { area: 'header', uid: 'c1' },
    });
    expect(html).not.toContain('data-chrome="cms-menu"');
  });

  it('Unknown header component → console error; skipped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const withUnknown = parseSiteConfig({
      components: [
        { name: 'weather-widget', slot: 'header' },
        { name: 'top-logo', slot: 'header' },
      ],
    });
    const layout = chromeLayoutFor(locals('en', { site: withUnknown }));
    const names = JSON.stringify(layout);
    expect(names).toContain('top-logo');
    expect(names).not.toContain('weather-widget');
    expect(error.mock.calls.flat().join(' ')).toContain('Unknown header component "weather-widget"');
  });
});
