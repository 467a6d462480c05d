import { DEFAULT_LANG, isLang, type Lang } from '../i18n/langs.ts';
import { isWidgetQuery } from './internal-link.ts';

export type LayoutName = 'homepage' | 'default' | 'custom';
export type NavigationContextName = 'proximity' | 'trip-planner' | 'schedules';

export interface RouteDef {
  /** The spec's route name, used by guards, context tracking and `localizedPath`. */
  name: string;
  /** Path after the language prefix, segments separated by '/', `:param` for a parameter; '' is the language root. */
  pattern: string;
  layout: LayoutName;
  /** Content drawn inside a bordered card (spec: bordered flag of the route metadata). */
  bordered: boolean;
  /** Page takes the full width next to the sidebar (spec: full-page flag of the route metadata). */
  fullPage: boolean;
  needsAuth: boolean;
  /** A cookie-less visit may be kept by a CDN (crawlable public content; see middleware/shared-cache.ts). */
  publicCache: boolean;
  /** The i18n key prefix of the page's title and heading under the `pages` namespace. */
  i18nKey: string;
  /** Named route middleware the route runs first (src/middleware/route-middleware.ts). */
  middleware?: readonly string[];
  /** The page's own form POSTs to it (unsubscribe, the account links, personal data); other pages answer only GET and HEAD. */
  acceptsFormPost?: boolean;
}

export type RouteName = (typeof ROUTES)[number]['name'];

/** Identifiers from the network data and place codes: letters, digits and the separators GTFS feeds use. */
// GTFS ids are free text; '+' is common in them (the MTA's Select Bus Service lines: bus:M86+).
const ID = /^[\w.:,|@~+-]{1,200}$/;
/** Proximity detail type: a place type word such as stopArea or bikeSharingStations. */
const PLACE_TYPE = /^[A-Za-z][A-Za-z_-]{0,39}$/;
const PARAM_RULES: Record<string, RegExp> = { id: ID, journeyId: ID, type: PLACE_TYPE };

function route<N extends string>(
  name: N,
  pattern: string,
  flags: Partial<
    Pick<RouteDef, 'layout' | 'bordered' | 'fullPage' | 'needsAuth' | 'publicCache' | 'middleware' | 'acceptsFormPost'>
  > = {},
): RouteDef & { name: N } {
  const i18nKey = name.replace(/-([a-zA-Z])/g, (_, c: string) => c.toUpperCase());
  return {
    name,
    pattern,
    layout: 'default',
    bordered: true,
    fullPage: false,
    needsAuth: false,
    publicCache: false,
    i18nKey,
    ...flags,
  };
}

/** Every screen of the spec's section 2 table. Order matters only for readability: static segments win over params. */
export const ROUTES = [
  route('index', '', { layout: 'homepage', fullPage: true }),
  route('account-favorites', 'account/favorites', { fullPage: true, needsAuth: true }),
  // Its password, e-mail and deletion forms post to the page itself (they work without JavaScript).
  route('account-personal-data', 'account/personal-data', { fullPage: true, needsAuth: true, acceptsFormPost: true }),
  route('account-profile', 'account/profile', { fullPage: true, needsAuth: true }),
  route('cobranding', 'cobranding', { layout: 'custom' }),
  // The generator needs the width: settings beside the preview.
  route('cobranding-demo-widgets-definitions', 'cobranding/demo/widgets-definitions', { fullPage: true }),
  route('cobranding-demo-id', 'cobranding/demo/:id', { layout: 'custom' }),
  route('error', 'error', { fullPage: true }),
  // Not in the spec's table: what the service worker shows offline for a page never visited (src/offline/).
  route('offline', 'offline', { fullPage: true }),
  route('proximity', 'proximity', { bordered: false, middleware: ['external-proximity'] }),
  route('proximity-type-id', 'proximity/:type/:id'),
  route('schedules', 'schedules', { fullPage: true, publicCache: true }),
  route('schedules-line-id', 'schedules/line/:id', { bordered: false, fullPage: false, publicCache: true }),
  // A sign-up's mailed link opens it; its confirming form posts to it (the GET creates nothing).
  route('signedin', 'signedin', { fullPage: true, acceptsFormPost: true }),
  // Not in the spec's table: one run of a trip, from a departure or a ride (noindex; its canonical is the line page).
  route('trip-id', 'trip/:id'),
  route('trip-planner', 'trip-planner'),
  route('trip-planner-preview', 'trip-planner/preview'),
  route('trip-planner-results', 'trip-planner/results'),
  route('trip-planner-return-preview', 'trip-planner/return-preview'),
  route('trip-planner-return-summary', 'trip-planner/return-summary'),
  route('trip-planner-returns', 'trip-planner/returns'),
  route('trip-planner-roadmap-journeyId', 'trip-planner/roadmap/:journeyId'),
  route('trip-planner-summary', 'trip-planner/summary'),
  route('unsubscribe', 'unsubscribe', { fullPage: true, acceptsFormPost: true }),
  // Not in the spec's table: the mailed account links (forgotten password, new e-mail address), confirmed by a form post.
  route('reset-password', 'reset-password', { fullPage: true, acceptsFormPost: true }),
  route('confirm-email', 'confirm-email', { fullPage: true, acceptsFormPost: true }),
  // Not in the spec's table: the embedded store's catalogue and cart, behind features.demo-shop.enabled.
  route('demo-shop', 'demo-shop', { fullPage: true, middleware: ['demo-shop'] }),
  // Not in the spec's table: the embeddable widgets (trip, departures, timetable), always in widget mode (issue 16).
  route('widgets-kind', 'widgets/:kind', { layout: 'custom', bordered: false }),
] as const satisfies readonly RouteDef[];

/** The methods a page answers (the 405 page lists them in Allow); anything else gets that page, never the page itself. */
export function pageMethods(route: RouteDef): readonly string[] {
  return route.acceptsFormPost ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

const BY_NAME = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function getRoute(name: RouteName | string): RouteDef {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`Unknown route name: ${name}`);
  return found;
}

export interface RouteMatch {
  lang: Lang;
  route: RouteDef;
  params: Record<string, string>;
  /** False when the path has the route's shape but a parameter breaks its rule (spec: route validation fails). */
  valid: boolean;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, segments: string[]): { params: Record<string, string>; valid: boolean } | null {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  let valid = true;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.startsWith(':')) {
      const key = part.slice(1);
      const value = decodeSegment(segments[i]);
      if (value === null || !(PARAM_RULES[key] ?? ID).test(value)) valid = false;
      params[key] = value ?? segments[i];
    } else if (part !== segments[i]) {
      return null;
    }
  }
  return { params, valid };
}

/**
 * Finds the route of a path such as `/en/trip-planner/roadmap/j1`. Null when the language prefix is unknown or no
 * route has that shape (spec: 'Page not found'); `valid: false` when a parameter fails its rule ('Page Not Found').
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const [lang, ...rest] = splitPath(pathname);
  if (!isLang(lang)) return null;
  let fallback: RouteMatch | null = null;
  for (const candidate of ROUTES) {
    const found = matchPattern(candidate.pattern, rest);
    if (!found) continue;
    const match = { lang, route: candidate, ...found };
    // A static route such as widgets-definitions wins over cobranding/demo/:id; parameter routes only as fallback.
    if (!candidate.pattern.includes(':')) return match;
    fallback ??= match;
  }
  return fallback;
}

export type QueryInput = URLSearchParams | Record<string, string | number | boolean | undefined | null>;

function toSearch(query?: QueryInput): string {
  if (!query) return '';
  const search =
    query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query)
            .filter(
              (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
            )
            .map(([key, value]) => [key, String(value)]),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path of a named route in one language, e.g. localizedPath('de', 'schedules-line-id', { id: 'M1' }). */
export function localizedPath(
  lang: Lang,
  name: RouteName,
  params: Record<string, string> = {},
  query?: QueryInput,
): string {
  const target = getRoute(name);
  const segments = splitPath(target.pattern).map((part) => {
    if (!part.startsWith(':')) return part;
    const value = params[part.slice(1)];
    if (value === undefined || value === '') throw new Error(`Missing parameter ${part.slice(1)} for route ${name}`);
    // Colons stay readable (network ids such as subway:127): a path segment may hold them (RFC 3986 pchar).
    return encodeURIComponent(value).replace(/%3A/gi, ':');
  });
  return `/${[lang, ...segments].join('/')}${toSearch(query)}`;
}

/** The same path in another language: swaps the language prefix, keeps the rest and the query untouched. */
export function switchLanguagePath(pathname: string, search: string, lang: Lang): string {
  const [first, ...rest] = splitPath(pathname);
  const tail = isLang(first) ? rest : first === undefined ? [] : [first, ...rest];
  const path = `/${[lang, ...tail].join('/')}`;
  return `${path}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
}

/** The navigation context a route belongs to (spec: context tracking by route name), or null for other routes. */
export function contextOfRoute(name: string): NavigationContextName | null {
  if (name.startsWith('proximity')) return 'proximity';
  if (name.startsWith('schedules')) return 'schedules';
  if (name.startsWith('trip-planner') || name === 'index') return 'trip-planner';
  return null;
}

export { DEFAULT_LANG };

/** A widget page's address: the widget routes are widget mode by themselves, any other page by `widget=true`. */
export function isWidgetAddress(url: URL): boolean {
  return isWidgetQuery(url.searchParams) || matchRoute(url.pathname)?.route.name === 'widgets-kind';
}
