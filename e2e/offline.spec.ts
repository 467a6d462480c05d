import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { tripQuery } from './polish-fixtures.ts';
import { signUp } from './shell-fixtures.ts';

/**
 * The installable, offline site (src/offline/): pages opened online are readable with the browser offline, marked as
 * saved copies; a page never opened gives the site's offline page; nothing stored under a session outlives it.
 */

const STOP = '/en/proximity/stopArea/subway:127';
const LINE = '/en/schedules/line/subway:1';

/** Waits until the service worker runs and controls the page (the first visit registers it). */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 90_000 })
    .toBe('activated');
}

/** Waits until a page sits in one of the offline caches. */
async function stored(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (address) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if ((await cache.keys()).some((request) => request.url.endsWith(address))) return true;
        }
        return false;
      }, path),
    )
    .toBe(true);
}

/** Which deployment's worker controls the page. */
async function runningVersion(page: Page): Promise<string> {
  return page.evaluate(() =>
    new URL(navigator.serviceWorker.controller?.scriptURL ?? '/none', location.href).search.includes('next')
      ? 'next'
      : 'current',
  );
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test.describe('offline', () => {
  test.describe.configure({ timeout: 240_000 });
  // A traveller's phone.
  test.use({ viewport: { width: 390, height: 844 } });

  test('every page links its language manifest, whose icons and colours make the site installable', async ({
    page,
    request,
  }) => {
    await page.goto('/de/schedules');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifests/de.webmanifest');
    const answer = await request.get(href!);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({ lang: 'de', start_url: '/de', display: 'standalone', theme_color: '#0b5cad' });
    expect(manifest.name).toBe('Mein Netz');
    for (const icon of manifest.icons)
      expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  test('Chromium finds the site installable: no installability error, the manifest read without error', async ({
    playwright,
    baseURL,
  }) => {
    // A test browser context is off the record, which Chromium never installs from: a profile on disk instead.
    const profile = await mkdtemp(join(tmpdir(), 'offline-install-'));
    const { launchOptions } = test.info().project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/it/schedules');
      const devtools = await context.newCDPSession(page);
      const manifest = await devtools.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${baseURL}/manifests/it.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test.describe('a new deployment', () => {
    // The test registers the next worker itself: the pages' Trusted Types let only the site's own policy do so.
    test.use({ bypassCSP: true });

    test('a new version of the worker is offered as a reload, and the reload runs the page under it', async ({
      page,
    }) => {
      await page.goto('/en/schedules');
      await controlled(page);
      await expect(page.getByTestId('offline-update')).toBeHidden();
      // The next deployment's worker. A new worker installs when the script's bytes or address change: the test cannot
      // change what the server sends (the browser fetches a worker's script outside the test's routes), so it registers
      // the same script under another address, as a deployment renaming it would.
      await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deployment=next'));

      const offer = page.getByTestId('offline-update');
      await expect(offer).toBeVisible();
      await expect(offer).toContainText('A new version of the site is ready.');
      // Until the visitor accepts, the open page stays with the worker it started with.
      expect(await runningVersion(page)).toBe('current');
      const reloaded = page.waitForEvent('load');
      await offer.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await runningVersion(page)).toBe('next');
    });
  });

  test('a visited stop page and line timetable open offline with their content and the saved-copy notice', async ({
    page,
    context,
  }) => {
    await page.goto(STOP);
    await expect(page.getByTestId('stop-board')).toBeVisible();
    await controlled(page);
    await page.goto(LINE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subway 1');
    await stored(page, STOP);
    await stored(page, LINE);
    // Each copy carries its size: the bound on the stored copies adds these up.
    const sizes = await page.evaluate(async (address) => {
      const copy = await (await caches.open('offline-visited-pages')).match(address, { ignoreVary: true });
      return [Number(copy?.headers.get('x-offline-bytes')), (await copy?.blob())?.size];
    }, LINE);
    expect(sizes[0]).toBeGreaterThan(100_000);
    expect(sizes[0]).toBe(sizes[1]);

    await goOffline(context);
    await page.goto(STOP);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText(
      /^Saved at .+ — you are offline; departures may have changed\.$/,
    );
    // In sight: not under the fixed header (a trial click fails on a covered element).
    await page.getByTestId('offline-notice').click({ trial: true, timeout: 2000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Times Sq-42 St');
    await expect(page.getByTestId('stop-board')).toBeVisible();
    // Live marks of the saved board are not shown: they were live when saved.
    await expect(page.locator('.board-departure__live:visible')).toHaveCount(0);
    await page.goto(LINE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subway 1');
    await expect(page.getByTestId('offline-notice')).toBeVisible();

    // Back online: the page is fetched again, the notice gone.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-offline-saved-at', /.+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subway 1');
  });

  test('a roadmap kept with "Keep offline" opens offline; a page never visited gives the offline page listing it', async ({
    page,
    context,
  }) => {
    await page.goto(`/en/trip-planner/results?${tripQuery('10:00')}`);
    await controlled(page);
    await page.locator('.journey-card').first().getByRole('link', { name: 'Roadmap' }).click();
    await page.waitForURL(/\/trip-planner\/roadmap\//);
    const roadmap = page.url();
    const heading = await page.locator('#roadmap-title').textContent();
    await page.getByTestId('keep-offline').click();
    await expect(page.getByRole('status').filter({ hasText: 'Kept on this device' })).toBeVisible();
    // The kept copy outlives the visited pages' turnover: the visited copy is dropped here.
    await page.evaluate(() => caches.delete('offline-visited-pages'));

    await goOffline(context);
    await page.goto(roadmap);
    await expect(page.locator('#roadmap-title')).toHaveText(heading!);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('keep-offline')).toBeHidden();

    await page.goto('/en/schedules/line/subway:7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    const list = page.getByTestId('offline-list');
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list).toContainText('Roadmap, saved');
    const listed = await list.getByRole('link').getAttribute('href');
    expect(new URL(listed ?? '', roadmap).href).toBe(roadmap);
    await page.goto('/fr/trip-planner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
  });

  test("the favourites page stores its stops' and lines' pages: they open offline without a visit", async ({
    page,
    context,
    baseURL,
  }) => {
    const stop = '/en/proximity/stopPoint/subway:127N';
    const line = '/en/schedules/line/subway:7';
    await page.goto('/en');
    await signUp(page, baseURL!);
    const add = (data: object) =>
      page.request.post('/bff/api/v1/favorites', {
        headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
        data,
      });
    expect((await add({ type: 'STOP_POINT', id: 'subway:127N' })).status()).toBe(201);
    expect((await add({ type: 'LINE', id: 'subway:7' })).status()).toBe(201);
    await page.goto('/en/account/favorites');
    await controlled(page);
    await stored(page, stop);
    await stored(page, line);

    await goOffline(context);
    await page.goto(stop);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('stop-board')).toBeVisible();
    await page.goto(line);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subway 7');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
  });

  test('after sign-out, pages stored under the session and the account page are not readable offline', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/en');
    await signUp(page, baseURL!);
    await page.goto(STOP);
    await controlled(page);
    await stored(page, STOP);
    await page.goto('/en/account/profile');
    await expect(page).toHaveURL(/\/en\/account\/profile$/);
    await page.goto(LINE);
    await stored(page, LINE);

    // Signing out reloads the line page (stored again, signed out); the stop page's copy made under the session goes.
    await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByTestId('account-login-button')).toBeVisible();

    await goOffline(context);
    await page.goto('/en/account/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByTestId('offline-list')).not.toContainText('Times Sq');
    await page.goto(STOP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  });
});
