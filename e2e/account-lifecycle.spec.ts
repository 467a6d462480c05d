import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { confirmationPath, latestMailTo, signUpConfirmed } from './mailbox.ts';

/**
 * Browser journeys of the account's lifecycle: forgotten password through the mailed link, password change, e-mail
 * change, deletion, the sign-up confirmation page and the phone check, with and without JavaScript.
 */

function freshEmail(tag: string): string {
  return `e2e-life-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

const PASSWORD = 'a long enough password';

/** The path of the account link (reset-password, confirm-email) in the latest mail to that address, once it is there. */
async function linkPathIn(address: string, route: string): Promise<string> {
  let path = '';
  await expect
    .poll(() => {
      const link = new RegExp(
        `https?://[^\\s]+/${route}\\?token=[A-Za-z0-9_-]+|/[a-z]{2}/${route}\\?token=[A-Za-z0-9_-]+`,
      ).exec(latestMailTo(address)?.body ?? '')?.[0];
      if (link) {
        const url = new URL(link, 'http://site.invalid');
        path = `${url.pathname}${url.search}`;
      }
      return path;
    })
    .not.toBe('');
  return path;
}

async function openLogin(page: Page) {
  await page.waitForSelector('kas-login-widget', { state: 'attached' });
  await page.getByTestId('account-login-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function signInThroughDialog(page: Page, email: string, password: string) {
  await openLogin(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('forgotten password: the dialog asks for a link, the mailed link sets a new password once and ends the old sessions', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two devices, a mailed link and several screens: more than the default minute on a busy machine.
  test.slow();
  const email = freshEmail('forgot');
  await signUpConfirmed(page, baseURL!, { email, firstName: 'Fern', lastName: 'Gotten' });
  // Another device stays signed in until the reset.
  const other = await browser.newContext({ baseURL });
  await signUpConfirmedSession(other, baseURL!, email);

  const visitor = await browser.newContext({ baseURL });
  const tab = await visitor.newPage();
  await tab.goto('/en/schedules');
  await openLogin(tab);
  await tab.getByRole('dialog').getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(tab.getByRole('dialog', { name: 'Forgotten password' })).toBeVisible();
  await tab.getByLabel('E-mail address').fill(email);
  await tab.getByRole('dialog').getByRole('button', { name: 'Send the link' }).click();
  await expect(tab.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
  await expect(tab.getByRole('dialog').getByRole('status')).toContainText(`If ${email} has an account`);
  await expect(tab.getByRole('dialog').getByRole('button', { name: 'Send the link' })).toBeHidden();

  const link = await linkPathIn(email, 'reset-password');
  expect(latestMailTo(email)?.subject).toBe('Reset your password');
  await tab.goto(link);
  await expect(tab.getByText(`Choose a new password for the account ${email[0]}***@example.org.`)).toBeVisible();
  await tab.getByLabel('New password (at least 10 characters)').fill('short');
  await tab.getByRole('button', { name: 'Save the new password' }).click();
  await expect(tab.getByRole('alert')).toHaveText('The password must have at least 10 characters.');
  await tab.getByLabel('New password (at least 10 characters)').fill('a brand new password');
  await tab.getByRole('button', { name: 'Save the new password' }).click();
  await expect(tab.getByRole('status')).toContainText('Your password has been changed');
  expect((await other.request.get('/bff/me')).status()).toBe(401);
  expect((await page.request.get('/bff/me')).status()).toBe(401);

  // The link works once.
  await tab.goto(link);
  await expect(tab.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one below.',
  );

  await tab.goto('/en/schedules');
  await signInThroughDialog(tab, email, PASSWORD);
  await expect(tab.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  await tab.keyboard.press('Escape');
  await signInThroughDialog(tab, email, 'a brand new password');
  // The dialog reloads the page signed in.
  await expect(tab.getByRole('button', { name: 'Account menu of Fern Gotten' })).toBeVisible({ timeout: 30_000 });
  await Promise.all([other.close(), visitor.close()]);
});

/** Signs the context in with the shared test password (another device of the same account). */
async function signUpConfirmedSession(
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
  email: string,
) {
  const response = await context.request.post('/bff/auth/signin', {
    headers: { origin: baseURL, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the reset page asks for a link and sets the new password with plain forms', async ({ page, baseURL }) => {
    const email = freshEmail('nojs');
    await signUpConfirmed(page, baseURL!, { email, firstName: 'Nora', lastName: 'Script' });
    await page.goto('/fr/reset-password');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Si ${email} a un compte, un lien pour choisir un nouveau mot de passe est en route. Il fonctionne une fois, pendant 1 heure.`,
    );
    const link = await linkPathIn(email, 'reset-password');
    expect(link.startsWith('/fr/reset-password?token=')).toBe(true);
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe (10 caractères minimum)').fill('un tout nouveau mot de passe');
    await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
    await expect(page.getByRole('status')).toContainText('Votre mot de passe a été changé');
    const signIn = await page.request.post('/bff/auth/signin', {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: { email, password: 'un tout nouveau mot de passe' },
    });
    expect(signIn.status()).toBe(200);
  });

  test('personal data: the password changes with a plain form, ending the other sessions only', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = freshEmail('change');
    await signUpConfirmed(page, baseURL!, { email, firstName: 'Cy', lastName: 'Change' });
    const other = await browser.newContext({ baseURL });
    await signUpConfirmedSession(other, baseURL!, email);
    await page.goto('/en/account/personal-data');
    const section = page.getByTestId('password-change');
    await section.getByLabel('Current password').fill('not my password');
    await section.getByLabel('New password (at least 10 characters)').fill('a brand new password');
    await section.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByTestId('password-change').getByRole('alert')).toHaveText('The password is wrong.');
    await page.getByTestId('password-change').getByLabel('Current password').fill(PASSWORD);
    await page
      .getByTestId('password-change')
      .getByLabel('New password (at least 10 characters)')
      .fill('a brand new password');
    await page.getByTestId('password-change').getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByTestId('password-change').getByRole('status')).toHaveText(
      'Your password has been changed. Your other sessions were signed out.',
    );
    expect((await page.request.get('/bff/me')).status()).toBe(200);
    expect((await other.request.get('/bff/me')).status()).toBe(401);
    await other.close();
  });

  test('the e-mail changes after the link mailed to the new address, confirmed by a click', async ({
    page,
    baseURL,
  }) => {
    const email = freshEmail('old');
    const newEmail = freshEmail('new');
    await signUpConfirmed(page, baseURL!, { email, firstName: 'Em', lastName: 'Moved' });
    await page.goto('/en/account/personal-data');
    const section = page.getByTestId('email-change');
    await expect(section).toContainText(`Current address: ${email}`);
    await section.getByLabel('New e-mail address').fill(newEmail);
    await section.getByLabel('Password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Send a confirmation link' }).click();
    await expect(page.getByTestId('email-change').getByRole('status')).toContainText(
      `A confirmation link was sent to ${newEmail}`,
    );
    const link = await linkPathIn(newEmail, 'confirm-email');
    await page.goto(link);
    // Opening the link changes nothing.
    expect((await page.request.get('/bff/me')).ok() && (await (await page.request.get('/bff/me')).json()).email).toBe(
      email,
    );
    await page.getByRole('button', { name: 'Confirm the new address' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your e-mail address has changed. Sign in with the new address from now on.',
    );
    expect((await (await page.request.get('/bff/me')).json()).email).toBe(newEmail);
    expect(latestMailTo(email)?.subject).toBe('Your account’s e-mail address has changed');
  });
});

test('deleting the account says what goes, asks the password, and lands signed out with a toast', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('delete');
  await signUpConfirmed(page, baseURL!, { email, firstName: 'Del', lastName: 'Eted' });
  await page.goto('/en/account/personal-data');
  const section = page.getByTestId('account-deletion');
  await expect(section).toContainText(
    'your favourites, your carts, your notifications and notification settings, and your sessions on every device',
  );
  await section.getByLabel('Password, to confirm').fill('not my password');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByTestId('account-deletion').getByRole('alert')).toHaveText('The password is wrong.');
  await page.getByTestId('account-deletion').getByLabel('Password, to confirm').fill(PASSWORD);
  await page.getByTestId('account-deletion').getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/en');
  await expect(page.locator('[data-notification-type="success"]')).toContainText('Your account has been deleted.');
  await expect(page.getByTestId('account-login-button')).toBeVisible();
  const signIn = await page.request.post('/bff/auth/signin', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
  // The toast is shown once.
  await page.reload();
  await expect(page.getByTestId('account-login-button')).toBeVisible();
  await expect(page.locator('[data-notification-type="success"]')).toHaveCount(0);
});

test('sign-up: the dialog shows “check your inbox”; the link asks before creating the account, and said once it is used', async ({
  page,
  request,
  baseURL,
}) => {
  const email = freshEmail('signup');
  await page.goto('/en');
  await openLogin(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Sig');
  await page.getByLabel('Last name').fill('Nup');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(`if ${email} can be used`);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create my account' })).toBeHidden();
  await expect(page.getByRole('dialog').getByLabel('E-mail address')).toBeHidden();

  const link = confirmationPath(email).replace(/^\/fr\//, '/en/');
  // A mail scanner fetching the link creates nothing and gets no session.
  const scanned = await request.get(link, { maxRedirects: 0 });
  expect(scanned.status()).toBe(200);
  expect(scanned.headers()['set-cookie'] ?? '').not.toContain('userToken=');
  const early = await request.post('/bff/auth/signin', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  expect(early.status()).toBe(401);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await expect(page.getByText(`Create the account for ${email[0]}***@example.org?`)).toBeVisible();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForURL((url) => url.pathname === '/en/signedin' && url.search === '');
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();

  // Opened again: it says the link was used, and does not also claim "You are signed in".
  await page.goto(link);
  await expect(page.getByTestId('sign-up-confirmation-problem')).toContainText(
    'This confirmation link has expired or was already used.',
  );
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toHaveCount(0);
});

test('a sign-up link is confirmed only by a same-origin form post', async ({ request, baseURL, page }) => {
  const email = freshEmail('csrf');
  const signUp = await request.post('/bff/auth/signup', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: { email, password: PASSWORD, firstName: 'Cee', lastName: 'Surf' },
  });
  expect(signUp.status()).toBe(202);
  const token = new URLSearchParams(confirmationPath(email).split('?')[1]).get('confirm')!;
  const forged = await request.post('/en/signedin', {
    headers: { origin: 'https://evil.example' },
    form: { confirm: token },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie'] ?? '').not.toContain('userToken=');
  await page.goto(`/en/signedin?confirm=${token}`);
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeVisible();
});

test('personal data: a phone number that is not one is refused under its field', async ({ page, baseURL }) => {
  await signUpConfirmed(page, baseURL!, { email: freshEmail('phone'), firstName: 'Pho', lastName: 'Ne' });
  await page.goto('/de/account/personal-data');
  await expect(page.locator('astro-island[component-url*="AccountForm"]')).not.toHaveAttribute('ssr', /.*/);
  const phone = page.locator('#main').getByLabel('Telefon');
  await phone.fill('not a phone ###');
  await page.locator('#main').getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Geben Sie eine gültige internationale Nummer mit Ländervorwahl ein (zum Beispiel +49 30 901820).'),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('+33612345678');
  await page.locator('#main').getByRole('button', { name: 'Speichern' }).click();
  await expect(phone).toHaveValue('+33 6 12 34 56 78');
});

test('the account screens pass axe at 390 and 1280 px', async ({ page, baseURL }) => {
  // Every account screen audited at two widths: more than the default minute on a busy machine.
  test.slow();
  await signUpConfirmed(page, baseURL!, { email: freshEmail('axe'), firstName: 'Axe', lastName: 'Check' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/en/account/personal-data', '/it/reset-password']) {
      await page.goto(path);
      const result = await new AxeBuilder({ page }).include('#main').analyze();
      expect({ path, width, violations: result.violations.map((v) => v.id) }).toEqual({ path, width, violations: [] });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
    }
  }
});
