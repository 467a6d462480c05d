import type { SiteConfig } from '../config/site-schema.ts';

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
 * connect-src and img-src (maplibre fetches tiles and decodes them in blob: workers); widget mode lets the
 * allow-listed partner origins frame the page.
 */
export function pageCspDirectives(site: SiteConfig, isWidget: boolean): string[] {
  const mapOrigins = unique([...originOf(site.map.styleUrl), ...site.map.origins]);
  const analytics = originOf(site.matomo?.url);
  const frameAncestors = isWidget ? ["'self'", ...site.widget.allowedOrigins] : ["'self'"];
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
