import type { APIRoute } from 'astro';
import { robotsTxt } from '../domain/sitemap.ts';
import { SITEMAP_CACHE_CONTROL } from '../domain/sitemap-response.ts';
import { publicOrigin } from '../layouts/page-head.ts';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(publicOrigin(url)), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL } });
