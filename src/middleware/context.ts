import type { MiddlewareHandler } from 'astro';
import { nextNavigationContext, parseNavigationContext } from '../domain/navigation-context.ts';
import { isApiRequest, isErrorPageRender } from './request-kind.ts';
import { isHttps } from '../gateway/auth-cookies.ts';

/** Session cookie (no expiry): the navigation context lives as long as the browser session. */
export const NAVIGATION_COOKIE = 'nav-context';

/** Context tracking by route name (spec section 2), read by back links through locals.navigation. */
export const context: MiddlewareHandler = (ctx, next) => {
  const { locals, cookies, url, request } = ctx;
  const state = parseNavigationContext(cookies.get(NAVIGATION_COOKIE)?.value);
  locals.navigation = state;
  // A prefetch (hovering a link) is not a visit: it must not move the back links.
  const prefetch = /prefetch/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');
  // Nor is a page a script fetches (the service worker storing the offline pages, a stop board refreshing itself).
  // Its mode says so: a page the visitor opens keeps `Sec-Fetch-Mode: navigate` even when the service worker forwards
  // it (Chromium then sends `Sec-Fetch-Dest: empty`, so the destination cannot tell them apart).
  const mode = request.headers.get('sec-fetch-mode');
  const fetchedByScript = mode !== null && mode !== 'navigate';
  const isPageView =
    request.method === 'GET' &&
    !prefetch &&
    !fetchedByScript &&
    !isApiRequest(ctx) &&
    !isErrorPageRender(ctx) &&
    locals.route &&
    !locals.notFound;
  // Widget responses set no cookie: their back links do not lead out of the widget anyway.
  if (locals.isWidget) return next();
  if (isPageView && locals.route) {
    const path = `${url.pathname}${url.search}`;
    const updated = nextNavigationContext(state, locals.route.name, path);
    locals.navigation = updated;
    cookies.set(NAVIGATION_COOKIE, JSON.stringify(updated), {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: isHttps(request),
    });
  }
  return next();
};
