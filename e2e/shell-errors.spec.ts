import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page in the prefix language', async ({ page }) => {
  const response = await page.goto('/de/nowhere/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /de/nowhere/at-all');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown language prefix shows the 404 page', async ({ page }) => {
  const response = await page.goto('/xx/trip-planner?fi=A');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /xx/trip-planner');
});

test('a parameter failing validation shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/en/schedules/line/%3Cscript%3E');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /en/schedules/line/%3Cscript%3E');
});

test('/{lang}/error renders the error page', async ({ page }) => {
  const response = await page.goto('/es/error');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('error-message')).toHaveText('Internal Server Error');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
