import { expect, test } from '@playwright/test';

// Header, sidebar and footer (spec section 2 "Shared header and sidebar", "Footer") at phone and desktop widths.

test.describe('chrome at 1280 wide (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header on top, sidebar as a left rail, footer fixed at the bottom with the year', async ({ page }) => {
    await page.goto('/fr/schedules');
    const header = page.locator('[data-chrome-header]');
    const sidebar = page.getByRole('navigation', { name: 'Navigation principale' });
    const footer = page.locator('[data-chrome-footer]');

    const headerBox = (await header.boundingBox())!;
    expect(headerBox).toMatchObject({ x: 0, y: 0, width: 1280 });
    const railBox = (await sidebar.boundingBox())!;
    expect(railBox.x).toBe(0);
    expect(railBox.y).toBeGreaterThanOrEqual(headerBox.height - 1);
    expect(railBox.height).toBeGreaterThan(railBox.width);
    expect(railBox.width).toBeLessThan(140);

    const footerBox = (await footer.boundingBox())!;
    expect(footerBox.y + footerBox.height).toBe(800);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('button', { name: 'Gestion des cookies' })).toBeVisible();
  });

  test('the sidebar link of the current section is highlighted, the others are not', async ({ page }) => {
    await page.goto('/en/schedules');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Timetables' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Nearby' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the top logo links to the site root and icons use the cached SVG files', async ({ page, request }) => {
    await page.goto('/de/proximity');
    await expect(page.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
    const icon = await request.get('/icons/pin.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(icon.headers()['cache-control']).toBe('public, max-age=2592000');
    expect((await request.get('/icons/no-such-icon.svg')).status()).toBe(404);
  });
});

test.describe('chrome at 390 wide (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar becomes a bottom bar and the footer follows the content', async ({ page }) => {
    await page.goto('/fr/schedules');
    const sidebar = page.getByRole('navigation', { name: 'Navigation principale' });
    const box = (await sidebar.boundingBox())!;
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(box.y + box.height).toBe(844);
    expect(box.width).toBeGreaterThan(box.height);
    await expect(sidebar.getByRole('link')).toHaveCount(3);

    const header = (await page.locator('[data-chrome-header]').boundingBox())!;
    expect(header).toMatchObject({ x: 0, y: 0, width: 390 });

    const footer = page.locator('[data-chrome-footer]');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText(String(new Date().getFullYear()));
    expect(await footer.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  });
});

test('widget mode hides header, sidebar, footer and consent panel', async ({ page }) => {
  await page.goto('/fr/schedules?widget=true');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-chrome-header]')).toHaveCount(0);
  await expect(page.locator('[data-chrome-sidebar]')).toHaveCount(0);
  await expect(page.locator('[data-chrome-footer]')).toHaveCount(0);
  await expect(page.locator('#consent-panel')).toHaveCount(0);

  await page.goto('/fr/schedules');
  await expect(page.locator('[data-chrome-header]')).toBeVisible();
});

test('the theme toggle switches to dark, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/schedules');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(background).not.toBe('rgb(243, 245, 248)');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a printed page is its content: no fixed header, announcements or bottom bar over every sheet', async ({
  page,
}) => {
  // About an A4 sheet's printable width, as a printout is laid out.
  await page.setViewportSize({ width: 718, height: 1000 });
  for (const path of ['/en/proximity/stopArea/subway:101', '/en/cobranding', '/en/schedules']) {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('h1').first()).toBeVisible();
    const fixed = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => getComputedStyle(e).position === 'fixed' && e.getBoundingClientRect().height > 0)
        .map((e) => `${e.tagName}.${String(e.className).slice(0, 30)}`),
    );
    expect(fixed, path).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
  }
});
