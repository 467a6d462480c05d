import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page in the prefix language', async ({ page }) => {
  const response = await page.goto('/de/nowhere/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Seite nicht gefunden: /de/nowhere/at-all');
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
  await expect(page.getByTestId('error-message')).toHaveText('Error interno del servidor');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('main')).not.toContainText(/Internal|Error code/);
});

test('the English texts are the spec ones', async ({ page }) => {
  await page.goto('/en/nowhere');
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/nowhere');
  await page.goto('/en/error');
  await expect(page.getByTestId('error-message')).toHaveText('Internal Server Error');
  await page.goto('/it/error?status=404');
  await expect(page.getByTestId('error-message')).toHaveText('Pagina non trovata');
});
