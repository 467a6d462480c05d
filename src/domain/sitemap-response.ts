/** Crawlers and CDNs may keep sitemaps and robots.txt for an hour and serve a stale copy for a day while refreshing. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

export function xmlResponse(body: string, cacheControl: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  });
}
