import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { z } from 'zod';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parseSiteConfig } from './config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT } from './domain/navigation-context.ts';
import { getRoute } from './domain/route-table.ts';
import { getT } from './i18n/index.ts';

/**
 * Spec section 8, row by row: each situation is provoked and its outcome asserted, in the table's order. Rows whose
 * outcome the spec does not show (or that belong to a single-page app) assert what this product chose;
 * docs/decisions/004-errors-and-configuration-checks.md lists those choices.
 * This file holds the rows about islands and browser stores, with a DOM (vitest's jsdom, set up before React DOM
 * loads); the server rows are in spec-error-catalogue.server.test.tsx.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A chrome component drawn by the server (Astro's container), without its script tags. */
async function drawChrome(component: Parameters<AstroContainer['renderToString']>[0]): Promise<string> {
  const container = await AstroContainer.create();
  const locals = {
    lang: 'en',
    t: getT('en'),
    route: getRoute('schedules'),
    params: {},
    user: null,
    isWidget: false,
    navigation: { ...EMPTY_NAVIGATION_CONTEXT },
    site: parseSiteConfig({}),
  } as unknown as App.Locals;
  const html = await container.renderToString(component, {
    request: new Request('http://site.test/en/schedules'),
    locals,
    props: { props: {}, area: 'header', uid: 'header-0' },
  });
  return html.replace(/<script[\s\S]*?<\/script>/g, '');
}

describe('spec section 8, in the browser (islands and stores with a DOM)', () => {
  let teardown: Awaited<ReturnType<typeof builtinEnvironments.jsdom.setup>> | undefined;
  beforeAll(async () => {
    teardown = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://site.test/en' } } as never);
    // React DOM reads the browser it runs in when first imported: import it once the DOM is there.
    await import('@testing-library/react');
  }, 60_000);
  afterAll(async () => {
    (await import('@testing-library/react')).cleanup();
    // Let the islands' last timers run while the DOM is still there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await teardown?.teardown(globalThis);
  });
  afterEach(async () => {
    (await import('@testing-library/react')).cleanup();
  });

  it('Reverse geocode fails → silently ignored ("My position" keeps its generic label)', async () => {
    const { locateUser } = await import('./stores/trip-user-position.ts');
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 40.7527, longitude: -73.9772 } } as GeolocationPosition),
    };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    );
    try {
      const located = await locateUser({ myPosition: 'My position', near: (place) => `Near ${place}` });
      // The place keeps its generic label and loses only the nearby-stop hint.
      expect(located).toMatchObject({ place: { name: 'My position', lat: 40.7527, lon: -73.9772 } });
      expect('place' in located && located.place.subTitle).toBeFalsy();
    } finally {
      delete (navigator as { geolocation?: unknown }).geolocation;
    }
  });

  it('Account data fetch fails → token-refresh event dispatched on the page', async () => {
    const { bff, TOKEN_REFRESH_EVENT } = await import('./bff-client/bff-fetch.ts');
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 }),
    );
    const events: Event[] = [];
    window.addEventListener(TOKEN_REFRESH_EVENT, (event) => events.push(event), { once: true });
    expect(await bff.request('/me', z.unknown())).toMatchObject({ ok: false, status: 401 });
    expect(events).toHaveLength(1);
  });

  it('Favourites load or synchronize fails → silently ignored (local favourites stay)', async () => {
    const { $favorites, ensureFavoritesLoaded, LOCAL_KEYS, synchronizeFavorites } = await import(
      './stores/favorites.ts'
    );
    localStorage.setItem(
      LOCAL_KEYS.favoriteLines,
      JSON.stringify([{ favoriteId: 'local-1', line: { id: 'subway:A' } }]),
    );
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    );
    await expect(ensureFavoritesLoaded(true)).resolves.toBeUndefined();
    expect($favorites.get().favoriteLines.map((f) => f.line.id)).toEqual(['subway:A']);
    await expect(synchronizeFavorites()).resolves.toBeNull();
    expect($favorites.get().favoriteLines.map((f) => f.line.id)).toEqual(['subway:A']);
  });

  it('Map points request fails → silently ignored (the nearby map keeps the points it had)', async () => {
    const { createPointsLoader } = await import('./stores/proximity-points.ts');
    const { fetchProximityPoints } = await import('./stores/proximity-api.ts');
    const rules = [{ type: 'stopArea' as const, small: { min: 0, max: 100 }, full: { min: 0, max: 100 } }];
    const answers: Array<() => Response> = [
      () =>
        Response.json({
          points: [
            {
              id: 'stopArea:times-sq',
              name: 'Times Sq',
              lat: 40.7557,
              lon: -73.9871,
              modes: ['metro'],
              type: 'stopArea',
              markerRange: 'full',
            },
          ],
          truncated: false,
          zoomRules: rules,
        }),
      () => Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    ];
    const asked: string[] = [];
    let answered = Promise.resolve();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : String(input));
      const answer = answers[asked.length - 1]();
      answered = new Promise((resolve) => setTimeout(resolve, 0));
      return answer;
    });
    const logged = [
      vi.spyOn(console, 'error').mockImplementation(() => {}),
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
    ];
    const loader = createPointsLoader({ rules, fetchPoints: fetchProximityPoints, debounceMs: 0 });
    try {
      loader.viewChanged([40.752, -73.992, 40.759, -73.982], 16);
      await vi.waitFor(() => expect(loader.$points.get().map((p) => p.id)).toEqual(['stopArea:times-sq']));
      // Moving far away asks again (outside the loaded padding); that request fails.
      loader.viewChanged([40.7, -74.02, 40.707, -74.01], 16);
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      await answered;
      expect(asked[1]).toContain('/api/v1/proximity/points');
      expect(loader.$points.get().map((p) => p.id)).toEqual(['stopArea:times-sq']);
      expect(loader.$truncated.get()).toBe(false);
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    } finally {
      loader.dispose();
    }
  });

  it('Cart fetch fails → logged; cart treated as absent (null)', async () => {
    const { waitFor } = await import('@testing-library/react');
    const { mountCartSummaries } = await import('./islands/CartSummary/cart-summary.ts');
    const { $auth } = await import('./stores/auth.ts');
    document.body.innerHTML = await drawChrome((await import('./islands/CartSummary/CartSummaryItem.astro')).default);
    $auth.set({ ...$auth.get(), authenticated: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    );
    const stop = mountCartSummaries();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('[cart] could not be fetched')), {
      timeout: 5000,
    });
    const button = document.querySelector<HTMLButtonElement>('[data-testid="cart-summary-button"]')!;
    expect(button.getAttribute('aria-label')).toBe('Cart: 0 item(s)');
    stop();
    document.body.innerHTML = '';
  });

  it('Notification fetch fails → the message of wh:notifications:error (store.notifications.error) in red', async () => {
    const { waitFor } = await import('@testing-library/react');
    const { mountNotificationsMenus } = await import('./islands/NotificationsMenu/notifications-menu.ts');
    document.body.innerHTML = await drawChrome(
      (await import('./islands/NotificationsMenu/NotificationsMenuItem.astro')).default,
    );
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    );
    mountNotificationsMenus();
    document.querySelector<HTMLButtonElement>('[data-testid="notifications-button"]')!.click();
    const message = document.querySelector<HTMLElement>('[data-state="error"]')!;
    await waitFor(() => expect(message.hidden).toBe(false), { timeout: 5000 });
    expect(message.textContent).toBe(getT('en')('store.notifications.error'));
    expect(message.className).toContain('text-danger');
    document.body.innerHTML = '';
  });

  it('Login widget load fails → not shown. Product: the login button stays, and pressing it says in a toast that sign-in is unavailable', async () => {
    const { waitFor } = await import('@testing-library/react');
    const { mountAccountMenus } = await import('./islands/AccountMenu/account-menu.ts');
    const { $notifications } = await import('./stores/notifications.ts');
    const { $auth, SIGNED_OUT } = await import('./stores/auth.ts');
    $auth.set(SIGNED_OUT);
    const url = 'http://127.0.0.1:9/missing-widget.js';
    // The server-drawn menu's parts the script drives (AccountMenuItem.astro).
    const widget = JSON.stringify({ url, environment: 'embedded', networkId: 'nyc', cookiesDomain: '' });
    const root = document.createElement('div');
    root.setAttribute('data-account-menu', '');
    root.dataset.lang = 'en';
    root.dataset.widget = widget;
    const login = document.createElement('button');
    login.setAttribute('data-account-login', '');
    login.textContent = getT('en')('account.login');
    const button = document.createElement('button');
    button.setAttribute('data-account-button', '');
    button.hidden = true;
    const panel = document.createElement('div');
    panel.setAttribute('data-account-panel', '');
    panel.hidden = true;
    root.append(login, button, panel);
    document.body.append(root);
    const stop = mountAccountMenus();
    const script = await waitFor(() => document.head.querySelector<HTMLScriptElement>('script[data-login-widget]')!);
    expect(script.src).toBe(url);
    script.dispatchEvent(new Event('error')); // what the browser fires when the module cannot be fetched
    await waitFor(() => expect(document.head.querySelector('script[data-login-widget]')).toBeNull());
    login.click();
    expect($notifications.get().at(-1)).toMatchObject({ type: 'error', message: 'account.widgetUnavailable' });
    stop();
    root.remove();
  });
});
