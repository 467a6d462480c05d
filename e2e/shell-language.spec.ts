import { expect, test } from '@playwright/test';

test('the language selector switches language and keeps the path and query', async ({ page }) => {
  await page.goto('/fr/trip-planner/results?fi=A&ti=B');
  const selector = page.getByTestId('language-selector').first();
  await expect(selector).toBeAttached();
  if (await selector.evaluate((el) => el.tagName === 'DETAILS')) await selector.locator('summary').click();
  await selector.locator('a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/en\/trip-planner\/results\?fi=A&ti=B$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
