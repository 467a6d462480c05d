import type { TripPlace } from './trip-place.ts';
import { isUserPosition } from './trip-place.ts';

/** Spec section 9: history size 5, cookie places-history, path /, configured domain. */
export const PLACES_HISTORY_COOKIE = 'places-history';
export const PLACES_HISTORY_SIZE = 5;

/** Newest first, de-duplicated by id, never the user position, at most `size` entries. */
export function addToHistory(history: TripPlace[], place: TripPlace, size = PLACES_HISTORY_SIZE): TripPlace[] {
  if (isUserPosition(place)) return history;
  return [place, ...history.filter((p) => p.id !== place.id)].slice(0, size);
}

/** Reads the cookie value; a value that is not a list of places each with a displayName is discarded (empty history). */
export function parseHistory(raw: string | undefined): TripPlace[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const valid = value.every(
    (p) =>
      p &&
      typeof p === 'object' &&
      typeof p.id === 'string' &&
      typeof p.displayName === 'string' &&
      p.displayName !== '' &&
      Number.isFinite(Number(p.lat)) &&
      Number.isFinite(Number(p.lon)),
  );
  if (!valid) return [];
  return (value as TripPlace[])
    .map((p) => ({
      ...p,
      lat: Number(p.lat),
      lon: Number(p.lon),
      name: p.name ?? p.displayName,
      type: p.type ?? 'address',
    }))
    .filter((p) => !isUserPosition(p))
    .slice(0, PLACES_HISTORY_SIZE);
}

export function serializeHistory(history: TripPlace[]): string {
  return JSON.stringify(history);
}
