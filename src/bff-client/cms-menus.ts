import { WpMenu, type CmsMenuItem, type WpMenuItem } from '../contract/cms.ts';
import { ssrBff } from './ssr-bff.ts';
import { bffTarget } from '../gateway/bff-target.ts';
import { decodeHtmlEntities, safeLinkHref } from '../domain/safe-link.ts';
import { deadlineIn, deadlineOrBudget, upstreamBudgetMs, withinDeadline, type Deadline } from '../upstream/deadline.ts';
import { upstreamFetch, upstreamNamed } from '../upstream/upstream-fetch.ts';

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

/** WordPress at `cmsURL` (through its circuit breaker, within the upstream budget), or the embedded CMS in-process;
 *  null when there is no CMS at all (connected mode, no cmsURL). */
export function defaultMenuSource(cmsURL: string | undefined): MenuSource | null {
  if (cmsURL) {
    const base = cmsURL.replace(/\/+$/, '');
    const wordpress = upstreamNamed(`CMS ${new URL(base).origin}`);
    return async (slug) => {
      const response = await upstreamFetch(
        wordpress,
        `${base}/wp-json/menus/v1/menus/${encodeURIComponent(slug)}`,
        { headers: { Accept: 'application/json' } },
        { deadline: deadlineIn(upstreamBudgetMs()) },
      );
      if (!response.ok) throw new Error(`WordPress answered ${response.status} for ${slug}`);
      return response.json();
    };
  }
  if (bffTarget().mode !== 'embedded') return null;
  return async (slug, lang) => {
    const result = await ssrBff({ lang }).request(`/wp-json/menus/v1/menus/${encodeURIComponent(slug)}`, WpMenu, {
      timeoutMs: upstreamBudgetMs(),
    });
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    return result.data;
  };
}

interface SlugState {
  /** The last good copy. */
  items?: CmsMenuItem[];
  fetchedAt?: number;
  /** The one read in flight for this slug, shared by every page that asks meanwhile. */
  loading?: Promise<CmsMenuItem[] | undefined>;
  /** When the last read failed: WordPress is not asked again for this slug until `failureMemoryMs` has passed. */
  failedAt?: number;
}

export interface CmsMenuCache {
  /** The menu of one page; waits for a first read at most until the page's deadline (then: empty). */
  get(kind: CmsMenuKind, lang: string, deadline?: Deadline): Promise<CmsMenuItem[]>;
}

export interface CmsMenuCacheOptions {
  source: MenuSource | null;
  /** How long a copy is fresh (default 5 min); afterwards the next page triggers one background refresh. */
  freshMs?: number;
  /** How long a failed read is remembered (default 30 s): meanwhile pages get the last copy (or none) at once. */
  failureMemoryMs?: number;
  now?: () => number;
  onError?: (error: unknown, slug: string) => void;
}

/**
 * Per-slug cache (hence per locale) of the CMS menus: one read per slug per TTL however many pages ask (reads in flight
 * are shared), a stale copy served while one background refresh runs, failures remembered briefly so a failing
 * WordPress is not asked by every page, and the last good copy kept through failures. Per process (per site node).
 */
export function createCmsMenuCache(options: CmsMenuCacheOptions): CmsMenuCache {
  const slugs = new Map<string, SlugState>();
  const freshMs = options.freshMs ?? 5 * 60 * 1000;
  const failureMemoryMs = options.failureMemoryMs ?? 30_000;
  const now = options.now ?? Date.now;
  const onError =
    options.onError ??
    ((error, slug) =>
      console.warn(`[cms] menu ${slug} could not be fetched:`, error instanceof Error ? error.message : error));

  function load(slug: string, lang: string, state: SlugState): Promise<CmsMenuItem[] | undefined> {
    state.loading ??= (async () => {
      try {
        const menu = WpMenu.parse(await options.source!(slug, lang));
        state.items = toCmsItems(menu.items);
        state.fetchedAt = now();
        state.failedAt = undefined;
        return state.items;
      } catch (error) {
        state.failedAt = now();
        onError(error, slug);
        return undefined;
      } finally {
        state.loading = undefined;
      }
    })();
    return state.loading;
  }

  return {
    async get(kind, lang, deadline) {
      if (!options.source) return [];
      const slug = cmsMenuSlug(kind, lang);
      let state = slugs.get(slug);
      if (!state) slugs.set(slug, (state = {}));
      const failedRecently = state.failedAt !== undefined && now() - state.failedAt < failureMemoryMs;
      const fresh = state.fetchedAt !== undefined && now() - state.fetchedAt < freshMs;
      if (!fresh && !failedRecently) {
        const loading = load(slug, lang, state);
        if (!state.items) return (await withinDeadline(loading, deadlineOrBudget(deadline), undefined)) ?? [];
      }
      return state.items ?? [];
    },
  };
}

const shared = new Map<string, CmsMenuCache>();
/** The process-wide cache the pages use, one per CMS address (built on first use from the site configuration's cmsURL). */
export function cmsMenus(cmsURL: string | undefined): CmsMenuCache {
  const key = cmsURL ?? '';
  let cache = shared.get(key);
  if (!cache) shared.set(key, (cache = createCmsMenuCache({ source: defaultMenuSource(cmsURL) })));
  return cache;
}
