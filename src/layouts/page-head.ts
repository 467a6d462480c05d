import { localizedPath, switchLanguagePath, type RouteDef } from '../domain/route-table.ts';
import { LANGS, DEFAULT_LANG, type Lang } from '../i18n/index.ts';
import { getEnv } from '../config/env.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The path of the current page in one language: the route with its params, else the same path re-prefixed. */
export function pagePathIn(lang: Lang, route: RouteDef | null, params: Record<string, string>, pathname: string): string {
  return route ? localizedPath(lang, route.name as never, params) : switchLanguagePath(pathname, '', lang);
}

/** hreflang alternates for the five languages plus x-default (French, the default language). */
export function alternatesFor(origin: string, route: RouteDef | null, params: Record<string, string>, pathname: string): Alternate[] {
  const alternates = LANGS.map((lang) => ({ hreflang: lang, href: `${origin}${pagePathIn(lang, route, params, pathname)}` }));
  return [...alternates, { hreflang: 'x-default', href: `${origin}${pagePathIn(DEFAULT_LANG, route, params, pathname)}` }];
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

/** The site's public origin for absolute links: PUBLIC_BASE_URL when set, else the request's own origin. */
export function publicOrigin(requestUrl: URL, configured: string | undefined = getEnv().publicBaseUrl): string {
  return configured ? new URL(configured).origin : requestUrl.origin;
}
