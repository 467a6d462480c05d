import type { APIRoute } from 'astro';
import { getSiteConfig } from '../../config/site-config.ts';
import { webManifest } from '../../domain/web-manifest.ts';
import { getT, isLang } from '../../i18n/index.ts';

/** The web app manifest of one language (linked from every page: src/offline/OfflineHead.astro). */
export const GET: APIRoute = ({ params }) => {
  const lang = params.lang ?? '';
  if (!isLang(lang))
    return new Response('Unknown language', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const t = getT(lang);
  const site = getSiteConfig();
  const manifest = webManifest({
    lang,
    name: site.siteName ?? t('common.siteTitle'),
    description: t('common.siteDescription'),
    colors: site.colors,
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
