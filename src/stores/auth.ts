import { atom } from 'nanostores';
import Cookies from 'js-cookie';
import { forgetOfflinePages } from '../offline/forget.ts';

/**
 * Auth state of the page (spec sections 3 and 4): authenticated, loading, attributes. The bearer token itself lives
 * in the HttpOnly userToken cookie and is never readable here; the readable userInfos cookie carries the display data
 * that restores the signed-in header at startup.
 */
export interface AuthState {
  authenticated: boolean;
  loading: boolean;
  attributes: Record<string, unknown>;
}

export const USER_INFOS_COOKIE = 'userInfos';
export const SIGNED_OUT: AuthState = { authenticated: false, loading: false, attributes: {} };

export const $auth = atom<AuthState>(SIGNED_OUT);

export function authenticateUser(attributes: Record<string, unknown>): void {
  $auth.set({ authenticated: true, loading: false, attributes });
}

/** Resets the page to signed out; the server clears the HttpOnly token cookie itself (logout call or refused token). */
export function logoutUser(cookieDomain?: string): void {
  Cookies.remove(USER_INFOS_COOKIE, { path: '/' });
  if (cookieDomain) Cookies.remove(USER_INFOS_COOKIE, { path: '/', domain: cookieDomain });
  // Pages stored for offline reading under the session may show personal data.
  void forgetOfflinePages();
  $auth.set(SIGNED_OUT);
}

/** Reads the userInfos cookie ({ firstName, lastName, attributes }); malformed counts as signed out. */
export function readUserInfos(
  raw: string | undefined = Cookies.get(USER_INFOS_COOKIE),
): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { firstName?: unknown; lastName?: unknown; attributes?: Record<string, unknown> };
    if (typeof parsed?.firstName !== 'string' || typeof parsed?.lastName !== 'string') return null;
    return { ...parsed.attributes, firstName: parsed.firstName, lastName: parsed.lastName };
  } catch {
    return null;
  }
}

export function restoreAuthFromCookies(): void {
  const attributes = readUserInfos();
  if (attributes) authenticateUser(attributes);
  else $auth.set(SIGNED_OUT);
}

export function fullName(attributes: Record<string, unknown>): string {
  return [attributes.firstName, attributes.lastName]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ');
}
