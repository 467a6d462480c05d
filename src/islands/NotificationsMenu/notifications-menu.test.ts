import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverDrawnChrome } from '../../test-support/server-drawn-chrome.ts';
import NotificationsMenuItem from './NotificationsMenuItem.astro';

const chrome = serverDrawnChrome();

function answer(response: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(response));
}

async function openMenu(lang: 'en' | 'fr' | 'de', name: string) {
  await chrome.draw(NotificationsMenuItem, { lang });
  const { mountNotificationsMenus } = await import('./notifications-menu.ts');
  mountNotificationsMenus();
  const button = document.querySelector<HTMLButtonElement>('[data-testid="notifications-button"]')!;
  expect(button.getAttribute('aria-label')).toBe(name);
  button.click();
  return document.querySelector<HTMLElement>('[role="dialog"]')!;
}

const shown = (panel: HTMLElement, selector: string) =>
  [...panel.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.closest('[hidden]'));

describe('notifications menu (server-drawn, vanilla script)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a loading skeleton, then the notifications as links', async () => {
    let release: (r: Response) => void = () => {};
    answer(() => new Promise((resolve) => (release = resolve)));
    const panel = await openMenu('en', 'Notifications');
    expect(panel.hidden).toBe(false);
    expect(shown(panel, '[role="status"]')[0].textContent).toContain('Loading notifications…');
    release(
      Response.json({
        notifications: [
          {
            id: 'n1',
            label: 'Complete your profile',
            actions: [{ type: 'LINK', parameters: { url: '/en/account/profile' } }],
          },
          { id: 'n2', label: 'Unsafe', actions: [{ type: 'LINK', parameters: { url: 'javascript:alert(1)' } }] },
        ],
      }),
    );
    await vi.waitFor(() => expect(shown(panel, 'a')).toHaveLength(1));
    expect(shown(panel, 'a')[0].textContent).toBe('Complete your profile');
    expect(shown(panel, 'a')[0].getAttribute('href')).toBe('/en/account/profile');
    expect(shown(panel, 'li p')[0].textContent).toBe('Unsafe');
    expect(shown(panel, '[role="status"]')).toHaveLength(0);
  });

  it('shows the empty message', async () => {
    answer(async () => Response.json({ notifications: [] }));
    const panel = await openMenu('de', 'Benachrichtigungen');
    await vi.waitFor(() =>
      expect(shown(panel, 'p').map((p) => p.textContent)).toContain('Zurzeit keine Benachrichtigungen.'),
    );
  });

  it('shows the error message in red when the call fails', async () => {
    answer(async () => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }));
    const panel = await openMenu('fr', 'Notifications');
    await vi.waitFor(() =>
      expect(shown(panel, '.text-danger').map((p) => p.textContent)).toEqual([
        'Les notifications n’ont pas pu être chargées.',
      ]),
    );
  });
});
