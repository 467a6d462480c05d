// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import FavoriteToggle from './FavoriteToggle.tsx';
import { $auth, SIGNED_OUT } from '../../stores/auth.ts';
import { readLocalFavorites } from '../../stores/favorites.ts';
import { $notifications } from '../../stores/notifications.ts';

describe('FavoriteToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    $auth.set(SIGNED_OUT);
    document.cookie = 'userInfos=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signed out: keeps the favourite in local storage and toggles it back', async () => {
    render(
      <FavoriteToggle
        lang="en"
        target={{ type: 'STOP_POINT', id: 'subway:127N', lineIds: ['subway:1'] }}
        name="Times Sq-42 St"
      />,
    );
    await act(async () => {});
    const button = screen.getByRole('button', { name: 'Add Times Sq-42 St to favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    // The star turns on as soon as the store has the favourite; the button stays disabled until the save returns,
    // and a click before then is ignored (a busy machine widens that window).
    await waitFor(() => {
      const pressed = screen.getByRole('button', {
        name: 'Remove Times Sq-42 St from favourites',
      }) as HTMLButtonElement;
      expect(pressed.getAttribute('aria-pressed')).toBe('true');
      expect(pressed.disabled).toBe(false);
    });
    expect(readLocalFavorites().favoriteStopPoints[0]).toMatchObject({
      stopPoint: { id: 'subway:127N' },
      lineIds: ['subway:1'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Times Sq-42 St from favourites' }));
    await waitFor(() => expect(readLocalFavorites().favoriteStopPoints).toEqual([]));
  });

  it('signed in: posts the spec body to the account', async () => {
    document.cookie = `userInfos=${encodeURIComponent(JSON.stringify({ firstName: 'Ada', lastName: 'L', attributes: {} }))}; path=/`;
    const fetchMock = vi.fn(async (request: Request) =>
      request.method === 'GET'
        ? Response.json({
            favoriteLines: [],
            favoriteAddresses: [],
            favoriteStopPoints: [],
            favoritePointOfInterests: [],
          })
        : Response.json({ type: 'LINE', favoriteId: 'srv-1', line: { id: 'subway:A' } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<FavoriteToggle lang="fr" target={{ type: 'LINE', id: 'subway:A' }} name="A" />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter A aux favoris' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retirer A des favoris' })).toBeTruthy());
    const post = fetchMock.mock.calls.map((call) => call[0]).find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ type: 'LINE', id: 'subway:A' });
  });

  it('signed in: says the account is full when the server answers the 422 of the favourites cap', async () => {
    document.cookie = `userInfos=${encodeURIComponent(JSON.stringify({ firstName: 'Ada', lastName: 'L', attributes: {} }))}; path=/`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        request.method === 'GET'
          ? Response.json({
              favoriteLines: [],
              favoriteAddresses: [],
              favoriteStopPoints: [],
              favoritePointOfInterests: [],
            })
          : Response.json({ error: { code: 'favorites_limit_reached', message: 'x' } }, { status: 422 }),
      ),
    );
    const shown: unknown[] = [];
    const stop = $notifications.listen((queue) => shown.push(...queue));
    render(<FavoriteToggle lang="en" target={{ type: 'LINE', id: 'subway:B' }} name="B" />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Add B to favourites' }));
    await waitFor(() =>
      expect(shown).toContainEqual(
        expect.objectContaining({ type: 'error', message: 'hardening.favoritesLimit', values: { limit: 500 } }),
      ),
    );
    stop();
    expect(screen.getByRole('button', { name: 'Add B to favourites' }).getAttribute('aria-pressed')).toBe('false');
  });
});
