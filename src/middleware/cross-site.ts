import type { MiddlewareHandler } from 'astro';
import { CROSS_SITE_WRITE_BODY, isCrossSiteWrite } from '../domain/cross-site-write.ts';
import { internalHref } from '../domain/internal-link.ts';
import { localizedPath } from '../domain/route-table.ts';

/**
 * Cross-site form posts (src/domain/cross-site-write.ts), refused here rather than by Astro's `security.checkOrigin`,
 * which ran before any middleware and answered a bare text/plain 403 to everyone: under /bff (connected mode, or the
 * first calls before the front door's shortcut is published) the API's JSON `cross_origin_write`; anywhere else the
 * translated error page, 403 (rewritten to the error route like the guards' 400 and 405).
 */
export const crossSite: MiddlewareHandler = (context, next) => {
  const { request, url, locals } = context;
  if (locals.crossSiteRefused || context.isPrerendered) return next();
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
  if (url.pathname === '/bff' || url.pathname.startsWith('/bff/')) {
    return new Response(CROSS_SITE_WRITE_BODY, {
      status: 403,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  locals.crossSiteRefused = { method: request.method };
  return context.rewrite(internalHref(localizedPath(locals.lang, 'error'), locals.isWidget));
};
