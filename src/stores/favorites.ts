import { atom } from 'nanostores';
import { bff } from '../bff-client/bff-fetch.ts';
import {
  CreatedFavoriteAnswer,
  FAVORITE_ITEM_CHECKS,
  FavoritesCollectionAnswer,
} from '../bff-client/favorite-answer-outlines.ts';
import type { FavoritesCollection, SynchronizeFavoritesRequest } from '../contract/favorites.ts';

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

export const EMPTY_FAVORITES: FavoritesCollection = {
  favoriteLines: [],
  favoriteAddresses: [],
  favoriteStopPoints: [],
  favoritePointOfInterests: [],
};

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
    const list = readList(key);
    if (list.every(FAVORITE_ITEM_CHECKS[field])) (collection as Record<string, unknown>)[field] = list;
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
    favoriteStopPoints: local.favoriteStopPoints.map((f) => ({ ...f.stopPoint, lineIds: f.lineIds })),
  };
}

function favoriteIds(collection: FavoritesCollection): Set<string> {
  return new Set(
    Object.values(collection).flatMap((list: Array<{ favoriteId: string }>) => list.map((f) => f.favoriteId)),
  );
}

/** True when local storage holds a favourite the server collection does not (added while signed out). */
export function hasUnsyncedLocal(
  server: FavoritesCollection,
  local: FavoritesCollection = readLocalFavorites(),
): boolean {
  const known = favoriteIds(server);
  return Object.values(local).some((list: Array<{ favoriteId: string }>) => list.some((f) => !known.has(f.favoriteId)));
}

/** Sends local favourites to the account; the answer (the whole collection) replaces the state. Null on failure. */
export async function synchronizeFavorites(): Promise<FavoritesCollection | null> {
  const result = await bff.request('/api/v1/favorites/synchronize', FavoritesCollectionAnswer, {
    method: 'POST',
    body: synchronizeBody(readLocalFavorites()),
  });
  if (!result.ok) return null;
  setFavorites(result.data);
  return result.data;
}

export async function removeFavorite(favoriteId: string): Promise<boolean> {
  const result = await bff.send(`/api/v1/favorites/${encodeURIComponent(favoriteId)}`, { method: 'DELETE' });
  if (!result.ok && result.status !== 404) return false;
  setFavorites(withoutItem($favorites.get(), favoriteId));
  return true;
}

type Coordinates = { lat: number; lon: number };

/** What a favourite button points at: the spec's POST bodies for a line, a stop point, an address or a place. */
export type FavoriteTarget =
  | { type: 'LINE'; id: string }
  | { type: 'STOP_POINT'; id: string; lineIds?: string[]; label?: string; coordinates?: Coordinates }
  | {
      type: 'ADDRESS';
      category: string;
      label: string;
      street: string;
      zipCode: string;
      city: string;
      coordinates: Coordinates;
    }
  | { type: string; id: string; label: string; coordinates?: Coordinates };

type AddressTarget = Extract<FavoriteTarget, { type: 'ADDRESS' }>;
const isAddress = (target: FavoriteTarget): target is AddressTarget => target.type === 'ADDRESS';
/** The server's identity of an address: its position (5 decimals, about a metre). */
const samePosition = (a: Coordinates, b: Coordinates) =>
  a.lat.toFixed(5) === b.lat.toFixed(5) && a.lon.toFixed(5) === b.lon.toFixed(5);

/** The favourite of the collection matching a target, if any. */
export function findFavorite(collection: FavoritesCollection, target: FavoriteTarget): string | undefined {
  if (isAddress(target))
    return collection.favoriteAddresses.find((f) => samePosition(f.address.coordinates, target.coordinates))
      ?.favoriteId;
  if (!('id' in target)) return undefined;
  if (target.type === 'LINE') return collection.favoriteLines.find((f) => f.line.id === target.id)?.favoriteId;
  if (target.type === 'STOP_POINT')
    return collection.favoriteStopPoints.find((f) => f.stopPoint.id === target.id)?.favoriteId;
  return collection.favoritePointOfInterests.find(
    (f) => f.pointOfInterest.id === target.id && f.pointOfInterest.type === target.type,
  )?.favoriteId;
}

let loaded: Promise<void> | undefined;

/** Loads the account's favourites once per page session when signed in; otherwise (or on failure) local storage. */
export function ensureFavoritesLoaded(signedIn: boolean): Promise<void> {
  if (!signedIn) {
    $favorites.set(readLocalFavorites());
    return Promise.resolve();
  }
  loaded ??= bff.request('/api/v1/favorites', FavoritesCollectionAnswer).then((result) => {
    if (result.ok) setFavorites(result.data);
    else $favorites.set(readLocalFavorites());
  });
  return loaded;
}

function withItem(collection: FavoritesCollection, target: FavoriteTarget, favoriteId: string): FavoritesCollection {
  if (isAddress(target)) {
    const { category, label, street, zipCode, city, coordinates } = target;
    return {
      ...collection,
      favoriteAddresses: [
        ...collection.favoriteAddresses,
        { favoriteId, category, label, address: { street, zipCode, city, coordinates } },
      ],
    };
  }
  if (target.type === 'LINE')
    return { ...collection, favoriteLines: [...collection.favoriteLines, { favoriteId, line: { id: target.id } }] };
  const placed = (label?: string, coordinates?: Coordinates) => ({
    ...(label ? { label } : {}),
    ...(coordinates ? { coordinates } : {}),
  });
  if (target.type === 'STOP_POINT') {
    const stop = target as Extract<FavoriteTarget, { type: 'STOP_POINT' }>;
    const stopPoint = { id: stop.id, ...placed(stop.label, stop.coordinates) };
    return {
      ...collection,
      favoriteStopPoints: [...collection.favoriteStopPoints, { favoriteId, stopPoint, lineIds: stop.lineIds ?? [] }],
    };
  }
  const place = target as { type: string; id: string; label?: string; coordinates?: Coordinates };
  const pointOfInterest = {
    id: place.id,
    type: place.type,
    label: place.label ?? place.id,
    ...placed(undefined, place.coordinates),
  };
  return {
    ...collection,
    favoritePointOfInterests: [...collection.favoritePointOfInterests, { favoriteId, pointOfInterest }],
  };
}

function withoutItem(collection: FavoritesCollection, favoriteId: string): FavoritesCollection {
  return {
    favoriteLines: collection.favoriteLines.filter((f) => f.favoriteId !== favoriteId),
    favoriteAddresses: collection.favoriteAddresses.filter((f) => f.favoriteId !== favoriteId),
    favoriteStopPoints: collection.favoriteStopPoints.filter((f) => f.favoriteId !== favoriteId),
    favoritePointOfInterests: collection.favoritePointOfInterests.filter((f) => f.favoriteId !== favoriteId),
  };
}

/** A favourite's new label and category (addresses) or label (stop points and landmarks), in the collection. */
function withEdit(
  collection: FavoritesCollection,
  favoriteId: string,
  edit: { label: string; category?: string },
): FavoritesCollection {
  return {
    ...collection,
    favoriteAddresses: collection.favoriteAddresses.map((f) =>
      f.favoriteId === favoriteId ? { ...f, label: edit.label, category: edit.category ?? f.category } : f,
    ),
    favoriteStopPoints: collection.favoriteStopPoints.map((f) =>
      f.favoriteId === favoriteId ? { ...f, stopPoint: { ...f.stopPoint, label: edit.label } } : f,
    ),
    favoritePointOfInterests: collection.favoritePointOfInterests.map((f) =>
      f.favoriteId === favoriteId ? { ...f, pointOfInterest: { ...f.pointOfInterest, label: edit.label } } : f,
    ),
  };
}

/** The PUT body that renames a favourite (and re-categorizes an address); undefined for a line (nothing to edit). */
export function editBody(
  collection: FavoritesCollection,
  favoriteId: string,
  edit: { label: string; category?: string },
): Record<string, unknown> | undefined {
  const address = collection.favoriteAddresses.find((f) => f.favoriteId === favoriteId);
  if (address)
    return { type: 'ADDRESS', category: edit.category ?? address.category, label: edit.label, ...address.address };
  const stop = collection.favoriteStopPoints.find((f) => f.favoriteId === favoriteId);
  if (stop)
    return {
      type: 'STOP_POINT',
      id: stop.stopPoint.id,
      lineIds: stop.lineIds,
      label: edit.label,
      ...(stop.stopPoint.coordinates ? { coordinates: stop.stopPoint.coordinates } : {}),
    };
  const poi = collection.favoritePointOfInterests.find((f) => f.favoriteId === favoriteId);
  if (poi)
    return {
      type: 'POI',
      id: poi.pointOfInterest.id,
      label: edit.label,
      ...(poi.pointOfInterest.coordinates ? { coordinates: poi.pointOfInterest.coordinates } : {}),
    };
  return undefined;
}

/** Renames a favourite (and sets an address's category): on the account when signed in, in local storage otherwise. */
export async function editFavorite(
  favoriteId: string,
  edit: { label: string; category?: string },
  signedIn: boolean,
): Promise<boolean> {
  const current = $favorites.get();
  const body = editBody(current, favoriteId, edit);
  if (!body) return false;
  if (signedIn) {
    const result = await bff.send(`/api/v1/favorites/${encodeURIComponent(favoriteId)}`, { method: 'PUT', body });
    if (!result.ok) return false;
  }
  setFavorites(withEdit($favorites.get(), favoriteId, edit));
  return true;
}

/** The server's answer when the account already holds its maximum of favourites (422). */
export const FAVORITES_LIMIT_REACHED = 'favorites_limit_reached';

/**
 * Adds or removes a favourite: on the account when signed in (the server assigns the id), in local storage otherwise
 * (a local id, synchronized into the account at the next visit of the favourites page). False when the server refused,
 * FAVORITES_LIMIT_REACHED when the account is full.
 */
export async function toggleFavorite(
  target: FavoriteTarget,
  signedIn: boolean,
): Promise<boolean | typeof FAVORITES_LIMIT_REACHED> {
  const current = $favorites.get();
  const existing = findFavorite(current, target);
  if (!signedIn) {
    setFavorites(existing ? withoutItem(current, existing) : withItem(current, target, `local-${crypto.randomUUID()}`));
    return true;
  }
  if (existing) return removeFavorite(existing);
  const result = await bff.request('/api/v1/favorites', CreatedFavoriteAnswer, { method: 'POST', body: target });
  if (!result.ok) return result.code === FAVORITES_LIMIT_REACHED ? FAVORITES_LIMIT_REACHED : false;
  setFavorites(withItem($favorites.get(), target, result.data.favoriteId));
  return true;
}
