/**
 * What the service worker keeps for reading offline, as pure rules (the worker, the pages and their tests share them).
 * The worker only ever stores whole pages a traveller opened: a stop's page (its departure board), a line's timetable,
 * a journey's roadmap. Nothing personal: account pages answer `no-store`, the API (/bff) is never routed through the
 * worker's caches, and every copy made under a signed-in session is dropped when the session ends.
 */
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/langs.ts';

/** Runtime caches (precached build assets live in Workbox's own cache). */
export const VISITED_PAGES_CACHE = 'offline-visited-pages';
/** Roadmaps the traveller chose to keep ("Keep offline"): out of the visited pages' turnover. */
export const KEPT_PAGES_CACHE = 'offline-kept-pages';
export const OFFLINE_PAGE_CACHES = [VISITED_PAGES_CACHE, KEPT_PAGES_CACHE] as const;

/**
 * Bounds, in bytes of stored HTML, oldest saved first out: a stored page is 140–360 kB (a stop's board, a line's day
 * of trips), so the visited pages keep about 50 of the latest, the kept roadmaps (smaller) 20 and more, together
 * 20 MB at most. Copies older than a week (a month for the kept ones) are of no use for departures.
 */
export const VISITED_PAGES_MAX_BYTES = 16 * 1024 * 1024;
export const KEPT_PAGES_MAX_BYTES = 4 * 1024 * 1024;
export const VISITED_PAGES_MAX_AGE_S = 7 * 24 * 3600;
export const KEPT_PAGES_MAX_AGE_S = 30 * 24 * 3600;
/** How long a page waits for the network before the stored copy answers (underground, requests hang, not fail). */
export const NETWORK_TIMEOUT_S = 4;

/** The header a stored copy carries: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-offline-saved-at';
/** The header a stored copy carries: the size of its body in bytes, which the bound adds up. */
export const STORED_BYTES_HEADER = 'x-offline-bytes';
/** The attribute the served copy's <html> carries: the page shows the offline notice and no live figures. */
export const SAVED_AT_ATTRIBUTE = 'data-offline-saved-at';

export type OfflinePageKind = 'stop' | 'line' | 'roadmap';

/** Path shapes after the language prefix (the route table's proximity-type-id, schedules-line-id, roadmap routes). */
const KINDS: Array<[OfflinePageKind, RegExp]> = [
  ['stop', /^proximity\/[^/]+\/[^/]+$/],
  ['line', /^schedules\/line\/[^/]+$/],
  ['roadmap', /^trip-planner\/roadmap\/[^/]+$/],
];

/** The kind of page an address is when the worker may store it (same origin, a language prefix, one of the kinds). */
export function offlinePageKind(url: URL, origin: string): OfflinePageKind | null {
  if (url.origin !== origin) return null;
  const match = /^\/([a-z]{2})\/(.+?)\/?$/.exec(url.pathname);
  if (!match || !isLang(match[1])) return null;
  // Widget renders are framed on partners' pages: never the traveller's own copies.
  if (url.searchParams.get('widget') === 'true') return null;
  return KINDS.find(([, shape]) => shape.test(match[2]))?.[0] ?? null;
}

export interface StorableAnswer {
  status: number;
  redirected?: boolean;
  headers: { get(name: string): string | null };
}

/** A page answer the worker may store: a complete 200 HTML page that did not ask to stay out of every cache. */
export function isStorablePage(answer: StorableAnswer): boolean {
  if (answer.status !== 200 || answer.redirected) return false;
  if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  return !/\bno-store\b/i.test(answer.headers.get('cache-control') ?? '');
}

export interface StoredCopy {
  url: string;
  bytes: number;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
}

/**
 * The copies to drop so that the others fit in `maxBytes`, oldest saved first. The newest copy stays even when alone
 * it is over the bound: it is the page the traveller has just opened.
 */
export function copiesOverBudget(copies: readonly StoredCopy[], maxBytes: number): string[] {
  const newestFirst = [...copies].sort((a, b) => b.savedAt - a.savedAt);
  const dropped: string[] = [];
  let total = 0;
  for (const [index, copy] of newestFirst.entries()) {
    total += Math.max(0, copy.bytes);
    if (index > 0 && total > maxBytes) dropped.push(copy.url);
  }
  return dropped;
}

/** The language of an address (its prefix), the default language when it has none. */
export function languageOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1] ?? '';
  return isLang(first) ? first : DEFAULT_LANG;
}

/** The site's own offline page in the address's language. */
export function offlinePagePath(lang: Lang): string {
  return `/${lang}/offline`;
}

/** The stored copy as served offline: its <html> says when it was saved, so the page shows the notice. */
export function markSavedCopy(html: string, savedAtIso: string): string {
  if (!/^[\d:.TZ+-]+$/.test(savedAtIso)) return html;
  return html.replace(/<html(?=[\s>])/i, `<html ${SAVED_AT_ATTRIBUTE}="${savedAtIso}"`);
}

/** The title of a stored page (its <title>, without the site's name) for the offline page's list. */
export function storedPageTitle(html: string): string | null {
  const found = /<title>([^<]*)<\/title>/i.exec(html);
  if (!found) return null;
  const text = found[1]
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
  const page = text.replace(/\s+-\s+[^-]+$/, '').trim();
  return page || text || null;
}

/**
 * Whether the copies made so far must go: the visitor was signed in at the last page and is not any more (signed out
 * here or in another tab, or the session ended). `signedIn` reads the account-display cookie, present with a session.
 */
export function sessionEnded(wasSignedIn: boolean, signedIn: boolean): boolean {
  return wasSignedIn && !signedIn;
}

/** When a copy was saved, as the notice says it: the time alone the same day, else the date too (visitor's clock). */
export function savedAtLabel(savedAt: Date, now: Date, lang: Lang, timeZone?: string): string {
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);
  const sameDay = day(savedAt) === day(now);
  return new Intl.DateTimeFormat(lang, {
    timeZone,
    ...(sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }),
  }).format(savedAt);
}
