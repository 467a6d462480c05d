import { randomBytes } from 'node:crypto';
import { readCookie } from './auth-cookies.ts';
import { isVisitorId } from '../server/http/client-key.ts';

/**
 * The anonymous visitor cookie: a random id, nothing else, by which the per-client limits tell apart the travellers
 * behind one shared address (src/server/http/client-key.ts). It names no one and is needed for the service itself
 * (fair limits), so it is set without consent. Over https it carries the `__Host-` prefix (Secure, Path=/, no Domain:
 * no sibling subdomain can plant one); local http runs use the plain name.
 */
export const VISITOR_COOKIE = 'visitor';
export const SECURE_VISITOR_COOKIE = '__Host-visitor';
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The visitor id a request carries (either cookie name), or undefined. */
export function visitorIdOf(cookieHeader: string | null): string | undefined {
  const id = readCookie(cookieHeader, SECURE_VISITOR_COOKIE) ?? readCookie(cookieHeader, VISITOR_COOKIE);
  return isVisitorId(id) ? id : undefined;
}

export function mintVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function visitorCookieName(secure: boolean): string {
  return secure ? SECURE_VISITOR_COOKIE : VISITOR_COOKIE;
}

/** The Set-Cookie value of a fresh visitor id (the page middleware sets the same through Astro's cookies). */
export function visitorCookie(id: string, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return `${visitorCookieName(secure)}=${id}; ${attributes}`;
}
