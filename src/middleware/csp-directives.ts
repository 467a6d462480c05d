import type { SiteConfig } from '../config/site-schema.ts';
import type { Partner } from '../config/partners.ts';

const originOf = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

const unique = (values: string[]) => [...new Set(values)];

/**
 * Per-page CSP directives that depend on the site configuration, added by BaseLayout through `Astro.csp` (Astro adds
 * script-src/style-src hashes itself; static directives live in astro.config.mjs). Map style and tile origins go to
 * connect-src and img-src (maplibre fetches tiles and decodes them in blob: workers); widget mode lets partner origins
 * frame the page (see widgetFrameOrigins), every other response only 'self'.
 */
export function pageCspDirectives(
  site: SiteConfig,
  isWidget: boolean,
  frameOrigins: readonly string[] = site.widget.allowedOrigins,
): string[] {
  const mapOrigins = unique([...originOf(site.map.styleUrl), ...site.map.origins]);
  const analytics = originOf(site.matomo?.url);
  const frameAncestors = isWidget ? ["'self'", ...frameOrigins] : ["'self'"];
  return [
    `connect-src ${unique(["'self'", ...mapOrigins, ...analytics]).join(' ')}`,
    `img-src ${unique(["'self'", 'data:', 'blob:', ...mapOrigins, ...analytics, ...originOf(site.globalCdn)]).join(' ')}`,
    `frame-ancestors ${unique(frameAncestors).join(' ')}`,
  ];
}

/** Third-party script origins the configuration loads (consent script, analytics), or none. */
export function pageScriptOrigins(site: SiteConfig): string[] {
  return unique([...originOf(site.tarteaucitron?.scriptUrl), ...originOf(site.matomo?.url)]);
}

/** The frame-ancestors source that lets any web site frame a page. */
export const ANY_SITE = '*';

/**
 * Who may frame a widget response: the named partner's origins when the URL names one (`partner=`), none for an unknown
 * partner; without a partner, any site (`widget.embedAnywhere`, the default), else every configured partner's origins
 * plus the site-wide `widget.allowedOrigins` (a widget page reached by a link inside another widget keeps widget=true
 * but not the partner).
 */
export function widgetFrameOrigins(site: SiteConfig, partners: readonly Partner[], partnerId: string | null): string[] {
  if (partnerId !== null) return [...(partners.find((partner) => partner.id === partnerId)?.allowedOrigins ?? [])];
  if (site.widget.embedAnywhere) return [ANY_SITE];
  return unique([...site.widget.allowedOrigins, ...partners.flatMap((partner) => partner.allowedOrigins)]);
}
