import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { choosePlace } from './trip-fixtures.ts';

/** Co-branding pages (issue 16): the partners from COBRANDING_PARTNERS (playwright.config.ts) and the widget generator. */

test('the co-branding page lists every partner, branded, with its demo page', async ({ page }) => {
  await page.goto('/en/cobranding');
  const cards = page.getByTestId('partner-list').locator('li');
  await expect(cards).toHaveCount(3);
  const hudson = cards.filter({ hasText: 'Hudson Street Books' });
  expect(await hudson.evaluate((card) => getComputedStyle(card).borderColor)).toBe('rgb(122, 46, 14)');
  await expect(cards.filter({ hasText: 'E2E Partner' })).toContainText(
    `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4399) + 1}`,
  );
  await hudson.getByRole('link', { name: 'See Hudson Street Books’s page' }).click();
  await expect(page).toHaveURL(/\/en\/cobranding\/demo\/hudson-books$/);
  await expect(page.locator('h1')).toHaveText('Hudson Street Books: partner page demo');
});

test("a partner's demo page embeds its widgets with the one-line script; an unknown partner is a 404", async ({
  page,
  request,
}) => {
  await page.goto('/en/cobranding/demo/hudson-books');
  await expect(page.locator('.partner-band img')).toHaveAttribute('alt', 'Hudson Street Books');
  const frames = page.locator('.partner-widget__frame iframe');
  await expect(frames).toHaveCount(3);
  await expect(page.frameLocator('[data-widget-demo="departures"] iframe').locator('h1')).toHaveText(
    'Next departures: Times Sq-42 St',
  );
  await expect(page.frameLocator('[data-widget-demo="timetable"] iframe').locator('h1')).toContainText('1');
  // The frame follows its widget: taller than the script's starting 420 px for a timetable.
  await expect.poll(async () => (await frames.nth(2).boundingBox())!.height).toBeGreaterThan(600);
  expect((await request.get('/en/cobranding/demo/nobody')).status()).toBe(404);
  expect((await request.get('/en/cobranding/demo/Bad%20Id')).status()).toBe(404);
});

test('the generator builds a departures widget from a searched stop, with live preview, colours and copy', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/cobranding/demo/widgets-definitions?partner=e2e-partner');
  await expect(page.getByText('Choose a stop to show its departures.')).toBeVisible();
  await choosePlace(page, 'Stop', 'Times Sq', /^Times Sq-42 St/);
  const script = page.getByTestId('embed-script');
  await expect(script).toContainText(
    `data-widget="${baseURL}/en/widgets/departures?stop=subway%3A127&amp;partner=e2e-partner"`,
  );
  const preview = page.frameLocator('[data-testid="widget-preview"]');
  await expect(preview.locator('h1')).toHaveText('Next departures: Times Sq-42 St');

  await page.getByLabel('Main colour').fill('#0f5c3a');
  await page.locator('.generator').getByLabel('Language').selectOption('de');
  await page.getByLabel('Width (pixels)').fill('360');
  await expect(script).toContainText(
    '/de/widgets/departures?stop=subway%3A127&amp;partner=e2e-partner&amp;primary=%230f5c3a',
  );
  await expect(script).toContainText('data-width="360"');
  await expect(preview.locator('h1')).toHaveText('Nächste Abfahrten: Times Sq-42 St');
  expect(await preview.locator('.widget__foot a').evaluate((link) => getComputedStyle(link).color)).toBe(
    'rgb(15, 92, 58)',
  );
  expect(Math.round((await page.getByTestId('widget-preview').boundingBox())!.width)).toBe(360);

  await page.getByRole('button', { name: 'Copy: One line (follows the widget’s height)' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await script.textContent());
});

test('the generator builds a timetable widget from a typed line and a prefilled journey form', async ({ page }) => {
  await page.goto('/en/cobranding/demo/widgets-definitions');
  await page.getByRole('radio', { name: 'Line timetable' }).check();
  await expect(page.getByText('Choose a line to show its timetable.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Line' }).fill('7');
  await expect(page.getByTestId('embed-iframe')).toContainText('/en/widgets/timetable?line=subway%3A7"');
  await expect(page.frameLocator('[data-testid="widget-preview"]').locator('h1')).toContainText('7');

  await page.getByRole('radio', { name: 'Journey form' }).check();
  await choosePlace(page, 'Prefilled departure', 'Times Sq', /^Times Sq-42 St/);
  await expect(page.getByTestId('embed-iframe')).toContainText(
    '/en/widgets/trip?fi=subway%3A127&amp;fv=Times+Sq-42+St',
  );
  await expect(page.frameLocator('[data-testid="widget-preview"]').getByRole('combobox', { name: 'From' })).toHaveValue(
    /^Times Sq-42 St/,
  );
});

test('the generator and partner pages have no serious accessibility violations', async ({ page }) => {
  test.slow();
  for (const path of ['/fr/cobranding/demo/widgets-definitions', '/en/cobranding/demo/queens-arena']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test.describe('the widget generator before its script runs (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('its controls wait for the script: a choice made earlier would be dropped by hydration', async ({ page }) => {
    await page.goto('/en/cobranding/demo/widgets-definitions');
    await expect(page.getByRole('radio', { name: 'Line timetable' })).toBeDisabled();
    await expect(page.getByLabel('Language', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Width (pixels)')).toBeDisabled();
  });
});
