import { expect, test, type Page } from '@playwright/test';
import { signUpConfirmed } from './mailbox.ts';
import { tripQuery } from './polish-fixtures.ts';

/**
 * zod stays on the server: browser code checks answers by outline (src/bff-client/answer-outline.ts). zod in the browser
 * costs ~25 kB gzipped on every page and its JIT probe (`new Function`) is reported by the CSP as unsafe-eval.
 * zod 4's objects carry a `_zod` property that survives minification: no script a page loads may contain it.
 */
async function scriptsWithZod(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  const reads: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.text().then(
        (body) => {
          if (body.includes('_zod')) found.push(new URL(response.url()).pathname);
        },
        () => {},
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(reads);
  page.off('response', onResponse);
  return found;
}

test('no page ships zod to the browser, signed out or signed in', async ({ page, baseURL }) => {
  // Six pages each waited to the network's rest, and a sign-up: more than a default test's minute on a busy machine.
  test.slow();
  for (const path of ['/fr', '/fr/trip-planner', '/fr/schedules'])
    expect(await scriptsWithZod(page, path), path).toEqual([]);
  await signUpConfirmed(page, baseURL!, {
    email: `e2e-bundle-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`,
    firstName: 'Zed',
    lastName: 'Bundle',
  });
  for (const path of ['/fr', '/fr/account/favorites', '/fr/account/personal-data'])
    expect(await scriptsWithZod(page, path), path).toEqual([]);
});

/**
 * Chromium has its own Temporal (src/domain/temporal.ts): the trip results page and the form it leads back to work
 * with dates (the list's Later shift, the calendar) and must not fetch temporal-polyfill (~18 KiB gz) there.
 */
test('with a native Temporal, trip results and the form fetch no temporal-polyfill and their dates still work', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/fr/trip-planner/results?${tripQuery('08:30')}`);
  expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('object');
  await expect(page.getByText(/^Départ \S+ \d{1,2} \S+ à 08:30$/)).toBeVisible();
  await expect(page.locator('.journey-card').first()).toBeVisible();

  // Once the list's island runs, Later shifts the departure in the page (trip-list-shift.ts reads it with Temporal).
  await expect(page.locator('astro-island:has(.trip-results)')).not.toHaveAttribute('ssr', '');
  const before = new URL(page.url()).searchParams.get('dt')!;
  await page.getByRole('link', { name: 'Plus tard', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('dt')).not.toBe(before);
  expect(Date.parse(new URL(page.url()).searchParams.get('dt')!) - Date.parse(before)).toBe(30 * 60_000);

  // The form keeps the searched date; its calendar (Temporal.Now, the date grid) moves it a day on.
  await page.getByRole('link', { name: 'Modifier la recherche' }).first().click();
  await page.waitForURL(/\/fr\/trip-planner\?/);
  const tomorrow = before.slice(0, 10);
  const french = (iso: string) => iso.split('-').reverse().join('/');
  const date = page.getByRole('textbox', { name: /Date de départ/ });
  await expect(date).toHaveValue(french(tomorrow));
  const toggle = page.getByRole('button', { name: 'Ouvrir le calendrier : Date de départ' });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const next = new Date(`${tomorrow}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await expect(date).toHaveValue(french(next.toISOString().slice(0, 10)));

  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('temporal-polyfill'))).toEqual([]);
});

/**
 * Astro emits each component `<script>` as a file of its own, which every page using the component then fetches: the
 * chrome's components carry none, and one entry (src/components/chrome/chrome-start.ts) starts them all. A page of
 * text references Astro's prefetch script, the chrome's and its own (at most two on the stop page): a chrome component
 * given a script again would add a request to every page.
 */
test('a page of text references at most four scripts, whatever its chrome', async ({ request }) => {
  for (const path of ['/fr', '/fr/schedules', '/fr/schedules/line/subway%3A1', '/fr/proximity/stopArea/subway:127']) {
    const html = await (await request.get(path)).text();
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length, `${path}: ${sources.join(' ')}`).toBeLessThanOrEqual(4);
  }
});

/**
 * maplibre's stylesheet blocks no first paint: pages holding a map link it only when a map is drawn, first among their
 * stylesheets so the site's rules keep the last word, and the map's controls are styled by it.
 */
test('map pages link maplibre’s stylesheet only when a map is drawn', async ({ page, request }) => {
  const stylesheets = (html: string) => [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  for (const path of [
    '/fr/proximity/stopArea/subway:127',
    '/fr/schedules/line/subway%3A1',
    '/fr/proximity?lat=40.75529&lon=-73.987495',
  ]) {
    const html = await (await request.get(path)).text();
    expect(
      stylesheets(html).filter((link) => link.includes('maplibre')),
      path,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/proximity/stopArea/subway:127');
  await expect(page.locator('.stop-map [data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
  const first = await page.evaluate(() => document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href'));
  expect(first).toContain('maplibre');
  await expect(page.locator('.stop-map .maplibregl-ctrl-group').first()).toHaveCSS('border-radius', '4px');
});

/**
 * On a phone the results list works as server-drawn links and loads React when the visitor starts to use it; the
 * offer of their saved preferences needs no framework. (From 1280 px the list sits beside its map and runs at once.)
 */
test('trip results on a phone load no React until the list is used, and the Map button still works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() =>
    localStorage.setItem('trip-planner.customPreferences', JSON.stringify({ walkingSpeed: { selectedKey: 'SLOW' } })),
  );
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/fr/trip-planner/results?${tripQuery('08:30')}`);
  await expect(page.locator('.journey-card').first()).toBeVisible();
  const offer = page.getByTestId('saved-preferences');
  await expect(offer).toBeVisible({ timeout: 30_000 });
  expect(new URL((await offer.getByRole('link').getAttribute('href'))!, page.url()).searchParams.get('ws')).toBe(
    'SLOW',
  );
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/framework\./.test(path))).toEqual([]);
  await expect(page.locator('astro-island:has(.trip-results)')).toHaveAttribute('ssr', '');

  await page.getByRole('button', { name: 'Carte' }).click();
  await expect(page.locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByTestId('map-journey-card')).toBeVisible();
  expect(scripts.filter((path) => /\/framework\./.test(path))).toHaveLength(1);
});
