import type { APIContext } from 'astro';

/**
 * The BFF API mounted at /bff, the chrome's icon files (/icons/*.svg) and the crawler files (robots.txt, the sitemap
 * index and its /sitemaps/ parts): no guards or navigation context.
 */
export function isApiRequest(context: APIContext): boolean {
  const path = context.url.pathname;
  return (
    path === '/bff' || path.startsWith('/bff/') || path.startsWith('/icons/') || path === '/robots.txt' || path === '/sitemap.xml' || path.startsWith('/sitemaps/')
  );
}

/** Astro is rendering its 404 or 500 page (middleware runs again for it, with fresh locals). */
export function isErrorPageRender(context: APIContext): boolean {
  return context.routePattern === '/404' || context.routePattern === '/500';
}
