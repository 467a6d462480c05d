import type { APIRoute } from 'astro';
import { sitemapPages } from '../loaders/sitemap-pages.ts';
import { sitemapFiles, sitemapIndexXml } from '../domain/sitemap.ts';
import { publicOrigin } from '../layouts/page-head.ts';
import { SITEMAP_CACHE_CONTROL, xmlResponse } from '../domain/sitemap-response.ts';

/** The sitemap index: one sitemap per language (numbered parts past the URL limit). */
export const GET: APIRoute = async ({ url }) => {
  const pages = await sitemapPages();
  const origin = publicOrigin(url);
  // A host that is not the site's public one (PUBLIC_BASE_URL / PUBLIC_HOSTS) gets no sitemap naming it.
  if (!origin)
    return new Response('Unknown host', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!pages)
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  return xmlResponse(sitemapIndexXml(origin, sitemapFiles(pages.length)), SITEMAP_CACHE_CONTROL);
};
