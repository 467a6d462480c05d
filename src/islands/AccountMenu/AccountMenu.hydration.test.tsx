// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { $auth, authenticateUser, SIGNED_OUT } from '../../stores/auth.ts';

vi.mock('./login-widget.ts', async (original) => ({
  ...(await original<typeof import('./login-widget.ts')>()),
  loadLoginWidget: vi.fn(() => Promise.resolve()),
  whenLoginWidgetLoads: vi.fn(() => Promise.resolve()),
}));

const { default: AccountMenu } = await import('./AccountMenu.tsx');

const widget = {
  url: '/login-widget/kas-login-widget.js',
  environment: 'embedded',
  networkId: 'nyc',
  cookiesDomain: '',
};
const user = { firstName: 'Ada', lastName: 'Lovelace' };

// A page may hold several account menus (one per device variant). Each hydrates on its own: when the second one
// hydrates, the first has already put the user into the shared $auth store. Its first render must still match the
// server's HTML (React error #418 otherwise, and the client re-renders the whole island).
describe('AccountMenu hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    $auth.set(SIGNED_OUT);
    document.body.innerHTML = '';
  });

  it('renders the signed-in menu on the server and hydrates without mismatch after another menu set the store', async () => {
    $auth.set(SIGNED_OUT);
    const element = <AccountMenu lang="fr" initialUser={user} groups={[]} widget={widget} />;
    const html = renderToString(element);
    expect(html).toContain('Ada Lovelace');

    authenticateUser(user);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Ada Lovelace');
  });
});
