import { localizedPath, switchLanguagePath, type RouteDef } from '../domain/route-table.ts';
import { LANGS, DEFAULT_LANG, type Lang } from '../i18n/index.ts';
import { getEnv } from '../config/env.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The path of the current page in one language: the route with its params, else the same path re-prefixed. */
export function pagePathIn(
  lang: Lang,
  route: RouteDef | null,
  params: Record<string, string>,
  pathname: string,
): string {
  return route ? localizedPath(lang, route.name as never, params) : switchLanguagePath(pathname, '', lang);
}

/** hreflang alternates for the five languages plus x-default (French, the default language). */
export function alternatesFor(
  origin: string,
  route: RouteDef | null,
  params: Record<string, string>,
  pathname: string,
): Alternate[] {
  const alternates = LANGS.map((lang) => ({
    hreflang: lang,
    href: `${origin}${pagePathIn(lang, route, params, pathname)}`,
  }));
  return [
    ...alternates,
    { hreflang: 'x-default', href: `${origin}${pagePathIn(DEFAULT_LANG, route, params, pathname)}` },
  ];
}

/** `{page} - {site title}` (spec: page title template); the site title alone when the page has no name. */
export function documentTitle(page: string | undefined, siteTitle: string): string {
  return page ? `${page} - ${siteTitle}` : siteTitle;
}

/** `:root { --color-name: value }` from the site configuration's colours (values validated by the schema). */
export function colorVariablesCss(colors: Record<string, string>): string {
  const entries = Object.entries(colors);
  if (entries.length === 0) return '';
  return `:root{${entries.map(([name, value]) => `--color-${name}:${value}`).join(';')}}`;
}

export interface PublicOriginConfig {
  publicBaseUrl?: string;
  /** Host names (with port when not the default) the site answers to publicly: PUBLIC_HOSTS plus DOMAIN_NAME. */
  publicHosts?: string[];
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

/**
 * The site's public origin for absolute links (canonical, hreflang, embed code). The Host header is the client's to
 * choose, so it is never trusted as such (a shared cache would keep a page whose canonical names an attacker's host):
 * PUBLIC_BASE_URL when set; else the request's host only if the allow-list holds it (else the list's first host);
 * with nothing configured, only a loopback host (a local run). Null when no origin can be trusted: callers leave
 * absolute links out.
 */
export function publicOrigin(requestUrl: URL, config: PublicOriginConfig = publicOriginConfig()): string | null {
  if (config.publicBaseUrl) return new URL(config.publicBaseUrl).origin;
  const host = requestUrl.host.toLowerCase();
  const allowed = (config.publicHosts ?? []).map((entry) => entry.toLowerCase());
  if (allowed.length > 0) return `${requestUrl.protocol}//${allowed.includes(host) ? host : allowed[0]}`;
  return LOOPBACK_HOST.test(host) ? requestUrl.origin : null;
}

function publicOriginConfig(): PublicOriginConfig {
  const env = getEnv();
  return {
    publicBaseUrl: env.publicBaseUrl,
    publicHosts: [...(env.publicHosts ?? []), ...(env.domainName ? [env.domainName] : [])],
  };
}
