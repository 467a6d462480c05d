/// <reference types="astro/client" />

declare namespace App {
  /** Per-request values set by src/middleware/* (locale → headers → guards → context) and read by pages and layouts. */
  interface Locals {
    /** The page language: the path prefix, else (bare root, 404) locale cookie → Accept-Language → fr. */
    lang: import('./i18n/index.ts').Lang;
    /** Translation function of `lang` (keys `namespace.key`). */
    t: import('./i18n/index.ts').TFunction;
    /** The matched route of the table, or null (bare root is the `index` route; unknown paths are null). */
    route: import('./domain/route-table.ts').RouteDef | null;
    /** Decoded route parameters (id, type, journeyId). */
    params: Record<string, string>;
    /** Why the 404 page shows: no route matches ('Page not found') or a parameter fails validation ('Page Not Found'). */
    notFound: 'no-route' | 'invalid' | null;
    /** A query parameter that breaks the page-query contract (src/contract/page-query.ts): the 400 page names it. */
    badQuery?: import('./contract/page-query.ts').PageQueryProblem | null;
    /** A page asked with a method it does not answer (POST to a plain page, PUT, DELETE…): the 405 page names it. */
    refusedMethod?: { method: string; allow: readonly string[] } | null;
    /** A write sent by a form of another site (src/middleware/cross-site.ts): the 403 error page. */
    crossSiteRefused?: { method: string } | null;
    /** A trip screen whose journey search the server refused for load (429 too many, 503 busy): the error page says so. */
    searchRefused?: { status: 429 | 503; retryAfterS: number } | null;
    /** The signed-in user, or null; see src/middleware/session.ts. */
    user: import('./middleware/session.ts').SessionUser | null;
    /** Widget mode: `widget=true` in the query (or IS_WIDGET); chrome hidden, flag kept on internal links. */
    isWidget: boolean;
    /** Navigation context kept for the browser session (back links). */
    navigation: import('./domain/navigation-context.ts').NavigationContext;
    /** Stored theme choice (cookie `theme`); 'system' follows prefers-color-scheme. */
    theme: import('./middleware/theme.ts').ThemeChoice;
    site: import('./config/site-schema.ts').SiteConfig;
    /** A shared (CDN) copy of this page must not be served after this instant, epoch ms (see middleware/shared-cache.ts). */
    sharedCacheUntil?: number;
    /** The request's upstream budget (src/middleware/upstreams.ts): calls to outside services end by then. */
    deadline?: import('./upstream/deadline.ts').Deadline;
  }
}
