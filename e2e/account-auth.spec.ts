import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { confirmationPath, latestMailTo } from './mailbox.ts';

/** Browser journeys of the sign-in flow: the header's login button, the embedded widget's dialog, the guard, logout. */

const DEMO = { email: 'demo@transit.example', password: 'demo-traveller-2026', name: 'Alex Martin' };

function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

async function openLogin(page: Page) {
  await page.waitForSelector('kas-login-widget', { state: 'attached' });
  await page.getByTestId('account-login-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('sign up from the header, follow the mailed link, reach the guarded page, sign out', async ({ page }) => {
  // Five pages, a mail and three form posts: more than a plain test's time on a busy machine.
  test.slow();
  await page.goto('/fr/account/favorites');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/fr/account/favorites');
  // The guard's landing opens the sign-in dialog by itself and says why.
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Connectez-vous pour accéder à cette page.');
  await page.getByRole('dialog').getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('dialog', { name: 'Créer un compte' })).toBeVisible();
  const email = freshEmail('signup');
  await page.getByLabel('Prénom').fill('Grace');
  await page.getByLabel('Nom', { exact: true }).fill('Hopper');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/Mot de passe/).fill('a long enough password');
  await page.getByRole('dialog').getByRole('button', { name: 'Créer mon compte' }).click();
  // The same answer whether the address is new or taken: the next step is in the mailbox.
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(`si ${email} peut être utilisée`);
  expect(latestMailTo(email)?.subject).toBe('Confirmez la création de votre compte');
  await page.goto(confirmationPath(email));
  // Opening the link asks; the button's form post creates the account and signs in.
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL((url) => url.pathname === '/fr/signedin' && url.search === '');
  expect(new URL(page.url()).pathname).toBe('/fr/signedin');
  expect(new URL(page.url()).search).toBe('');
  await page.goto('/fr/account/favorites');
  const menuButton = page.getByRole('button', { name: 'Menu du compte de Grace Hopper' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toContainText('Grace Hopper');

  await menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  // Spec section 9 overlay layer (global.css --layer-overlay), above the fixed header and banner strip.
  expect(await page.getByRole('menu').evaluate((menu) => getComputedStyle(menu).zIndex)).toBe('2000');
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.waitForURL((url) => url.pathname === '/fr');
  await expect(page.getByTestId('account-login-button')).toBeVisible();
  await expect(page.locator('[data-notification-type="success"]')).toContainText('Vous êtes déconnecté.');
  const response = await page.request.get('/fr/account/favorites', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
});

test('sign in with the demo account from the header of any page and stay on it; the token cookie is HttpOnly', async ({
  page,
  context,
}) => {
  await page.goto('/en/schedules');
  await openLogin(page);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu of ${DEMO.name}` })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/schedules');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'userToken')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.find((c) => c.name === 'userInfos')?.httpOnly).toBe(false);
  expect(await page.evaluate(() => document.cookie)).not.toContain('userToken');
  // The account pages open through the menu.
  await page.getByRole('button', { name: `Account menu of ${DEMO.name}` }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await page.waitForURL('**/en/account/profile');
});

test('a wrong password is announced in the dialog, which keeps focus and closes with Escape', async ({ page }) => {
  await page.goto('/de');
  await openLogin(page);
  await page.getByLabel('E-Mail-Adresse').fill(freshEmail('wrong'));
  await page.getByLabel('Passwort').fill('not the password');
  await page.getByRole('dialog').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort falsch.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('account-login-button')).toBeFocused();
});

test('the login dialog and the account menu pass axe', async ({ page }) => {
  await page.goto('/it');
  await openLogin(page);
  const dialog = await new AxeBuilder({ page }).include('kas-login-widget').analyze();
  expect(dialog.violations).toEqual([]);
});

test('a token is refused after logout, and cross-origin writes with the cookie are refused', async ({
  page,
  context,
  baseURL,
}) => {
  const signIn = await page.request.post('/bff/auth/signin', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(signIn.status()).toBe(200);
  expect(JSON.stringify(await signIn.json())).not.toContain('accessToken');
  const token = (await context.cookies()).find((c) => c.name === 'userToken')!.value;
  expect((await page.request.get('/bff/me')).status()).toBe(200);

  const crossSite = await page.request.post('/bff/api/v1/favorites', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    data: { type: 'LINE', id: 'subway:A' },
  });
  expect(crossSite.status()).toBe(403);

  const logout = await page.request.post('/bff/auth/logout', { headers: { Origin: baseURL! } });
  expect(logout.status()).toBe(204);
  const replay = await page.request.get('/bff/me', { headers: { Cookie: `userToken=${token}` } });
  expect(replay.status()).toBe(401);
});

test('the login widget module is loaded with the visitor’s navigation context (spec section 7)', async ({ page }) => {
  const widgetScript = page.locator('script[data-login-widget]');
  // Home is the trip planner's context (spec section 2, context tracking).
  await page.goto('/en');
  await expect(widgetScript).toHaveAttribute('src', '/login-widget/kas-login-widget.js?context=trip-planner');
  await page.goto('/en/schedules');
  await expect(widgetScript).toHaveAttribute('src', '/login-widget/kas-login-widget.js?context=schedules');
  await openLogin(page);
});
