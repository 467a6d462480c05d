import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestPelias, type TestPelias } from '../src/test-support/pelias-server.ts';
import { startNode, stopNode, waitUntilReady, type SiteNode } from './site-nodes.ts';
import { choosePlace } from './trip-fixtures.ts';

/**
 * A site node of its own with GEOCODER_URL set to a local server speaking the Pelias API (recorded New York features):
 * addresses in the combobox with the engine's credit, a journey from an address, and the engine failing under a search.
 */
test.describe.configure({ mode: 'serial' });

let pelias: TestPelias;
let node: SiteNode;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  pelias = await startTestPelias();
  dir = mkdtempSync(join(tmpdir(), 'places-e2e-'));
  node = await startNode('geocoded', {
    GEOCODER_URL: pelias.url,
    DATABASE_PATH: join(dir, 'site.sqlite'),
    PLANNER_THREADS: '0',
    RATE_LIMIT_PLACE_SEARCH: '100000/60',
    RATE_LIMIT_JOURNEY_SEARCH: '100000/60',
  });
  await waitUntilReady(node, 150_000);
});

test.afterAll(async () => {
  await stopNode(node);
  await pelias.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a house number and a street list addresses first with the engine credit, and a journey leaves from one', async ({
  page,
}) => {
  await page.goto(`${node.origin}/en`);
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  await from.click();
  await from.fill('350 5th Ave');
  const options = page.getByRole('listbox', { name: 'From', exact: true }).getByRole('option');
  await expect(options.first()).toHaveText(/^350 5th Avenue.*Manhattan 10118/, { timeout: 15_000 });
  await expect(options.nth(1)).toHaveText(/^350 5th Avenue.*Brooklyn 11215/);
  const credit = page.getByTestId('place-attribution').first();
  await expect(credit).toContainText('OpenStreetMap');
  await expect(credit.getByRole('link')).toHaveAttribute('href', `${pelias.url}/attribution`);
  await options.first().click();
  await expect(from).toHaveValue('350 5th Avenue, Manhattan');
  await choosePlace(page, 'To', 'Times Sq', /^Times Sq-42 St/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/trip-planner\/results\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('fv')).toBe('350 5th Avenue');
  expect(Number(url.searchParams.get('flat'))).toBeCloseTo(40.74844, 4);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the engine stops answering, the stops are still offered and nothing says an error', async ({ page }) => {
  pelias.setMode('hang');
  try {
    await page.goto(`${node.origin}/en`);
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.click();
    await from.fill('Grand Central');
    await expect(page.getByRole('listbox', { name: 'From', exact: true }).getByRole('option').first()).toHaveText(
      /^Grand Central-42 St/,
      { timeout: 15_000 },
    );
    await expect(page.locator('.place-combobox__error')).toHaveCount(0);
  } finally {
    pelias.setMode('ok');
  }
});

test('a point picked on the map is named after the nearest address or landmark, with the engine credit', async ({
  page,
}) => {
  await page.goto(`${node.origin}/en/proximity?lat=40.7580&lon=-73.9855`);
  await expect(page.locator('[data-testid="nearby-map"] [data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
  await page.locator('[data-testid="nearby-map"] canvas').focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('dialog', { name: 'Point on the map' });
  await expect(menu.locator('.map-pick__name')).toHaveText('Times Square');
  await expect(menu.locator('.map-pick__credit')).toContainText('OpenStreetMap');
  await menu.getByRole('link', { name: 'Go here' }).click();
  await page.waitForURL(/\/en\?/);
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Times Square, Manhattan');
});
