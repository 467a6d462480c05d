import { WpMenu, type CmsMenuItem, type WpMenuItem } from '../contract/cms.ts';
import { ssrBff } from './ssr-bff.ts';
import { bffTarget } from './bff-target.ts';
import { decodeHtmlEntities, safeLinkHref } from '../domain/safe-link.ts';

/**
 * CMS menus for the header and footer, read at request time from WordPress "menus/v1" (`cmsURL` of the site
 * configuration) or, without it in embedded mode, from the embedded CMS. Cached per slug (hence per locale):
 * fresh for a while, then served stale while one background refresh runs; a failing WordPress keeps the last good
 * copy; with no copy at all the menu is empty and the page renders without it.
 */
export type CmsMenuKind = 'header' | 'footer';

const BASE_SLUGS: Record<CmsMenuKind, string> = { header: 'menu-primaire-header', footer: 'menu-secondaire-footer' };
const MAX_DEPTH = 3;

export function cmsMenuSlug(kind: CmsMenuKind, lang: string): string {
  return lang === 'fr' ? BASE_SLUGS[kind] : `${BASE_SLUGS[kind]}-${lang}`;
}

/** WordPress sends titles and URLs HTML-escaped (`&amp;`, `&#8211;`); the site renders text, so they are decoded once. */
export const decodeEntities = decodeHtmlEntities;

/**
 * Menu items as the header and footer render them: titles decoded, links through the one sanitizer (an unsafe link
 * is dropped; a parent keeps its children and loses only its own link, like WordPress's `#` dropdown parents).
 */
export function toCmsItems(items: WpMenuItem[], depth = 1): CmsMenuItem[] {
  return items.flatMap((item) => {
    const children = depth < MAX_DEPTH ? toCmsItems(item.child_items ?? [], depth + 1) : [];
    const url = safeLinkHref(item.url) ?? '';
    if (!url && children.length === 0) return [];
    return [{ title: decodeEntities(item.title), url, typeLabel: item.type_label, children }];
  });
}

/** The header shows no Shortcode items (spec "CMS menu"), at any level. */
export function withoutShortcodes(items: CmsMenuItem[]): CmsMenuItem[] {
  return items
    .filter((item) => item.typeLabel !== 'Shortcode')
    .map((item) => ({ ...item, children: withoutShortcodes(item.children) }));
}

/** Fetches one menu's raw JSON; throws on any failure. */
export type MenuSource = (slug: string, lang: string) => Promise<unknown>;

const FETCH_TIMEOUT_MS = 3000;

/** WordPress at `cmsURL`, or the embedded CMS in-process; null when there is no CMS at all (connected mode, no cmsURL). */
export function defaultMenuSource(cmsURL: string | undefined): MenuSource | null {
  if (cmsURL) {
    const base = cmsURL.replace(/\/+$/, '');
    return async (slug) => {
      const response = await fetch(`${base}/wp-json/menus/v1/menus/${encodeURIComponent(slug)}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`WordPress answered ${response.status} for ${slug}`);
      return response.json();
    };
  }
  if (bffTarget().mode !== 'embedded') return null;
  return async (slug, lang) => {
    const result = await ssrBff({ lang }).request(`/wp-json/menus/v1/menus/${encodeURIComponent(slug)}`, WpMenu, { timeoutMs: FETCH_TIMEOUT_MS });
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    return result.data;
  };
}

interface CacheEntry {
  items: CmsMenuItem[];
  fetchedAt: number;
  refreshing?: Promise<void>;
}

export interface CmsMenuCache {
  get(kind: CmsMenuKind, lang: string): Promise<CmsMenuItem[]>;
}

export function createCmsMenuCache(options: { source: MenuSource | null; freshMs?: number; now?: () => number; onError?: (error: unknown, slug: string) => void }): CmsMenuCache {
  const entries = new Map<string, CacheEntry>();
  const freshMs = options.freshMs ?? 5 * 60 * 1000;
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((error, slug) => console.warn(`[cms] menu ${slug} could not be fetched:`, error instanceof Error ? error.message : error));

  async function load(slug: string, lang: string): Promise<CmsMenuItem[] | undefined> {
    if (!options.source) return [];
    try {
      const menu = WpMenu.parse(await options.source(slug, lang));
      const items = toCmsItems(menu.items);
      entries.set(slug, { items, fetchedAt: now() });
      return items;
    } catch (error) {
      onError(error, slug);
      return undefined;
    }
  }

  return {
    async get(kind, lang) {
      const slug = cmsMenuSlug(kind, lang);
      const entry = entries.get(slug);
      if (!entry) return (await load(slug, lang)) ?? [];
      if (now() - entry.fetchedAt > freshMs && !entry.refreshing) {
        entry.refreshing = load(slug, lang).then(() => {
          entry.refreshing = undefined;
        });
      }
      return entry.items;
    },
  };
}

let shared: CmsMenuCache | undefined;
/** The process-wide cache the pages use (built on first use from the site configuration's cmsURL). */
export function cmsMenus(cmsURL: string | undefined): CmsMenuCache {
  shared ??= createCmsMenuCache({ source: defaultMenuSource(cmsURL) });
  return shared;
}
