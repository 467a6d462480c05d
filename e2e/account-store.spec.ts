import { expect, test } from '@playwright/test';
import { signUpConfirmed } from './mailbox.ts';

/** Browser journeys of the store-side header parts: announcement banners, cart summary, notifications, CMS menu. */

const DEMO = { email: 'demo@transit.example', password: 'demo-traveller-2026' };

test('banners: carousel with dots, dialog with the call to action, a closed banner stays closed after reload', async ({
  page,
}) => {
  await page.goto('/en');
  const strip = page.getByTestId('announcement-banners');
  await expect(strip).toBeVisible();
  const box = await strip.boundingBox();
  expect(Math.round(box!.y)).toBe(65);
  await expect(page.getByRole('button', { name: 'Announcement 1 of 3' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Next announcement' }).click();
  await expect(page.getByRole('button', { name: 'Announcement 2 of 3' })).toHaveAttribute('aria-current', 'true');

  const opener = page.getByRole('button', { name: /^Your favourites follow you everywhere/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Your favourites follow you everywhere' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/modal-open/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.getByRole('button', { name: 'Previous announcement' }).click();
  await page.getByRole('button', { name: /^Track work on several subway lines/ }).click();
  await expect(page.getByRole('link', { name: /See service changes/ })).toHaveAttribute('target', '_blank');
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/en');

  await page
    .getByRole('button', { name: 'Hide the announcement “Track work on several subway lines this weekend”' })
    .click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Announcement 1 of 2' })).toBeVisible();
  await expect(page.getByText('Track work on several subway lines this weekend')).toHaveCount(0);
});

test('cart: adding a demo product fires cart-updated and the summary opens with the new total; notifications list links', async ({
  page,
  baseURL,
}) => {
  const email = `e2e-cart-${Date.now()}@example.org`;
  await signUpConfirmed(page, baseURL!, { email, firstName: 'Carla', lastName: 'Cart' });
  await page.goto('/en/demo-shop');
  const cartButton = page.getByTestId('cart-summary-button');
  await expect(cartButton).toHaveAccessibleName('Cart: 0 item(s)');
  await cartButton.click();
  await expect(page.getByRole('dialog', { name: 'My cart' }).getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/en/demo-shop');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to cart: Single ride' }).click();
  // The shipped NYC configuration prices in US dollars, written the English way.
  await expect(page.getByRole('dialog', { name: 'My cart' }).getByTestId('cart-total')).toHaveText('$2.90');
  await expect(cartButton).toHaveAccessibleName('Cart: 1 item(s)');
  await expect(page.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en/demo-shop#cart');
  await page.keyboard.press('Escape');

  // Another island adding to the cart: the summary opens by itself.
  await page.evaluate(async () => {
    await fetch('/bff/store/cart/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: 'ten-rides' }),
    });
    window.dispatchEvent(new CustomEvent('cart-updated', { detail: { action: 'add' } }));
  });
  await expect(page.getByRole('dialog', { name: 'My cart' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'My cart' }).getByTestId('cart-total')).toHaveText('$29.40');
  await page.keyboard.press('Escape');

  await page.getByTestId('notifications-button').click();
  await expect(
    page.getByRole('link', { name: 'Complete your profile and choose whether to receive the network newsletter' }),
  ).toHaveAttribute('href', '/en/account/profile');
});

test('the notifications menu is hidden for anonymous visitors; the CMS menu lists three levels without shortcodes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr');
  await expect(page.getByTestId('notifications-button')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Horaires' })).toHaveAttribute('href', '/fr/schedules');
  await nav.getByRole('button', { name: 'Sous-menu de Se déplacer' }).click();
  await expect(page.getByRole('link', { name: 'Plan du métro' })).toBeVisible();
  await nav.getByRole('button', { name: 'Sous-menu de Tarifs et titres' }).click();
  await expect(page.getByText('[store_cart_summary]')).toHaveCount(0);
});

test('signed in through the API, the demo account sees its name in the header', async ({ page, baseURL }) => {
  await page.request.post('/bff/auth/signin', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: DEMO,
  });
  await page.goto('/es');
  await expect(page.getByRole('button', { name: 'Menú de la cuenta de Alex Martin' })).toBeVisible();
});
