import { expect, test, type Page } from '@playwright/test';
import { signUpConfirmed } from './mailbox.ts';

/** The account pages behind the guard: favourites with network names, personal data and profile forms. */

/** Waits until an island has hydrated (Astro drops the ssr attribute then), so clicks reach React. */
async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="${component}"]`)).not.toHaveAttribute('ssr', /.*/);
}

async function signUp(page: Page, baseURL: string, firstName: string) {
  await signUpConfirmed(page, baseURL, {
    email: `e2e-pages-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`,
    firstName,
    lastName: 'Pages',
  });
}

test('favourites added through the API are listed with their line names and can be removed', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL!, 'Fay');
  const add = (data: object) =>
    page.request.post('/bff/api/v1/favorites', {
      headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
      data,
    });
  const lines = await (await page.request.get('/bff/api/v1/lines')).json();
  const line = lines.groups[0].lines[0];
  expect((await add({ type: 'LINE', id: line.id })).status()).toBe(201);
  expect(
    (
      await add({
        type: 'ADDRESS',
        category: 'home',
        label: 'Home',
        street: '350 5th Ave',
        zipCode: '10118',
        city: 'New York',
        coordinates: { lat: 40.7484, lon: -73.9857 },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/en/account/favorites');
  await expect(page.getByRole('heading', { name: 'Lines (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: line.longName || line.shortName })).toBeVisible();
  await expect(page.getByText('350 5th Ave, 10118 New York')).toBeVisible();
  await hydrated(page, 'FavoritesList');
  await page.getByRole('button', { name: 'Remove Home from favourites' }).click();
  await expect(page.getByText('350 5th Ave, 10118 New York')).toHaveCount(0);
  const collection = await (await page.request.get('/bff/api/v1/favorites')).json();
  expect(collection.favoriteAddresses).toEqual([]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites.lines') ?? '[]').length)).toBe(1);
});

test('personal data: saving a new first name updates the header', async ({ page, baseURL }) => {
  await signUp(page, baseURL!, 'Pat');
  await page.goto('/en/account/personal-data');
  await hydrated(page, 'AccountForm');
  const form = page.locator('#main');
  await form.getByLabel('First name').fill('Patricia');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Account menu of Patricia Pages' })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('First name')).toHaveValue('Patricia');
});

test('profile: choosing another site language switches the site to it', async ({ page, baseURL }) => {
  await signUp(page, baseURL!, 'Lou');
  await page.goto('/en/account/profile');
  await hydrated(page, 'AccountForm');
  await page.getByLabel('Site language').selectOption('it');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/it/account/profile');
  await expect(page.getByLabel('Lingua del sito')).toHaveValue('it');
});

test('favourites on a phone: names keep the row width, and removing one by keyboard keeps the focus in the list', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, baseURL!, 'Kim');
  const add = (data: object) =>
    page.request.post('/bff/api/v1/favorites', {
      headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
      data,
    });
  expect((await add({ type: 'STOP_POINT', id: 'subway:101N', lineIds: ['subway:1'] })).status()).toBe(201);
  expect((await add({ type: 'stopArea', id: 'subway:127', label: 'Times Sq-42 St' })).status()).toBe(201);
  expect((await add({ type: 'stopArea', id: 'subway:631', label: 'Grand Central-42 St' })).status()).toBe(201);

  await page.goto('/de/account/favorites');
  await hydrated(page, 'FavoritesList');
  // The edit and remove buttons went beside the name and left it ~90 px of a 318 px row: a word per line.
  for (const name of ['Van Cortlandt Park-242 St', 'Times Sq-42 St']) {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `${name} bearbeiten` }) });
    const rowBox = (await row.boundingBox())!;
    const nameBox = (await row.getByText(name, { exact: true }).boundingBox())!;
    expect(nameBox.height, name).toBeLessThan(30);
    expect(nameBox.width / rowBox.width, name).toBeGreaterThan(0.4);
  }

  // Keyboard only: the removed row's button is gone; the focus moves to the next favourite's, not the page top.
  await page.getByRole('button', { name: 'Times Sq-42 St aus den Favoriten entfernen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Grand Central-42 St aus den Favoriten entfernen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Haltestellen (1)' })).toBeFocused();
});

test.describe('account forms before their script runs (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('personal data never goes into the address: Save waits for the script', async ({ page, baseURL }) => {
    await signUp(page, baseURL!, 'Noa');
    await page.goto('/en/account/personal-data');
    const form = page.locator('#main');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Enter in a field submitted the form natively: a GET with ?firstName=…&lastName=…&phone=… and nothing saved.
    await form.getByLabel('Phone (optional)').fill('+1 212 555 0100');
    await form.getByLabel('Phone (optional)').press('Enter');
    await page.waitForLoadState();
    expect(new URL(page.url()).search).toBe('');
  });
});
