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

  test('the signed link of an e-mail works without signing in; a tampered one is refused', async ({ page, browser, baseURL }) => {
    await signUp(page, baseURL!);
    const { path } = await (await page.request.get('/bff/notifications/unsubscribe-link', { headers: { 'Accept-Language': 'fr' } })).json();
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
