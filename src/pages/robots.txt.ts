import type { APIRoute } from 'astro';
import { robotsTxt } from '../domain/sitemap.ts';
import { SITEMAP_CACHE_CONTROL } from '../domain/sitemap-response.ts';
import { publicOrigin } from '../layouts/page-head.ts';

export const GET: APIRoute = ({ url }) => {
  // A host that is not the site's public one (PUBLIC_BASE_URL / PUBLIC_HOSTS) gets no robots file naming it.
  const origin = publicOrigin(url);
  if (!origin)
    return new Response('Unknown host', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(robotsTxt(origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
};
