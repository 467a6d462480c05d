import type { APIContext } from 'astro';

/**
 * Pages a CDN may keep for crawlers and first-time visitors (route flag `publicCache`). Only a request without any
 * cookie qualifies: its page, and the cookies it sets (the locale of the path, a navigation context that starts at this
 * address), depend on nothing but the address, so a stored copy is right for every cookie-less visitor; the answer says
 * `public` with s-maxage and stale-while-revalidate. Requests with cookies (a session, a theme, the navigation context)
 * keep `private, no-cache`; `Vary: Cookie` keeps the shared copy from being served to them. A CDN that skips answers
 * carrying Set-Cookie by default must be told to store these. Timetables open on the current time: minutes, not days.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
const FRESH_SECONDS = 300;
const STALE_SECONDS = 3600;

/**
 * The shared Cache-Control of a page whose copy must not be served after `untilMs` (a line page says "Today" and lists
 * last night's trains by the network's date: a copy made at 23:58 must not answer at 00:30). Fresh and stale lifetimes
 * add up, so both shrink as the instant nears; past it the copy may not be reused at all.
 */
export function sharedCacheControl(nowMs: number, untilMs?: number): string {
  if (untilMs === undefined) return SHARED_CACHE_CONTROL;
  const left = Math.max(0, Math.floor((untilMs - nowMs) / 1000));
  const fresh = Math.min(FRESH_SECONDS, left);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${Math.min(STALE_SECONDS, left - fresh)}`;
}

export function isSharedCacheable(context: Pick<APIContext, 'request' | 'locals'>): boolean {
  const { request, locals } = context;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.has('cookie') &&
    locals.route?.publicCache === true &&
    !locals.notFound
  );
}

/** Marks a successful page answer as shareable (the page may have set its own Cache-Control, which wins). */
export function applySharedCache(context: Pick<APIContext, 'request' | 'locals'>, response: Response): void {
  if (response.status !== 200 || response.headers.has('Cache-Control') || !isSharedCacheable(context)) return;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
  response.headers.set('Cache-Control', sharedCacheControl(Date.now(), context.locals.sharedCacheUntil));
  response.headers.append('Vary', 'Cookie');
}
