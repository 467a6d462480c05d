// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The embedded login widget (public/login-widget/), driven through its event contract as the site drives it. */
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  await import('../../../public/login-widget/kas-login-widget.js');
});

let widget: HTMLElement;
const root = () => widget.shadowRoot!;
const input = (name: string) => root().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = () => root().querySelector<HTMLButtonElement>('[data-submit]')!;
const error = () => root().querySelector('[data-error]')!.textContent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  widget = document.createElement('kas-login-widget');
  widget.setAttribute('lang', 'en');
  widget.setAttribute('environment', 'embedded');
  document.body.append(widget);
});
afterEach(() => {
  widget.remove();
  vi.unstubAllGlobals();
});

function signIn(email: string, password: string) {
  input('email').value = email;
  input('password').value = password;
  submit().click();
}

describe('kas-login-widget', () => {
  it('opens its sign-in dialog on kas-login, titled and focused on the e-mail', () => {
    window.dispatchEvent(new CustomEvent('kas-login', { detail: { redirectTo: '/en/account/favorites' } }));
    const dialog = root().querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(root().querySelector('#kas-title')!.textContent).toBe('Sign in');
    expect(root().activeElement).toBe(input('email'));
  });

  it('checks the fields before calling the service', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.dispatchEvent(new CustomEvent('kas-login'));
    signIn('not-an-email', 'x');
    expect(error()).toBe('Enter a valid e-mail address.');
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    // The message describes the field it is about (a screen reader reads it on reaching the field again).
    expect(root().getElementById(input('email').getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter a valid e-mail address.',
    );
    expect(input('password').hasAttribute('aria-describedby')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the credentials with the redirect target and reports a wrong password', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ error: { code: 'invalid_credentials', message: 'x' } }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.dispatchEvent(new CustomEvent('kas-login', { detail: { redirectTo: '/en/account/profile' } }));
    signIn('ada@example.org', 'wrong password');
    await flush();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/bff/auth/signin');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.org',
      password: 'wrong password',
      redirectTo: '/en/account/profile',
    });
    expect(error()).toBe('Wrong e-mail address or password.');
  });

  it('says how long to wait after too many attempts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'too_many_attempts', message: 'x' } },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    window.dispatchEvent(new CustomEvent('kas-login'));
    signIn('ada@example.org', 'whatever');
    await flush();
    expect(error()).toBe('Too many attempts. Try again in 10 min.');
  });

  it('switches to sign-up, which needs names and a 10-character password', () => {
    window.dispatchEvent(new CustomEvent('kas-login'));
    root().querySelector<HTMLButtonElement>('[data-switch]')!.click();
    expect(root().querySelector('#kas-title')!.textContent).toBe('Create an account');
    input('firstName').value = 'Ada';
    input('lastName').value = 'Lovelace';
    signIn('ada@example.org', 'short');
    expect(error()).toBe('The password needs at least 10 characters.');
  });

  it('follows locale-change', () => {
    window.dispatchEvent(new CustomEvent('locale-change', { detail: { locale: 'de' } }));
    window.dispatchEvent(new CustomEvent('kas-login'));
    expect(root().querySelector('#kas-title')!.textContent).toBe('Anmelden');
  });

  it('signs out on kas-logout and then dispatches kas-logged-out', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const loggedOut = vi.fn();
    window.addEventListener('kas-logged-out', loggedOut, { once: true });
    window.dispatchEvent(new CustomEvent('kas-logout'));
    await flush();
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/bff/auth/logout');
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('after a sign-up is sent, shows the “check your inbox” state instead of the filled form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 'confirmation_sent' }, { status: 202 })),
    );
    window.dispatchEvent(new CustomEvent('kas-login'));
    root().querySelector<HTMLButtonElement>('[data-switch]')!.click();
    input('firstName').value = 'Ada';
    input('lastName').value = 'Lovelace';
    signIn('ada@example.org', 'a long enough password');
    await flush();
    expect(root().querySelector('#kas-title')!.textContent).toBe('Check your inbox');
    expect(root().querySelector('form')!.hidden).toBe(true);
    const status = root().querySelector('[role="status"][data-sent-text]')!;
    expect(status.textContent).toContain('if ada@example.org can be used');
    expect(root().activeElement).toBe(status);
    expect(input('password').value).toBe('');
    // Back to sign-in brings an empty form.
    root().querySelector<HTMLButtonElement>('[data-back]')!.click();
    expect(root().querySelector('#kas-title')!.textContent).toBe('Sign in');
    expect(root().querySelector('form')!.hidden).toBe(false);
    expect(input('email').value).toBe('');
  });

  it('asks for a reset link from “Forgot your password?” with the e-mail alone', async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'reset_link_sent_if_registered' }, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    window.dispatchEvent(new CustomEvent('kas-login'));
    const forgot = root().querySelector<HTMLButtonElement>('[data-forgot]')!;
    expect(forgot.textContent).toBe('Forgot your password?');
    forgot.click();
    expect(root().querySelector('#kas-title')!.textContent).toBe('Forgotten password');
    expect(root().querySelector<HTMLElement>('[data-password-field]')!.hidden).toBe(true);
    expect(submit().textContent).toBe('Send the link');
    input('email').value = 'ada@example.org';
    submit().click();
    await flush();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/bff/auth/password/reset-request');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.org' });
    expect(root().querySelector('[data-sent-text]')!.textContent).toContain('If ada@example.org has an account');
  });
});
