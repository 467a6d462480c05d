// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import NotificationsMenu from './NotificationsMenu.tsx';

function answer(response: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(response));
}

describe('NotificationsMenu', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a loading skeleton, then the notifications as links', async () => {
    let release: (r: Response) => void = () => {};
    answer(() => new Promise((resolve) => (release = resolve)));
    render(<NotificationsMenu lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('status').textContent).toContain('Loading notifications…');
    release(
      Response.json({
        notifications: [
          {
            id: 'n1',
            label: 'Complete your profile',
            actions: [{ type: 'LINK', parameters: { url: '/en/account/profile' } }],
          },
        ],
      }),
    );
    const link = await screen.findByRole('link', { name: 'Complete your profile' });
    expect(link.getAttribute('href')).toBe('/en/account/profile');
  });

  it('shows the empty message', async () => {
    answer(async () => Response.json({ notifications: [] }));
    render(<NotificationsMenu lang="de" />);
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigungen' }));
    expect(await screen.findByText('Zurzeit keine Benachrichtigungen.')).toBeTruthy();
  });

  it('shows the error message in red when the call fails', async () => {
    answer(async () => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }));
    render(<NotificationsMenu lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const message = await screen.findByText('Les notifications n’ont pas pu être chargées.');
    expect(message.className).toContain('text-danger');
  });
});
