/**
 * Loads the login widget module once per page (spec "Account menu": on mount, as a module script). The default URL is
 * the embedded widget served by the site (public/login-widget/); an operator points LOGIN_WIDGET_URL at its own.
 */
import { trustedScriptSrc } from '../../lib/trusted-types.ts';

export interface LoginWidgetConfig {
  url: string;
  environment: string;
  networkId: string;
  cookiesDomain: string;
  /** The upstream budget (UPSTREAM_BUDGET_MS): a widget that has not loaded by then counts as failed. */
  timeoutMs?: number;
}

export const DEFAULT_LOGIN_WIDGET_URL = '/login-widget/kas-login-widget.js';

export interface LoginWidgetUrlValues {
  environment: string;
  networkId: string;
  /** The visitor's navigation context (trip-planner, proximity, schedules: spec section 2); null before any. */
  context: string | null;
}

/**
 * The widget's module address (spec section 7): an operator's CDN path with `{environment}` and `{networkId}` filled
 * in, and the navigation context as its `context` query parameter (`{context}` in the path instead, when the operator
 * wrote one there). Before the visitor entered any context (a first page that belongs to none) the parameter is left
 * out.
 */
export function loginWidgetUrl(template: string, values: LoginWidgetUrlValues): string {
  const filled = template
    .replaceAll('{environment}', encodeURIComponent(values.environment))
    .replaceAll('{networkId}', encodeURIComponent(values.networkId));
  const context = values.context ? encodeURIComponent(values.context) : '';
  if (filled.includes('{context}')) return filled.replaceAll('{context}', context);
  if (!context) return filled;
  const hashAt = filled.indexOf('#');
  const [path, hash] = hashAt < 0 ? [filled, ''] : [filled.slice(0, hashAt), filled.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}context=${context}${hash}`;
}

const SCRIPT_MARKER = 'data-login-widget';

let loading: Promise<void> | undefined;
let loaded: Promise<void> | undefined;

/**
 * Adds the widget's module script once. The promise settles within the budget: it rejects when the script failed or
 * is still loading by then. A script that only ran late still counts (see `whenLoginWidgetLoads`): on a slow link the
 * widget is often just a little late, and the visitor must still be able to sign in and out.
 */
export function loadLoginWidget(url: string, timeoutMs = 3000): Promise<void> {
  if (loading) return loading;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = trustedScriptSrc(url);
  script.setAttribute(SCRIPT_MARKER, '');
  loaded = new Promise<void>((resolve) => script.addEventListener('load', () => resolve(), { once: true }));
  const scriptLoaded = loaded;
  loading = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The login widget did not load within ${timeoutMs} ms (${url})`)),
      timeoutMs,
    );
    void scriptLoaded.then(() => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        // A failed script is dropped so that a menu mounted later on the page tries again.
        loading = undefined;
        loaded = undefined;
        script.remove();
        reject(new Error(`The login widget could not be loaded (${url})`));
      },
      { once: true },
    );
  });
  document.head.append(script);
  return loading;
}

/** Resolves when the widget's script has run, even past the budget; never when it failed or was never asked for. */
export function whenLoginWidgetLoads(): Promise<void> {
  return loaded ?? new Promise<void>(() => {});
}

/** Where to return after sign-in: the guard's `redirect` parameter when present, else the current page. */
export function loginRedirectTarget(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const requested = new URLSearchParams(location.search).get('redirect');
  return requested ?? `${location.pathname}${location.search}${location.hash}`;
}

/** The page the account guard stopped (its `redirect` parameter), when it is a same-site path; else null. */
export function guardedRedirect(location: Pick<Location, 'search'>): string | null {
  const requested = new URLSearchParams(location.search).get('redirect');
  return requested?.startsWith('/') && !requested.startsWith('//') ? requested : null;
}

/** One widget element per page, even when the account menu shows in several places (header and menu panel). */
let owner: object | null = null;

export function claimWidgetElement(claimant: object): boolean {
  owner ??= claimant;
  return owner === claimant;
}

export function releaseWidgetElement(claimant: object): void {
  if (owner === claimant) owner = null;
}
