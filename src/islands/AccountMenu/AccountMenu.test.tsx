// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { $auth, SIGNED_OUT } from '../../stores/auth.ts';

vi.mock('./login-widget.ts', async (original) => ({
  ...(await original<typeof import('./login-widget.ts')>()),
  loadLoginWidget: vi.fn(() => Promise.resolve()),
  whenLoginWidgetLoads: vi.fn(() => Promise.resolve()),
}));

const { default: AccountMenu } = await import('./AccountMenu.tsx');
const { loadLoginWidget, whenLoginWidgetLoads } = await import('./login-widget.ts');

const groups = [
  {
    title: 'Mon espace',
    items: [
      { label: 'Mes favoris', icon: 'star', href: '/fr/account/favorites', external: false },
      { label: 'Aide', href: 'https://help.example.org', external: true },
    ],
  },
  { items: [{ label: 'Se déconnecter', icon: 'logout', specific: 'logout' as const }] },
];
const widget = {
  url: '/login-widget/kas-login-widget.js',
  environment: 'embedded',
  networkId: 'nyc',
  cookiesDomain: '',
};

describe('AccountMenu', () => {
  beforeEach(() => {
    $auth.set(SIGNED_OUT);
    window.history.replaceState(null, '', '/?redirect=%2Ffr%2Faccount%2Ffavorites');
  });
  afterEach(cleanup);

  it('signed out: renders the widget with its attributes, announces it, and asks it to log in with the redirect', async () => {
    const ready = vi.fn();
    document.body.addEventListener('login-widget-ready', ready);
    const logins: unknown[] = [];
    window.addEventListener('kas-login', (event) => logins.push((event as CustomEvent).detail));
    const { container } = render(<AccountMenu lang="fr" initialUser={null} groups={groups} widget={widget} />);
    await act(async () => {});
    const element = container.querySelector('kas-login-widget');
    expect(element?.getAttribute('network-id')).toBe('nyc');
    expect(element?.getAttribute('environment')).toBe('embedded');
    expect(element?.hasAttribute('cookies-domain')).toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
    // The guard's landing asks for sign-in by itself, with the reason.
    expect(logins).toEqual([
      { redirectTo: '/fr/account/favorites', reason: 'Connectez-vous pour accéder à cette page.' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(logins.at(-1)).toEqual({ redirectTo: '/fr/account/favorites' });
  });

  it('a widget that loads past the budget is still rendered once it arrives', async () => {
    let arrive = () => {};
    vi.mocked(loadLoginWidget).mockReturnValueOnce(Promise.reject(new Error('did not load within 3000 ms')));
    vi.mocked(whenLoginWidgetLoads).mockReturnValueOnce(new Promise<void>((resolve) => (arrive = resolve)));
    const { container } = render(<AccountMenu lang="fr" initialUser={null} groups={groups} widget={widget} />);
    await act(async () => {});
    expect(container.querySelector('kas-login-widget')).toBeNull();
    await act(async () => arrive());
    expect(container.querySelector('kas-login-widget')).not.toBeNull();
  });

  it('signed in: a named button opens a menu of groups; internal links and http links are anchors; logout dispatches kas-logout', async () => {
    const logouts = vi.fn();
    window.addEventListener('kas-logout', logouts);
    render(
      <AccountMenu
        lang="fr"
        initialUser={{ firstName: 'Ada', lastName: 'Lovelace' }}
        groups={groups}
        widget={widget}
      />,
    );
    await act(async () => {});
    const button = screen.getByRole('button', { name: 'Menu du compte de Ada Lovelace' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(menu).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Mon espace' })).toBeTruthy();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Mes favoris', 'Aide', 'Se déconnecter']);
    expect(items[0].getAttribute('href')).toBe('/fr/account/favorites');
    expect(items[1].getAttribute('href')).toBe('https://help.example.org');
    fireEvent.click(items[2]);
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the menu with Escape', async () => {
    render(<AccountMenu lang="en" initialUser={{ firstName: 'Ada', lastName: 'L' }} groups={groups} widget={widget} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Ada L' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('AccountMenu session refused', () => {
  afterEach(cleanup);

  it('shows the signed-out header when a call reports the session refused (token-refresh)', async () => {
    render(<AccountMenu lang="en" initialUser={{ firstName: 'Ada', lastName: 'L' }} groups={groups} widget={widget} />);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Account menu of Ada L' })).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new CustomEvent('token-refresh'));
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('AccountMenu in two places', () => {
  afterEach(cleanup);

  it('renders one widget element and announces it once', async () => {
    const ready = vi.fn();
    document.body.addEventListener('login-widget-ready', ready);
    const { container } = render(
      <>
        <AccountMenu lang="en" initialUser={null} groups={groups} widget={widget} />
        <AccountMenu lang="en" initialUser={null} groups={groups} widget={widget} variant="icon" />
      </>,
    );
    await act(async () => {});
    expect(container.querySelectorAll('kas-login-widget')).toHaveLength(1);
    expect(ready).toHaveBeenCalledTimes(1);
    document.body.removeEventListener('login-widget-ready', ready);
  });
});
