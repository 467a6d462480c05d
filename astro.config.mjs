// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './src/offline/service-worker-build.ts';

/** @returns {import('astro').AstroIntegration} */
function hydrateOnIntent() {
  return {
    name: 'hydrate-on-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'intent', entrypoint: './src/ui/hydrate-on-intent.ts' }),
    },
  };
}

/**
 * Browser chunk groups: fewer, larger files where modules travel together, so that a page makes a handful of requests.
 * - `framework`: React and i18next, which every island hydrates with, as one file instead of a dozen small ones.
 * - `chrome`: the small modules every page's plain scripts share (the chrome's one script, src/components/chrome/
 *   chrome-start.ts, the favourite star, a widget's toaster): stores, the /bff client, header panels, link rules, the
 *   toaster's wait, the dynamic-import helper. Widgets load it too.
 * - `chrome-lib`: the site's small libraries (logger, Trusted Types policy, https check) and the cart's source and
 *   body, which the chrome script shares with islands (the demo shop draws its cart as the header does): apart from
 *   `chrome` so that a widget, which runs only the toaster's wait, does not download them.
 * - `nearby`: the nearby screen's shared state, framing and marker drawing, and its rules and stores, which its list,
 *   its map's preview and its live map (loaded later) all use.
 * - `planner`: the trip planner's stores and rules that the trip form and the results list both use (places, journey
 *   search, preferences, the form's and the map's state, saved places), which the nearby screen and the place search
 *   share too, and the results page's offer of saved preferences runs without the framework: no React component
 *   belongs here. The favourites page's edit form takes the chunk for the saved places it holds.
 *   The line badges and fares, which only the results list and the nearby screen draw, stay apart; so does
 *   temporal-polyfill, which src/domain/temporal.ts fetches only in browsers without a Temporal of their own.
 * - `place-search`: the place box and its saved-place star, React components the trip form and the nearby screen share.
 * Other shared modules stay in rolldown's automatic chunks: a group that takes whatever several entries share merged
 * modules into pages that do not use them (tens of KiB more per page, docs/performance.md).
 */
const BROWSER_CHUNK_GROUPS = [
  {
    name: 'framework',
    priority: 20,
    test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@nanostores|@astrojs[\\/]react)[\\/]/,
  },
  {
    name: 'chrome',
    priority: 10,
    test: /(node_modules[\\/](nanostores|js-cookie)[\\/])|(vite[\\/]preload-helper)|(src[\\/](stores[\\/](auth|notifications|server-notice|favorites)|bff-client[\\/](bff-fetch|answer-outline|store-answer-outlines)|ui[\\/](header-panel|anchored-panel)|i18n[\\/](langs|slotted)|domain[\\/](safe-link|safe-redirect|route-table|internal-link|price-format|cart-link)|offline[\\/](forget|offline-pages|messages)|contract[\\/]favorite-limits|domain[\\/]offline-pages|islands[\\/]Toaster[\\/]toaster-on-demand)\.ts$)/,
  },
  {
    name: 'chrome-lib',
    priority: 10,
    test: /src[\\/](lib[\\/][\w-]+|islands[\\/]CartSummary[\\/]cart-(source|contents))\.ts$/,
  },
  {
    name: 'nearby',
    priority: 5,
    test: /src[\\/](islands[\\/]Proximity[\\/](nearby-screen|marker-icons|nearby-map-framing)\.ts|stores[\\/]proximity-[\w-]+\.ts|domain[\\/](map-view|nearby-centre|proximity-[\w-]+)\.ts)$/,
  },
  {
    name: 'planner',
    priority: 5,
    test: /src[\\/](stores[\\/](trip-map|trip-form|trip-results-state|trip-api|trip-answer-checks|trip-preferences|favorite-places)\.ts|domain[\\/](trip-time|trip-form|trip-place|trip-preferences|trip-url-preferences)\.ts|contract[\\/]trip-url\.ts)$/,
  },
  {
    name: 'place-search',
    priority: 4,
    test: /src[\\/]islands[\\/]TripPlannerForm[\\/](PlaceCombobox|SavePlaceButton)\.tsx$/,
  },
];

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone', experimentalDisableStreaming: true }),
  // serviceWorker: /sw.js and its precache list, written after the build (src/offline/). hydrateOnIntent: the
  // `client:intent` directive (src/ui/hydrate-on-intent.ts).
  integrations: [react(), serviceWorker(), hydrateOnIntent()],
  // Multi-page app: links marked data-astro-prefetch load the next page on hover/focus (see docs/decisions/003-multi-page-app.md).
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  i18n: {
    locales: ['fr', 'en', 'es', 'it', 'de'],
    defaultLocale: 'fr',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // No Markdown here: without this, Astro warns on every build that Shiki's inline styles clash with the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    // The browser build only: fewer, larger chunks, so that a page makes a handful of requests instead of dozens.
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: BROWSER_CHUNK_GROUPS } } } } },
    },
    // maplibre-gl is one ~1.1 MB chunk by itself, loaded only on screens with a map (TOOLCHAIN.md): no warning for it.
    build: { chunkSizeWarningLimit: 1200 },
  },
  security: {
    // Cross-site form posts are refused by the site's own middleware (src/middleware/cross-site.ts), same rule, so
    // that the refusal is the translated error page (pages) or the API's JSON error (/bff), not Astro's text/plain 403.
    checkOrigin: false,
    // Astro hashes its own scripts (no 'unsafe-inline' scripts). Styles allow inline because islands and libraries
    // (sonner, maplibre, server-rendered style attributes) set them; per-page directives come from BaseLayout.
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "font-src 'self' data:",
        "worker-src 'self' blob:",
        "child-src 'self' blob:",
        "manifest-src 'self'",
        // Violations go to the same-origin endpoint (src/pages/csp-report.ts); report-to names the endpoint the
        // Reporting-Endpoints header declares (src/middleware/headers.ts).
        'report-uri /csp-report',
        'report-to csp-endpoint',
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
