import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import type { TripPlace } from '../domain/trip-place.ts';
import { addToHistory, parseHistory, PLACES_HISTORY_COOKIE, serializeHistory } from '../domain/trip-places-history.ts';
import { pageIsHttps } from '../lib/page-https.ts';

/** The places the traveller chose recently, newest first (spec sections 4 and 9). */
export const $placesHistory = atom<TripPlace[]>([]);

let cookieDomain: string | undefined;

/** Reads the places-history cookie; a cookie the rules discard is removed. */
export function loadPlacesHistory(options: { cookieDomain?: string } = {}): void {
  cookieDomain = options.cookieDomain || undefined;
  const raw = Cookies.get(PLACES_HISTORY_COOKIE);
  const history = parseHistory(raw);
  if (raw && history.length === 0) Cookies.remove(PLACES_HISTORY_COOKIE, { path: '/', domain: cookieDomain });
  $placesHistory.set(history);
}

export function rememberPlace(place: TripPlace): void {
  const next = addToHistory($placesHistory.get(), place);
  if (next === $placesHistory.get()) return;
  $placesHistory.set(next);
  Cookies.set(PLACES_HISTORY_COOKIE, serializeHistory(next), {
    path: '/',
    domain: cookieDomain,
    expires: 365,
    sameSite: 'Lax',
    secure: pageIsHttps(),
  });
}
