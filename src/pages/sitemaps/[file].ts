import type { APIRoute } from 'astro';
import { sitemapFileBytes } from '../../loaders/sitemap-files.ts';
import { sitemapPages } from '../../loaders/sitemap-pages.ts';
import { sitemapFiles } from '../../domain/sitemap.ts';
import { SITEMAP_CACHE_CONTROL } from '../../domain/sitemap-response.ts';
import { pickEncoding } from '../../middleware/compression.ts';
import { publicOrigin } from '../../layouts/page-head.ts';

/** One language's sitemap part, e.g. /sitemaps/en-1.xml; any other name is a 404. */
export const GET: APIRoute = async ({ params, url, request }) => {
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
  const file = sitemapFiles(pages.length).find((candidate) => candidate.path === `/sitemaps/${params.file}`);
  if (!file)
    return new Response('Unknown sitemap', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  // Built once and kept compressed (src/loaders/sitemap-files.ts): the part is megabytes of XML.
  const bytes = await sitemapFileBytes(origin, file, pages);
  const encoding = pickEncoding(request.headers.get('accept-encoding') ?? '');
  const body = encoding === 'br' ? bytes.br : encoding === 'gzip' ? bytes.gzip : bytes.xml;
  const headers: Record<string, string> = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': SITEMAP_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(body as Uint8Array<ArrayBuffer>, { headers });
};
