import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18: on a 768 px high tablet the fixed chrome (header, banner strip, bottom bar, footer) took about a third of
 * the screen, then 27 % with a slimmer bottom bar. From md (960 px) the navigation is a rail on the side, so tablets
 * keep the desktop's share: header 64 + banners 49 + footer 44 = 157 px, about a fifth. Phones keep their bottom bar.
 */
const MAX_SHARE = 0.21;

/** Pixel rows of the viewport covered by fixed, full-width chrome (header, banners, bottom bar, footer), overlaps once. */
function coveredRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = new Set<number>();
    for (const element of document.querySelectorAll<HTMLElement>(
      '[data-chrome-header], [data-testid="announcement-banners"], [data-chrome-sidebar], [data-chrome-footer]',
    )) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      const box = element.getBoundingClientRect();
      // A side rail takes columns, not rows.
      if (box.width < innerWidth / 2 || box.height === 0) continue;
      for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(innerHeight, Math.ceil(box.bottom)); y++) rows.add(y);
    }
    return rows.size;
  });
}

for (const width of [960, 1024, 1140]) {
  test(`a ${width} × 768 tablet keeps the chrome to a fifth of its height, navigation on a rail`, async ({ page }) => {
    await page.setViewportSize({ width, height: 768 });
    for (const path of ['/fr/schedules', '/en/trip-planner']) {
      await page.goto(path);
      await expect(page.getByTestId('announcement-banners')).toBeVisible();
      const covered = await coveredRows(page);
      expect(covered / 768, `${path}: ${covered} px of 768`).toBeLessThanOrEqual(MAX_SHARE);
      const rail = (await page.locator('[data-chrome-sidebar]').boundingBox())!;
      expect(rail.x).toBe(0);
      expect(rail.height).toBeGreaterThan(rail.width);
      // Every navigation entry is on screen, and so is the cookie-settings button (a legal control).
      for (const link of await page.locator('[data-chrome-sidebar] a').all())
        await expect(link).toBeInViewport({ ratio: 1 });
      await expect(page.locator('[data-chrome-footer] [data-consent-open]')).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: `test-results/chrome-height-${width}x768.png` });
  });
}

test('a 390 × 844 phone keeps its bottom bar and the chrome under a quarter of the height', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/schedules');
  const bar = (await page.locator('[data-chrome-sidebar]').boundingBox())!;
  expect(bar.y + bar.height).toBe(844);
  expect(bar.width).toBe(390);
  expect((await coveredRows(page)) / 844).toBeLessThanOrEqual(0.22);
});
