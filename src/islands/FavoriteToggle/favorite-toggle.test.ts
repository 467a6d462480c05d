import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../i18n/index.ts';
import { $auth, SIGNED_OUT } from '../../stores/auth.ts';
import { readLocalFavorites } from '../../stores/favorites.ts';
import { $notifications } from '../../stores/notifications.ts';
import { serverDrawnChrome } from '../../test-support/server-drawn-chrome.ts';
import FavoriteToggle from './FavoriteToggle.astro';

const chrome = serverDrawnChrome();

async function drawToggle(lang: Lang, props: Record<string, unknown>) {
  await chrome.draw(FavoriteToggle, { lang, props });
  const { mountFavoriteToggles } = await import('./favorite-toggle.ts');
  return mountFavoriteToggles();
}

const toggle = () => document.querySelector<HTMLButtonElement>('[data-testid="favorite-toggle"]')!;
const name = () => toggle().getAttribute('aria-label') ?? toggle().textContent?.trim();

describe('favourite star (server-drawn, vanilla script)', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    localStorage.clear();
    $auth.set(SIGNED_OUT);
    document.cookie = 'userInfos=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('is drawn off and disabled until its script runs', async () => {
    await chrome.draw(FavoriteToggle, { lang: 'en', props: { target: { type: 'LINE', id: 'subway:A' }, name: 'A' } });
    expect(toggle().disabled).toBe(true);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(name()).toBe('Add A to favourites');
  });

  it('signed out: keeps the favourite in local storage and toggles it back; the label variant says it in text', async () => {
    stop = await drawToggle('en', {
      target: { type: 'STOP_POINT', id: 'subway:127N', lineIds: ['subway:1'] },
      name: 'Times Sq-42 St',
      variant: 'label',
    });
    await vi.waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().textContent?.trim()).toBe('Add Times Sq-42 St to favourites');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    toggle().click();
    // The star turns on as soon as the store has the favourite; the button stays disabled until the save returns.
    await vi.waitFor(() => {
      expect(toggle().getAttribute('aria-pressed')).toBe('true');
      expect(toggle().disabled).toBe(false);
    });
    expect(toggle().textContent?.trim()).toBe('Remove Times Sq-42 St from favourites');
    expect(readLocalFavorites().favoriteStopPoints[0]).toMatchObject({
      stopPoint: { id: 'subway:127N' },
      lineIds: ['subway:1'],
    });
    toggle().click();
    await vi.waitFor(() => expect(readLocalFavorites().favoriteStopPoints).toEqual([]));
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
    stop = await drawToggle('fr', { target: { type: 'LINE', id: 'subway:A' }, name: 'A' });
    await vi.waitFor(() => expect(toggle().disabled).toBe(false));
    expect(name()).toBe('Ajouter A aux favoris');
    toggle().click();
    await vi.waitFor(() => expect(name()).toBe('Retirer A des favoris'));
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
    const listening = $notifications.listen((queue) => shown.push(...queue));
    stop = await drawToggle('en', { target: { type: 'LINE', id: 'subway:B' }, name: 'B' });
    await vi.waitFor(() => expect(toggle().disabled).toBe(false));
    toggle().click();
    await vi.waitFor(() =>
      expect(shown).toContainEqual(
        expect.objectContaining({ type: 'error', message: 'hardening.favoritesLimit', values: { limit: 500 } }),
      ),
    );
    listening();
    await vi.waitFor(() => expect(toggle().disabled).toBe(false));
    expect(name()).toBe('Add B to favourites');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });
});
