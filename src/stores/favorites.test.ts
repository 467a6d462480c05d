// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $favorites,
  hasUnsyncedLocal,
  readLocalFavorites,
  removeFavorite,
  setFavorites,
  synchronizeBody,
  synchronizeFavorites,
  EMPTY_FAVORITES,
} from './favorites.ts';

const server = {
  favoriteLines: [{ favoriteId: 'f1', line: { id: 'subway:A' } }],
  favoriteAddresses: [
    {
      favoriteId: 'f2',
      category: 'home',
      label: 'Home',
      address: { street: '1 Main St', zipCode: '10001', city: 'NYC', coordinates: { lat: 40.7, lon: -74 } },
    },
  ],
  favoriteStopPoints: [{ favoriteId: 'f3', stopPoint: { id: 'stop:1' }, lineIds: ['subway:A'] }],
  favoritePointOfInterests: [{ favoriteId: 'f4', pointOfInterest: { id: 'poi:1', type: 'POI', label: 'Museum' } }],
};

describe('favourites store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('mirrors the server collection into the four local storage keys and reads it back', () => {
    setFavorites(server);
    expect(JSON.parse(localStorage.getItem('favorites.stoppoints')!)).toEqual(server.favoriteStopPoints);
    expect(readLocalFavorites()).toEqual(server);
    expect(hasUnsyncedLocal(server)).toBe(false);
  });

  it('keeps the valid lists when one local list is broken, and spots local-only favourites', () => {
    localStorage.setItem('favorites.lines', '{broken');
    localStorage.setItem(
      'favorites.pois',
      JSON.stringify([{ favoriteId: 'local-1', pointOfInterest: { id: 'poi:2', type: 'parks', label: 'Park' } }]),
    );
    const local = readLocalFavorites();
    expect(local.favoriteLines).toEqual([]);
    expect(hasUnsyncedLocal(EMPTY_FAVORITES, local)).toBe(true);
    expect(synchronizeBody(local).favoritePointOfInterests).toEqual([{ id: 'poi:2', type: 'parks', label: 'Park' }]);
  });

  it('builds the spec synchronize body from local favourites', () => {
    expect(synchronizeBody(server)).toEqual({
      favoriteLines: [{ id: 'subway:A' }],
      favoriteAddresses: [
        {
          category: 'home',
          label: 'Home',
          street: '1 Main St',
          zipCode: '10001',
          city: 'NYC',
          coordinates: { lat: 40.7, lon: -74 },
        },
      ],
      favoritePointOfInterests: [{ id: 'poi:1', type: 'POI', label: 'Museum' }],
      favoriteStopPoints: [{ id: 'stop:1', lineIds: ['subway:A'] }],
    });
  });

  it('synchronizes and replaces the state with the answer; a failure changes nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(server)),
    );
    expect(await synchronizeFavorites()).toEqual(server);
    expect($favorites.get()).toEqual(server);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 })),
    );
    expect(await synchronizeFavorites()).toBeNull();
    expect($favorites.get()).toEqual(server);
  });

  it('removes a favourite from the state and the mirror once the server deleted it', async () => {
    setFavorites(server);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await removeFavorite('f3')).toBe(true);
    expect($favorites.get().favoriteStopPoints).toEqual([]);
    expect(readLocalFavorites().favoriteStopPoints).toEqual([]);
  });
});
