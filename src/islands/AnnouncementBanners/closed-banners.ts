import Cookies from 'js-cookie';
import { pageIsHttps } from '../../lib/page-https.ts';

/**
 * Which banners the visitor closed (spec "Announcement banners"): a JSON list of ids in the `banners:already-closed`
 * cookie, path /, on the configured banners cookie domain, so a closed banner stays closed across pages and visits.
 */
export const CLOSED_BANNERS_COOKIE = 'banners:already-closed';
/** The name as it travels in the Cookie header: js-cookie percent-encodes the colon when it writes it. */
export const CLOSED_BANNERS_WIRE_NAME = encodeURIComponent(CLOSED_BANNERS_COOKIE);
const MAX_REMEMBERED = 50;

export function parseClosedBanners(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function readClosedBanners(): string[] {
  return parseClosedBanners(Cookies.get(CLOSED_BANNERS_COOKIE));
}

export function rememberClosedBanner(id: string, cookieDomain?: string): string[] {
  const closed = [...readClosedBanners().filter((known) => known !== id), id].slice(-MAX_REMEMBERED);
  Cookies.set(CLOSED_BANNERS_COOKIE, JSON.stringify(closed), {
    path: '/',
    expires: 365,
    sameSite: 'Lax',
    secure: pageIsHttps(),
    ...(cookieDomain ? { domain: cookieDomain } : {}),
  });
  return closed;
}
