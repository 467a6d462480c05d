import { expect, test } from '@playwright/test';
import { choosePlace } from './trip-fixtures.ts';
import { signUpConfirmed } from './mailbox.ts';

/** Favourite places in every place combobox, and a point picked on the map, on the real NYC network (no geocoder). */

test('a stop saved from its page and a place saved from the search results come first in the place comboboxes', async ({
  page,
}) => {
  await page.goto('/en/proximity/stopArea/subway:127');
  // The star is drawn disabled until its script has read the favourites.
  await expect(page.getByTestId('favorite-toggle')).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Times Sq-42 St to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Times Sq-42 St from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/en');
  await choosePlace(page, 'To', 'Coney Island', /^Coney Island-Stillwell Av/);
  await page.getByRole('button', { name: 'Save Coney Island-Stillwell Av as a favourite' }).click();
  await expect(page.getByRole('button', { name: 'Remove Coney Island-Stillwell Av from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another page, another combobox: both favourites first, before "my position"'s neighbours and the recent places.
  await page.goto('/en/trip-planner');
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  await from.click();
  const options = page.getByRole('listbox', { name: 'From', exact: true }).getByRole('option');
  await expect(options.nth(1)).toHaveText(/Times Sq-42 St.*\(favourite\)/);
  await expect(options.nth(2)).toHaveText(/Coney Island-Stillwell Av.*\(favourite\)/);

  // Typing keeps the matching favourite first; the keyboard chooses it.
  await from.fill('coney');
  await expect(options.first()).toHaveText(/Coney Island-Stillwell Av.*\(favourite\)/);
  await from.press('ArrowDown');
  await from.press('Enter');
  await expect(from).toHaveValue('Coney Island-Stillwell Av');
});

test('a right click on the map, or the context-menu key, makes the point a place to leave from or go to', async ({
  page,
}) => {
  await page.goto('/en/proximity?lat=40.7557&lon=-73.9870');
  await expect(page.locator('[data-testid="nearby-map"] [data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
  const canvas = page.locator('[data-testid="nearby-map"] canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ button: 'right', position: { x: box.width / 2, y: box.height / 3 } });
  const menu = page.getByRole('dialog', { name: 'Point on the map' });
  await expect(menu).toBeVisible();
  // No geocoder here: the point is named after the nearest stop.
  await expect(menu.locator('.map-pick__name')).toHaveText(/^Near /);
  const leave = menu.getByRole('link', { name: 'Leave from here' });
  await expect(leave).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await canvas.focus();
  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  await expect(menu.locator('.map-pick__name')).toHaveText(/^Near /);
  const name = (await menu.locator('.map-pick__name').textContent())!;
  await menu.getByRole('link', { name: 'Leave from here' }).click();
  await page.waitForURL(/\/en\/trip-planner\?/);
  const url = new URL(page.url());
  expect(Number(url.searchParams.get('flat'))).toBeCloseTo(40.7557, 2);
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(name);
});

test('signed in: a saved address is renamed and filed as work on the favourites page, then offered first by that name', async ({
  page,
  baseURL,
}) => {
  await signUpConfirmed(page, baseURL!, {
    email: `e2e-places-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`,
    firstName: 'Pat',
    lastName: 'Places',
  });
  const added = await page.request.post('/bff/api/v1/favorites', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: {
      type: 'ADDRESS',
      category: '',
      label: '350 5th Avenue',
      street: '350 5th Avenue',
      zipCode: '10118',
      city: 'Manhattan',
      coordinates: { lat: 40.74844, lon: -73.98566 },
    },
  });
  expect(added.status()).toBe(201);

  await page.goto('/en/account/favorites');
  await expect(page.locator('astro-island[component-url*="FavoritesList"]')).not.toHaveAttribute('ssr', /.*/, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Edit 350 5th Avenue' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await name.fill('Office');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Work' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit Office' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('Office', { exact: true })).toBeVisible();
  await expect(page.getByTestId('favorite-category')).toHaveText('Work');

  await page.goto('/en');
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  await from.click();
  await from.fill('work');
  await expect(page.getByRole('listbox', { name: 'From', exact: true }).getByRole('option').first()).toHaveText(
    /Office.*Work.*\(favourite\)/,
  );
});

// Session 8: a long pasted text was sent whole, refused (400, over 200 characters) and shown as 'Place search failed.
// Please try again.', which no retry fixes.
test('a search box takes at most the 200 characters the place search answers', async ({ page }) => {
  await page.goto('/en/trip-planner');
  const box = page.getByRole('combobox', { name: 'From', exact: true });
  await box.click();
  await box.fill('Times Square 42nd street Manhattan New York '.repeat(6));
  expect((await box.inputValue()).length).toBe(200);
  // The search answered (nothing matches such a text): no 'Place search failed' error.
  await expect(page.getByText('No place matches.')).toBeVisible();
  await expect(page.locator('.place-combobox__error')).toHaveCount(0);
});

test('a search that matches nothing says so in plain sight, not under an empty popup (nearby, phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/proximity');
  const box = page.getByRole('combobox', { name: 'Place, address or stop' });
  await box.click();
  await box.pressSequentially('xyzzy plugh');
  const message = page.getByText('No place matches.');
  await expect(message).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // An empty popup (8 px, border and shadow) was drawn over the top of that line.
  const covered = await message.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [0.25, 0.5, 0.75].some(
      (f) => !element.contains(document.elementFromPoint(box.left + 20, box.top + box.height * f)),
    );
  });
  expect(covered).toBe(false);
});
