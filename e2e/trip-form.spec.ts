import { expect, test } from '@playwright/test';
import { choosePlace } from './trip-fixtures.ts';

test.describe('trip planner form details (en)', () => {
  test('"my position" says so, with the place near the traveller as a hint', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 40.7557, longitude: -73.9872 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/en/trip-planner');
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.click();
    await page.getByRole('listbox', { name: 'From', exact: true }).getByRole('option', { name: 'My position' }).click();
    await expect(from).toHaveValue('My position');
    await expect(page.locator('.place-combobox__hint')).toHaveText(/^Near \S/);
    await context.close();
  });

  test('a switched-off mode travels in the URL and the same place twice is refused', async ({ page }) => {
    await page.goto('/en/trip-planner');
    await choosePlace(page, 'From', 'Times Sq', /^Times Sq-42 St/);
    await choosePlace(page, 'To', 'Times Sq', /^Times Sq-42 St/);
    await expect(page.getByText('Departure and arrival are the same place.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveAttribute('aria-disabled', 'true');

    await choosePlace(page, 'To', 'Coney Island', /^Coney Island-Stillwell Av/);
    await page.getByText('Preferences', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Bus' }).uncheck();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/trip-planner\/results\?/);
    expect(new URL(page.url()).searchParams.get('m')).toBe('bus');
    await expect(page.locator('.journey-card').first()).toBeVisible();

    // The choice is kept in local storage for the next visit, and resettable.
    await page.goto('/en/trip-planner');
    await page.getByText('Preferences', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Bus' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Back to default preferences' }).click();
    await expect(page.getByRole('checkbox', { name: 'Bus' })).toBeChecked();
  });

  // Session 8: the field showed its error but Search ran with the last good date (today), a day nobody asked for.
  test('a date typed wrong stops the search and sends the traveller back to it', async ({ page }) => {
    await page.goto('/en/trip-planner');
    await choosePlace(page, 'From', 'Times Sq', /^Times Sq-42 St/);
    await choosePlace(page, 'To', 'Coney Island', /^Coney Island-Stillwell Av/);
    const formPath = new URL(page.url()).pathname;
    const date = page.getByRole('textbox', { name: /Departure date/ });
    await date.fill('02/31/2026');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(date).toBeFocused();
    await expect(page.locator('.date-field .form-error')).toContainText('MM/DD/YYYY');
    expect(new URL(page.url()).pathname).toBe(formPath);
    // Corrected, it searches that day.
    const next = new Date(Date.now() + 3 * 86_400_000);
    const [y, m, d] = [
      next.getUTCFullYear(),
      String(next.getUTCMonth() + 1).padStart(2, '0'),
      String(next.getUTCDate()).padStart(2, '0'),
    ];
    await date.fill(`${m}/${d}/${y}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/trip-planner\/results\?/);
    expect(new URL(page.url()).searchParams.get('dt')).toMatch(new RegExp(`^${y}-${m}-${d}T`));
  });

  test('recent places come first in an empty field', async ({ page }) => {
    await page.goto('/en/trip-planner');
    await choosePlace(page, 'From', 'Times Sq', /^Times Sq-42 St/);
    await choosePlace(page, 'To', 'Coney Island', /^Coney Island-Stillwell Av/);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/trip-planner\/results\?/);
    await page.goto('/en/trip-planner');
    await page.getByRole('combobox', { name: 'To', exact: true }).click();
    const options = page.getByRole('listbox', { name: 'To', exact: true }).getByRole('option');
    await expect(options.nth(1)).toContainText('Coney Island-Stillwell Av');
    await expect(options.nth(2)).toContainText('Times Sq-42 St');
  });
});
