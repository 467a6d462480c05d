import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../i18n/index.ts';
import { $auth, SIGNED_OUT } from '../../stores/auth.ts';
import { $notifications } from '../../stores/notifications.ts';
import { serverDrawnChrome } from '../../test-support/server-drawn-chrome.ts';
import AccountMenuItem from './AccountMenuItem.astro';

const chrome = serverDrawnChrome();

vi.mock('./login-widget.ts', async (original) => ({
  ...(await original<typeof import('./login-widget.ts')>()),
  loadLoginWidget: vi.fn(() => Promise.resolve()),
  whenLoginWidgetLoads: vi.fn(() => Promise.resolve()),
}));

const { loadLoginWidget, whenLoginWidgetLoads } = await import('./login-widget.ts');

const groups = [
  {
    title: 'Mon espace',
    items: [
      { label: 'account.menu.favorites', icon: 'star', route: 'account-favorites' },
      { label: 'Aide', link: 'https://help.example.org' },
    ],
  },
  { items: [{ label: 'account.menu.logout', icon: 'logout', specific: 'logout' }] },
];

async function renderMenus(lang: Lang, user: { firstName: string; lastName: string } | null, copies = 1) {
  await chrome.draw(AccountMenuItem, { lang, locals: { user }, props: { props: { groups } }, copies });
  const { mountAccountMenus } = await import('./account-menu.ts');
  const stop = mountAccountMenus();
  await Promise.resolve();
  await Promise.resolve();
  return stop;
}

const visible = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.closest('[hidden]'));

describe('account menu (server-drawn, vanilla script)', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    $auth.set(SIGNED_OUT);
    $notifications.set([]);
    window.history.replaceState(null, '', '/?redirect=%2Ffr%2Faccount%2Ffavorites');
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('signed out: renders the widget with its attributes, announces it, and asks it to log in with the redirect', async () => {
    const ready = vi.fn();
    document.body.addEventListener('login-widget-ready', ready);
    const logins: unknown[] = [];
    const onLogin = (event: Event) => logins.push((event as CustomEvent).detail);
    window.addEventListener('kas-login', onLogin);
    stop = await renderMenus('fr', null);
    const element = document.querySelector('kas-login-widget');
    expect(element?.getAttribute('environment')).toBe('embedded');
    expect(element?.getAttribute('lang')).toBe('fr');
    expect(element?.hasAttribute('cookies-domain')).toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
    // The guard's landing asks for sign-in by itself, with the reason.
    expect(logins).toEqual([
      { redirectTo: '/fr/account/favorites', reason: 'Connectez-vous pour accéder à cette page.' },
    ]);
    const [login] = visible('[data-testid="account-login-button"]');
    expect(login.textContent?.trim()).toBe('Se connecter');
    expect(visible('[data-testid="account-menu-button"]')).toHaveLength(0);
    login.click();
    expect(logins.at(-1)).toEqual({ redirectTo: '/fr/account/favorites' });
    window.removeEventListener('kas-login', onLogin);
    document.body.removeEventListener('login-widget-ready', ready);
  });

  it('a widget that loads past the budget is still rendered once it arrives; pressing login before says it is unavailable', async () => {
    let arrive = () => {};
    vi.mocked(loadLoginWidget).mockImplementationOnce(() => Promise.reject(new Error('did not load within 3000 ms')));
    vi.mocked(whenLoginWidgetLoads).mockReturnValueOnce(new Promise<void>((resolve) => (arrive = resolve)));
    stop = await renderMenus('en', null);
    expect(document.querySelector('kas-login-widget')).toBeNull();
    visible('[data-testid="account-login-button"]')[0].click();
    expect($notifications.get().at(-1)).toMatchObject({ type: 'error', message: 'account.widgetUnavailable' });
    arrive();
    await Promise.resolve();
    expect(document.querySelector('kas-login-widget')).not.toBeNull();
  });

  it('signed in: a named button opens a menu of groups; links are anchors; logout dispatches kas-logout and closes it', async () => {
    const logouts = vi.fn();
    window.addEventListener('kas-logout', logouts);
    stop = await renderMenus('fr', { firstName: 'Ada', lastName: 'Lovelace' });
    expect(visible('[data-testid="account-login-button"]')).toHaveLength(0);
    const [button] = visible('[data-testid="account-menu-button"]');
    expect(button.getAttribute('aria-label')).toBe('Menu du compte de Ada Lovelace');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = visible('[role="menu"]')[0];
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.querySelector('[role="group"] p')?.textContent).toBe('Mon espace');
    const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent?.trim())).toEqual(['Mes favoris', 'Aide', 'Se déconnecter']);
    expect(items[0].getAttribute('href')).toBe('/fr/account/favorites');
    expect(items[1].getAttribute('href')).toBe('https://help.example.org');
    items[2].click();
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(visible('[role="menu"]')).toHaveLength(0);
    window.removeEventListener('kas-logout', logouts);
  });

  it('moves between items with the arrow keys from a keyboard opening, and closes with Escape back on the button', async () => {
    stop = await renderMenus('en', { firstName: 'Ada', lastName: 'L' });
    const [button] = visible('[data-testid="account-menu-button"]');
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const items = [...visible('[role="menu"]')[0].querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(document.activeElement).toBe(items[0]);
    items[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(items[2]);
    items[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(items[0]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(visible('[role="menu"]')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
  });

  it('shows the signed-out header when a call reports the session refused (token-refresh)', async () => {
    stop = await renderMenus('en', { firstName: 'Ada', lastName: 'L' });
    expect(visible('[data-testid="account-menu-button"]')).toHaveLength(1);
    window.dispatchEvent(new CustomEvent('token-refresh'));
    expect(visible('[data-testid="account-menu-button"]')).toHaveLength(0);
    expect(visible('[data-testid="account-login-button"]')[0].getAttribute('title')).toBe(
      'Sign in or create an account',
    );
  });

  it('in two places: one widget element, announced once', async () => {
    const ready = vi.fn();
    document.body.addEventListener('login-widget-ready', ready);
    stop = await renderMenus('en', null, 2);
    expect(document.querySelectorAll('[data-account-menu]')).toHaveLength(2);
    expect(document.querySelectorAll('kas-login-widget')).toHaveLength(1);
    expect(ready).toHaveBeenCalledTimes(1);
    document.body.removeEventListener('login-widget-ready', ready);
  });
});
