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

export function isSharedCacheable(context: Pick<APIContext, 'request' | 'locals'>): boolean {
  const { request, locals } = context;
  return (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('cookie') && locals.route?.publicCache === true && !locals.notFound;
}

/** Marks a successful page answer as shareable (the page may have set its own Cache-Control, which wins). */
export function applySharedCache(context: Pick<APIContext, 'request' | 'locals'>, response: Response): void {
  if (response.status !== 200 || response.headers.has('Cache-Control') || !isSharedCacheable(context)) return;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
  response.headers.set('Cache-Control', SHARED_CACHE_CONTROL);
  response.headers.append('Vary', 'Cookie');
}
