import type { MiddlewareHandler } from 'astro';
import { isCrossSiteWrite } from '../domain/cross-site-write.ts';
import { internalHref } from '../domain/internal-link.ts';
import { localizedPath } from '../domain/route-table.ts';

const isApiPath = (path: string) => path === '/bff' || path.startsWith('/bff/');

/**
 * Cross-site form posts (src/domain/cross-site-write.ts), refused here rather than by Astro's `security.checkOrigin`,
 * which ran before any middleware and answered a bare text/plain 403 to everyone: the translated error page, 403
 * (rewritten to the error route like the guards' 400 and 405).
 */
export const crossSite: MiddlewareHandler = (context, next) => {
  const { request, url, locals } = context;
  // /bff calls meet the rule in the gateway (src/gateway/bff-gateway.ts), by this door and by the front door's.
  if (locals.crossSiteRefused || context.isPrerendered || isApiPath(url.pathname)) return next();
  if (
    !isCrossSiteWrite({
      method: request.method,
      origin: request.headers.get('origin'),
      contentType: request.headers.get('content-type'),
      siteOrigin: url.origin,
    })
  ) {
    return next();
  }
  locals.crossSiteRefused = { method: request.method };
  return context.rewrite(internalHref(localizedPath(locals.lang, 'error'), locals.isWidget));
};
