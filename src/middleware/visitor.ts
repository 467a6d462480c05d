import type { MiddlewareHandler } from 'astro';
import { isHttps } from '../gateway/auth-cookies.ts';
import { mintVisitorId, VISITOR_COOKIE_MAX_AGE_S, visitorCookieName, visitorIdOf } from '../gateway/visitor-cookie.ts';
import { isApiRequest } from './request-kind.ts';
import { isSharedCacheable } from './shared-cache.ts';

/**
 * Gives a page visitor the anonymous visitor cookie (src/gateway/visitor-cookie.ts) when it has none, so its searches are
 * counted as its own rather than its whole address's from its next request on. Not on pages a shared cache may keep
 * (every visitor would get the same id: /bff answers set it then), nor in widgets (a partner's page frames them).
 */
export const visitor: MiddlewareHandler = (context, next) => {
  const { request, locals, cookies } = context;
  if (
    isApiRequest(context) ||
    locals.isWidget ||
    isSharedCacheable(context) ||
    visitorIdOf(request.headers.get('cookie'))
  )
    return next();
  const secure = isHttps(request);
  cookies.set(visitorCookieName(secure), mintVisitorId(), {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    httpOnly: true,
    secure,
  });
  return next();
};
