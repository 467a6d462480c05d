import type { APIRoute } from 'astro';
import { sitemapPages } from '../../api/sitemap-pages.ts';
import { sitemapFiles, sitemapXml } from '../../domain/sitemap.ts';
import { SITEMAP_CACHE_CONTROL, xmlResponse } from '../../domain/sitemap-response.ts';
import { publicOrigin } from '../../layouts/page-head.ts';

/** One language's sitemap part, e.g. /sitemaps/en-1.xml; any other name is a 404. */
export const GET: APIRoute = async ({ params, url }) => {
  const pages = await sitemapPages();
  const origin = publicOrigin(url);
  // A host that is not the site's public one (PUBLIC_BASE_URL / PUBLIC_HOSTS) gets no sitemap naming it.
  if (!origin) return new Response('Unknown host', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!pages) return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
  const file = sitemapFiles(pages.length).find((candidate) => candidate.path === `/sitemaps/${params.file}`);
  if (!file) return new Response('Unknown sitemap', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return xmlResponse(sitemapXml(origin, file.lang, pages, file.part), SITEMAP_CACHE_CONTROL);
};
