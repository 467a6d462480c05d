import { expect, test } from '@playwright/test';

// Spec section 2 "Scrolling": a hash target is scrolled to. The header and the announcement strip are fixed over the
// page, so the target must land below them, not under them (session 10: it landed at y = 0, hidden by both).

for (const width of [1280, 390]) {
  test(`a hash target shows below the fixed header and announcement strip (${width} wide)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/schedules/line/subway:1#timetable-title');
    const strip = page.getByTestId('announcement-banners');
    await expect(strip).toBeVisible();
    const target = page.locator('#timetable-title');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const chromeBottom = Math.max(
      (await page.locator('[data-chrome-header]').boundingBox())!.y +
        (await page.locator('[data-chrome-header]').boundingBox())!.height,
      (await strip.boundingBox())!.y + (await strip.boundingBox())!.height,
    );
    const top = (await target.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(chromeBottom);
    expect(top).toBeLessThan(chromeBottom + 40);
  });
}
