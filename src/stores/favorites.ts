import { atom } from 'nanostores';
import { bff } from '../api/bff-fetch.ts';
import { FavoritesCollection, type SynchronizeFavoritesRequest } from '../contract/favorites.ts';

/**
 * Favourites in the browser (spec sections 3 and 4): the server collection of the signed-in user, mirrored into the
 * local storage keys favorites.lines / .addresses / .stoppoints / .pois (where anonymous visitors keep theirs), and
 * synchronized from local storage to the server. Load and synchronize failures are silently ignored (spec section 8).
 */
export const LOCAL_KEYS = {
  favoriteLines: 'favorites.lines',
  favoriteAddresses: 'favorites.addresses',
  favoriteStopPoints: 'favorites.stoppoints',
  favoritePointOfInterests: 'favorites.pois',
} as const;

export const EMPTY_FAVORITES: FavoritesCollection = { favoriteLines: [], favoriteAddresses: [], favoriteStopPoints: [], favoritePointOfInterests: [] };

export const $favorites = atom<FavoritesCollection>(EMPTY_FAVORITES);

function readList(key: string): unknown[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The favourites kept in local storage, each list parsed on its own so one broken list does not drop the others. */
export function readLocalFavorites(): FavoritesCollection {
  const collection = { ...EMPTY_FAVORITES };
  for (const [field, key] of Object.entries(LOCAL_KEYS) as Array<[keyof FavoritesCollection, string]>) {
    const parsed = FavoritesCollection.shape[field].safeParse(readList(key));
    if (parsed.success) (collection as Record<string, unknown>)[field] = parsed.data;
  }
  return collection;
}

export function mirrorToLocal(collection: FavoritesCollection): void {
  for (const [field, key] of Object.entries(LOCAL_KEYS) as Array<[keyof FavoritesCollection, string]>) {
    localStorage.setItem(key, JSON.stringify(collection[field]));
  }
}

export function setFavorites(collection: FavoritesCollection): void {
  $favorites.set(collection);
  mirrorToLocal(collection);
}

/** The synchronize body for what local storage holds. */
export function synchronizeBody(local: FavoritesCollection): SynchronizeFavoritesRequest {
  return {
    favoriteLines: local.favoriteLines.map((f) => ({ id: f.line.id })),
    favoriteAddresses: local.favoriteAddresses.map((f) => ({ category: f.category, label: f.label, ...f.address })),
    favoritePointOfInterests: local.favoritePointOfInterests.map((f) => ({ ...f.pointOfInterest })),
    favoriteStopPoints: local.favoriteStopPoints.map((f) => ({ id: f.stopPoint.id, lineIds: f.lineIds })),
  };
}

function favoriteIds(collection: FavoritesCollection): Set<string> {
  return new Set(Object.values(collection).flatMap((list: Array<{ favoriteId: string }>) => list.map((f) => f.favoriteId)));
}

/** True when local storage holds a favourite the server collection does not (added while signed out). */
export function hasUnsyncedLocal(server: FavoritesCollection, local: FavoritesCollection = readLocalFavorites()): boolean {
  const known = favoriteIds(server);
  return Object.values(local).some((list: Array<{ favoriteId: string }>) => list.some((f) => !known.has(f.favoriteId)));
}

/** Sends local favourites to the account; the answer (the whole collection) replaces the state. Null on failure. */
export async function synchronizeFavorites(): Promise<FavoritesCollection | null> {
  const result = await bff.request('/api/v1/favorites/synchronize', FavoritesCollection, { method: 'POST', body: synchronizeBody(readLocalFavorites()) });
  if (!result.ok) return null;
  setFavorites(result.data);
  return result.data;
}

export async function removeFavorite(favoriteId: string): Promise<boolean> {
  const result = await bff.send(`/api/v1/favorites/${encodeURIComponent(favoriteId)}`, { method: 'DELETE' });
  if (!result.ok && result.status !== 404) return false;
  const current = $favorites.get();
  setFavorites({
    favoriteLines: current.favoriteLines.filter((f) => f.favoriteId !== favoriteId),
    favoriteAddresses: current.favoriteAddresses.filter((f) => f.favoriteId !== favoriteId),
    favoriteStopPoints: current.favoriteStopPoints.filter((f) => f.favoriteId !== favoriteId),
    favoritePointOfInterests: current.favoritePointOfInterests.filter((f) => f.favoriteId !== favoriteId),
  });
  return true;
}
