import type { APIRoute } from 'astro';
import { ICON_CACHE_SECONDS, loadIcon } from '../../icons/icon-catalog.ts';

/** SVG icons with a 30-day browser cache (spec section 9); owned by the chrome. */
export const GET: APIRoute = async ({ params }) => {
  const svg = await loadIcon(params.name ?? '');
  if (!svg)
    return new Response('Unknown icon', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${ICON_CACHE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
