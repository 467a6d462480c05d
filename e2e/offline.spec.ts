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

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test.describe('offline', () => {
  test.describe.configure({ timeout: 240_000 });

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

    await goOffline(context);
    await page.goto(STOP);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText(
      /^Saved at .+ — you are offline; departures may have changed\.$/,
    );
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
