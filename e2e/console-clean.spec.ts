import { expect, test, type Page } from '@playwright/test';
import { planTimesSqToConeyIsland } from './trip-fixtures.ts';
import { signUpConfirmed } from './mailbox.ts';

/**
 * The main pages load without console errors, uncaught page errors or Content Security Policy violations.
 * Ignored, and only these: failures to reach external hosts that are offline on the test machine (the map's basemap
 * style and tiles). Everything else, including a 404 from our own API, fails the test.
 */
const OFFLINE_EXTERNAL_HOSTS = [/tiles\.openfreemap\.org/];

interface Problem {
  kind: string;
  text: string;
}

const isOfflineExternal = (text: string) => OFFLINE_EXTERNAL_HOSTS.some((host) => host.test(text));

/** Starts collecting on a page; the CSP listener is installed before any page script runs. */
async function watch(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `[csp-violation] ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url ?? '';
    const text = `${message.text()} (${where})`;
    if (!isOfflineExternal(text)) problems.push({ kind: 'console', text });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: error.stack ?? error.message }));
  page.on('requestfailed', (request) => {
    if (!isOfflineExternal(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push({ kind: 'requestfailed', text: `${request.url()} ${request.failure()?.errorText}` });
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith('/bff/'))
      problems.push({ kind: 'api', text: `${response.status()} ${url.pathname}` });
  });
  return problems;
}

/** Lets islands hydrate and idle-time work (map, toaster, banners) run before judging. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

const PAGES = [
  '/fr',
  '/en',
  '/fr/trip-planner',
  '/fr/schedules',
  '/fr/proximity',
  '/en/proximity?lat=40.7557&lon=-73.9870',
  '/en/proximity/stopArea/subway:127',
  '/fr/cobranding',
];

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width} wide`, () => {
    test.use({ viewport: { width, height } });

    for (const path of PAGES) {
      test(`${path} is console-clean`, async ({ page }) => {
        const problems = await watch(page);
        await page.goto(path);
        await settle(page);
        expect(problems).toEqual([]);
      });
    }

    test('the 404 page is console-clean apart from its own 404 document', async ({ page }) => {
      const problems = await watch(page);
      const response = await page.goto('/fr/no-such-page');
      expect(response?.status()).toBe(404);
      await settle(page);
      // Chromium logs the document's own 404 as a console error; that is the page working as intended.
      expect(
        problems.filter(
          (problem) =>
            !(problem.kind === 'console' && /404/.test(problem.text) && problem.text.includes('/fr/no-such-page')),
        ),
      ).toEqual([]);
    });
  });
}

test('a trip results page on the NYC network, with its map, is console-clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watch(page);
  await page.goto('/fr/trip-planner');
  await planTimesSqToConeyIsland(page, 'fr');
  await expect(page.locator('.journey-card').first()).toBeVisible();
  await expect(page.locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
  await settle(page);
  expect(problems).toEqual([]);
});

test('the signed-in account pages are console-clean', async ({ page, baseURL }) => {
  await signUpConfirmed(page, baseURL!, {
    email: `e2e-console-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`,
    firstName: 'Cleo',
    lastName: 'Console',
  });
  const problems = await watch(page);
  for (const path of ['/fr', '/fr/account/favorites', '/fr/account/personal-data']) {
    await page.goto(path);
    await settle(page);
  }
  expect(problems).toEqual([]);
});
