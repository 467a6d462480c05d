/**
 * The site's Trusted Types policies (the pages' CSP has `require-trusted-types-for 'script'` and lists these names in
 * `trusted-types`: src/middleware/headers.ts). Every string that reaches a script-URL or HTML sink in the site's own
 * code goes through one of them; any other write to a sink is blocked and reported to /csp-report. Browsers without
 * Trusted Types get the plain string.
 */

interface TrustedTypePolicyOptions {
  createScriptURL?: (input: string) => string | null;
  createHTML?: (input: string) => string | null;
}
type Trusted = string & { readonly __trusted?: never };
interface TrustedTypePolicy {
  createScriptURL(input: string): Trusted;
  createHTML(input: string): Trusted;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, options: TrustedTypePolicyOptions): TrustedTypePolicy;
  readonly defaultPolicy: TrustedTypePolicy | null;
}

/** The policy names the CSP allows (nothing else may create one). */
export const TRUSTED_TYPES_POLICIES = ['default', 'script-loader', 'widget-board', 'service-worker'] as const;

function factory(): TrustedTypePolicyFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
}

/** Script addresses the site itself loads: http(s) ones and same-origin paths, never `javascript:` or `data:`. */
export function isLoadableScriptUrl(url: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, base).protocol);
  } catch {
    return false;
  }
}

/** maplibre's tile worker, bundled by the site and served from its own origin. */
export function isMapWorkerUrl(url: string, base: string): boolean {
  try {
    const resolved = new URL(url, base);
    return resolved.origin === new URL(base).origin && /\/maplibre-gl-worker[\w.-]*\.m?js$/.test(resolved.pathname);
  } catch {
    return false;
  }
}

let scriptLoader: TrustedTypePolicy | undefined;

/**
 * A script element's `src` for the scripts the configuration names (login widget, consent banner, analytics). Refuses
 * (throws) any other scheme.
 */
export function trustedScriptSrc(url: string): string {
  const types = factory();
  if (!types) {
    if (!isLoadableScriptUrl(url, location.href)) throw new TypeError(`Refused script address ${url}`);
    return url;
  }
  scriptLoader ??= types.createPolicy('script-loader', {
    createScriptURL: (input) => (isLoadableScriptUrl(input, location.href) ? input : null),
  });
  const trusted = scriptLoader.createScriptURL(url);
  if (!trusted) throw new TypeError(`Refused script address ${url}`);
  return trusted;
}

let serviceWorker: TrustedTypePolicy | undefined;

/** The site's service worker script: only that one same-origin address (src/offline/). */
export function isServiceWorkerUrl(url: string, base: string, workerPath: string): boolean {
  try {
    const resolved = new URL(url, base);
    return resolved.origin === new URL(base).origin && resolved.pathname === workerPath && resolved.search === '';
  } catch {
    return false;
  }
}

/** The address `navigator.serviceWorker.register` takes (a script-URL sink). Refuses (throws) any other address. */
export function trustedServiceWorkerUrl(url: string, workerPath: string): string {
  const types = factory();
  if (!types) {
    if (!isServiceWorkerUrl(url, location.href, workerPath)) throw new TypeError(`Refused service worker ${url}`);
    return url;
  }
  serviceWorker ??= types.createPolicy('service-worker', {
    createScriptURL: (input) => (isServiceWorkerUrl(input, location.href, workerPath) ? input : null),
  });
  const trusted = serviceWorker.createScriptURL(url);
  if (!trusted) throw new TypeError(`Refused service worker ${url}`);
  return trusted;
}

let widgetBoard: TrustedTypePolicy | undefined;

/** HTML the site's own server rendered (the departures widget's refreshed board), for parsing. */
export function trustedOwnHtml(html: string): string {
  const types = factory();
  if (!types) return html;
  widgetBoard ??= types.createPolicy('widget-board', { createHTML: (input) => input });
  return widgetBoard.createHTML(html);
}

/**
 * maplibre starts its workers with `new Worker(url)` from a plain string, so only a default policy can vouch for it:
 * this one lets through the bundled worker's address and nothing else (every other string reaching a sink stays
 * blocked). Called before a map is made; once per page.
 */
export function allowMapWorker(): void {
  const types = factory();
  if (!types || types.defaultPolicy) return;
  types.createPolicy('default', {
    createScriptURL: (input) => (isMapWorkerUrl(input, location.href) ? input : null),
  });
}
