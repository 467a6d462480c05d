import { expect, test } from '@playwright/test';
import { signUp } from './shell-fixtures.ts';

test('/signedin tells the real state', async ({ page, baseURL }) => {
  await page.goto('/en/signedin');
  await expect(page.locator('h1')).toHaveText('You are not signed in');
  await expect(page.getByTestId('signedin-state')).toHaveAttribute('data-signed-in', 'false');
  await signUp(page, baseURL!);
  await page.goto('/en/signedin');
  await expect(page.locator('h1')).toHaveText('You are signed in');
  await expect(page.getByTestId('signedin-state')).toContainText('Signed in as Ada Lovelace.');
});

test.describe('unsubscribe', () => {
  test('a signed-in customer unsubscribes after confirming, and it is stored', async ({ page, baseURL }) => {
    await page.goto('/de/unsubscribe');
    await expect(page.getByTestId('unsubscribe')).toHaveAttribute('data-state', 'anonymous');
    await signUp(page, baseURL!);
    await page.goto('/en/unsubscribe');
    await expect(page.getByTestId('unsubscribe')).toHaveAttribute('data-state', 'signed-in');
    await page.getByRole('button', { name: 'Unsubscribe me' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: you will no longer receive notifications.');
    const state = await (await page.request.get('/bff/notifications/subscription')).json();
    expect(state.subscribed).toBe(false);
    await page.goto('/en/unsubscribe');
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed: you no longer receive notifications.');
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    expect((await (await page.request.get('/bff/notifications/subscription')).json()).subscribed).toBe(true);
  });

  test('the signed link of an e-mail works without signing in; a tampered one is refused', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUp(page, baseURL!);
    const { path } = await (
      await page.request.get('/bff/notifications/unsubscribe-link', { headers: { 'Accept-Language': 'fr' } })
    ).json();
    expect(path).toMatch(/^\/fr\/unsubscribe\?u=/);
    const stranger = await browser.newContext();
    const anonymous = await stranger.newPage();
    const tampered = path.replace(/s=([A-Za-z0-9_-])/, (_: string, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    const refused = await anonymous.goto(tampered);
    expect(refused?.status()).toBe(400);
    await expect(anonymous.getByRole('alert')).toHaveText('Ce lien de désabonnement n’est pas valide.');
    await anonymous.goto(path);
    await expect(anonymous.getByTestId('unsubscribe')).toHaveAttribute('data-state', 'confirm-link');
    // Opening the link changed nothing: only the confirmation does.
    expect((await (await page.request.get('/bff/notifications/subscription')).json()).subscribed).toBe(true);
    await anonymous.getByRole('button', { name: 'Me désabonner' }).click();
    await expect(anonymous.getByRole('status')).toContainText('ne recevra plus de notifications');
    expect((await (await page.request.get('/bff/notifications/subscription')).json()).subscribed).toBe(false);
    await stranger.close();
  });
});

test.describe('footer between 960 and 1140 px', () => {
  for (const width of [960, 1024, 1140]) {
    test(`the cookie settings stay on screen at ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 768 });
      await page.goto('/fr/schedules');
      const button = page.locator('[data-chrome-footer]').getByRole('button', { name: 'Gestion des cookies' });
      await expect(button).toBeInViewport({ ratio: 1 });
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
});

test.describe('a crowded header (1280)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('moves its last links, one by one, into the menu instead of wrapping or truncating the brand', async ({
    page,
  }) => {
    await page.goto('/en/schedules');
    const header = page.locator('[data-chrome-header]');
    const bar = header.locator('[data-header-start] [data-chrome="cms-menu"]');
    await expect(header).toHaveAttribute('data-overflow-count', '0');
    await expect(page.locator('[data-header-menu-button] button')).toBeHidden();
    // Crowd the bar as a configuration with more (or longer) components would.
    await page.addStyleTag({
      content:
        '[data-header-start] [data-chrome="cms-menu"] a, [data-header-start] [data-chrome="cms-menu"] button { padding-inline: 3.5rem !important; }',
    });
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect.poll(async () => Number(await header.getAttribute('data-overflow-count'))).toBeGreaterThan(0);
    const moved = Number(await header.getAttribute('data-overflow-count'));
    const links = await bar.locator('[data-header-part]').count();
    // Single links left, not the whole menu: the first link stays in the bar, the last one is in the menu.
    expect(moved).toBeLessThan(links);
    await expect(bar.getByText('Getting around', { exact: true })).toBeVisible();
    await expect(bar.getByText('Accessibility', { exact: true })).toBeHidden();
    const brand = header.locator('[data-chrome="top-logo"]');
    await expect(brand).toContainText('My Network');
    expect(await brand.locator('span.truncate').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect((await header.boundingBox())!.height).toBe(64);
    await page.screenshot({ path: 'test-results/polish-header-overflow.png' });
    const menuButton = page.locator('[data-chrome-header]').getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const copy = page.locator('#chrome-menu [data-overflow-copy][data-overflow-shown]');
    await expect(copy).toHaveCount(1);
    // The panel shows exactly the links that left the bar.
    await expect(copy.locator('[data-overflow-part]:visible')).toHaveCount(moved);
    await expect(copy.getByText('Accessibility', { exact: true })).toBeVisible();
    await expect(copy.getByText('Getting around', { exact: true })).toBeHidden();
    await page.screenshot({ path: 'test-results/polish-header-overflow-menu.png' });
    // Given room again, every link comes back to the bar.
    await page.keyboard.press('Escape');
    await page.addStyleTag({
      content:
        '[data-header-start] [data-chrome="cms-menu"] a, [data-header-start] [data-chrome="cms-menu"] button { padding-inline: 0.75rem !important; }',
    });
    await page.setViewportSize({ width: 1400, height: 800 });
    await expect(header).toHaveAttribute('data-overflow-count', '0');
    await expect(bar.getByText('Accessibility', { exact: true })).toBeVisible();
  });
});
