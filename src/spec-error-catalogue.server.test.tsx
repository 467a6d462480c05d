import { createServer, type Server } from 'node:http';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createPlaceSearch } from './stores/trip-place-search.ts';
import { $tripPreferences, loadTripPreferences } from './stores/trip-preferences.ts';
import { $tripResults, searchJourneyList } from './stores/trip-results.ts';
import { createI18n, getI18n, LANGUAGE_MISMATCH, type Lang } from './i18n/index.ts';
import { proxyBffRequest } from './gateway/bff-proxy.ts';
import { ssrBff } from './bff-client/ssr-bff.ts';
import { USER_WEB_URL_MISSING, type BffTarget } from './gateway/bff-target.ts';
import { createCmsMenuCache, defaultMenuSource } from './bff-client/cms-menus.ts';
import { fetchPlaceDetails, PLACE_DETAILS_FAILED } from './bff-client/place-details.ts';
import { chromeLayoutFor } from './components/chrome/chrome-layout.ts';
import { parseSiteConfig } from './config/site-config.ts';
import { createBffClient } from './bff-client/bff-fetch.ts';
import { createPageContainer, pageLocals, type PageComponent } from './test-support/page-rendering.ts';

/**
 * Spec section 8, row by row: each situation is provoked and its outcome asserted, in the table's order. Rows whose
 * outcome the spec does not show (or that belong to a single-page app) assert what this product chose;
 * docs/decisions/004-errors-and-configuration-checks.md lists those choices.
 * This file holds the server rows about outside services, which are a local HTTP server that fails the way a broken
 * upstream does (refused or 500). The routing rows are in spec-error-catalogue.routing.test.tsx, the browser rows in
 * spec-error-catalogue.browser.test.tsx.
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

const locals = (lang: Lang, overrides: Partial<App.Locals> = {}) => pageLocals(lang, { site, ...overrides });

let container: AstroContainer;
/** The components these rows render, imported in the block's hook (they take seconds to compile). */
let AnnouncementBannersStrip: PageComponent, CmsMenu: PageComponent;

describe('spec section 8, server side', () => {
  beforeAll(async () => {
    container = await createPageContainer();
    AnnouncementBannersStrip = (await import('./islands/AnnouncementBanners/AnnouncementBannersStrip.astro')).default;
    CmsMenu = (await import('./components/cms/CmsMenu.astro')).default;
    // Compiling the components on first import takes several seconds, far more on a busy machine.
  }, 60_000);

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
    // The strip's script is the page's (Astro bundles it once per page); nothing is drawn.
    expect(html.replace(/<script\b[^>]*><\/script>/g, '').trim()).toBe('');
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
