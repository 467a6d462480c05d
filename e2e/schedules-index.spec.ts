import { expect, test } from '@playwright/test';

// The schedules index: bus lines under the borough they serve, and a filter that forgives a typo and knows the stops.
test.slow();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the schedules index at ${viewport.width} wide`, () => {
    test.use({ viewport });

    test('groups every bus line under a borough, MTA Bus Company routes too', async ({ page }) => {
      await page.goto('/en/schedules');
      const groups = await page
        .locator('[data-line-group]')
        .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label')));
      expect(groups.filter((label) => label?.startsWith('Bus')).sort()).toEqual([
        'Bus · Bronx',
        'Bus · Brooklyn',
        'Bus · Manhattan',
        'Bus · Queens',
        'Bus · Staten Island',
      ]);
      // The Q10 (MTA Bus Company, to JFK) is a Queens bus, the BM1 express a Brooklyn one.
      await expect(
        page.getByRole('region', { name: 'Bus · Queens' }).locator('[data-line-id="bus:Q10"]'),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Bus · Brooklyn' }).locator('[data-line-id="bus:BM1"]'),
      ).toBeAttached();
    });

    test('the filter forgives one typo and finds lines by the stops they serve', async ({ page }) => {
      await page.goto('/en/schedules');
      const list = page.locator('[data-line-groups]');
      const search = page.getByRole('searchbox', { name: 'Find a line' });
      await search.fill('broadwya');
      await expect(list.locator('[data-line-id="subway:1"]')).toBeVisible();
      await expect(list.locator('[data-line-id="subway:GS"]')).toBeHidden();
      await search.fill('jamaica');
      for (const line of ['E', 'J', 'Z']) await expect(list.locator(`[data-line-id="subway:${line}"]`)).toBeVisible();
      await expect(list.locator('[data-line-id="subway:1"]')).toBeHidden();
      await expect(page.getByRole('status')).toContainText('lines');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form finds lines by their stops and forgives a typo', async ({ page }) => {
    await page.goto('/en/schedules?q=jamaica');
    for (const line of ['E', 'J', 'Z']) await expect(page.locator(`[data-line-id="subway:${line}"]`)).toBeVisible();
    await expect(page.locator('[data-line-id="subway:1"]')).toBeHidden();
    await page.goto('/en/schedules?q=broadwya');
    await expect(page.locator('[data-line-id="subway:1"]')).toBeVisible();
  });
});
