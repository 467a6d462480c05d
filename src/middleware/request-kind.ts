import type { APIContext } from 'astro';

/** The BFF API mounted at /bff: JSON, no locale, guards or navigation context. */
export function isApiRequest(context: APIContext): boolean {
  return context.url.pathname === '/bff' || context.url.pathname.startsWith('/bff/');
}

/** Astro is rendering its 404 or 500 page (middleware runs again for it, with fresh locals). */
export function isErrorPageRender(context: APIContext): boolean {
  return context.routePattern === '/404' || context.routePattern === '/500';
}
