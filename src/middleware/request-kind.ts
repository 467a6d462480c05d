import type { APIContext } from 'astro';

/** Health probes of a load balancer (src/pages/healthz.ts, readyz.ts). */
export const PROBE_PATHS: readonly string[] = ['/healthz', '/readyz'];

/** Where browsers post CSP violation reports (src/pages/csp-report.ts). */
export const CSP_REPORT_PATH = '/csp-report';

/** Crawler files: robots.txt, the sitemap index and its /sitemaps/ parts (src/pages/sitemap.xml.ts, sitemaps/). */
export const CRAWLER_PATHS: readonly string[] = ['/robots.txt', '/sitemap.xml'];

/** The BFF API mounted at /bff, the chrome's icon files (/icons/*.svg), the web app manifests (/manifests/), the probes, the crawler files and the CSP report endpoint: no guards or navigation context. */
export function isApiRequest(context: APIContext): boolean {
  const path = context.url.pathname;
  return (
    path === '/bff' ||
    path.startsWith('/bff/') ||
    path.startsWith('/icons/') ||
    path.startsWith('/manifests/') ||
    PROBE_PATHS.includes(path) ||
    path === CSP_REPORT_PATH ||
    CRAWLER_PATHS.includes(path) ||
    path.startsWith('/sitemaps/')
  );
}

/** Astro is rendering its 404 or 500 page (middleware runs again for it, with fresh locals). */
export function isErrorPageRender(context: APIContext): boolean {
  return context.routePattern === '/404' || context.routePattern === '/500';
}
