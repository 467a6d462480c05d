import { expect, test } from '@playwright/test';
import { expectedHeading, expectedTitle, LANGS, namedTitle, SAMPLE_ROUTES, signUp } from './shell-fixtures.ts';

const RESULTS = SAMPLE_ROUTES.find((r) => r.name === 'trip-planner-results')!;

test.describe('every route in every language', () => {
  for (const lang of LANGS) {
    test(`answers in ${lang} with its page, title and lang`, async ({ page, baseURL }) => {
      // 22 pages in a row: more than the default minute on a loaded machine.
      test.setTimeout(180_000);
      await signUp(page, baseURL!);
      for (const route of SAMPLE_ROUTES) {
        const response = await page.goto(`/${lang}${route.path}`);
        expect(response?.status(), route.name).toBe(200);
        await expect(page.locator('html'), route.name).toHaveAttribute('lang', lang);
        const shown = route.journey && new URL(page.url()).pathname.endsWith('/trip-planner/results') ? RESULTS : route;
        expect(new URL(page.url()).pathname, route.name).toBe(`/${lang}${shown.path.split('?')[0]}`);
        await expect(page, route.name).toHaveTitle(
          shown.named ? namedTitle(lang, shown.named) : expectedTitle(lang, shown.pageKey, shown.titleValues),
        );
        await expect(page.locator('html'), route.name).toHaveAttribute('data-route', shown.name);
        // Screens of later issues (trip planner, line pages named after their line) write their own headings.
        if (route.name !== 'error' && route.name !== 'schedules-line-id' && !route.name.startsWith('trip-planner')) {
          await expect(page.locator('h1').first(), route.name).toHaveText(
            route.named ?? expectedHeading(lang, route.pageKey, route.headingValues),
          );
        }
        const alternates = await page
          .locator('link[rel="alternate"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
        expect(alternates, route.name).toEqual(['fr', 'en', 'es', 'it', 'de', 'x-default']);
      }
    });
  }
});

test('the bare root renders the home page in the visitor language, canonical to the prefixed URL', async ({
  browser,
  baseURL,
}) => {
  const german = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
  });
  const page = await german.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(expectedTitle('de', 'index'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/de`);
  await german.close();

  const fallback = await browser.newContext({ locale: 'ja-JP' });
  const other = await fallback.newPage();
  await other.goto('/');
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await fallback.close();
});

test('the locale cookie wins over Accept-Language and lasts 365 days', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/it/schedules');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('it');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
  await page.goto(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await context.close();
});

test('widget mode hides the chrome and keeps the flag on internal links', async ({ page }) => {
  await page.goto('/en?widget=true');
  await expect(page.locator('html')).toHaveAttribute('data-widget', '');
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toContain('widget=true');
});
