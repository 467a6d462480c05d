/**
 * Loads the login widget module once per page (spec "Account menu": on mount, as a module script). The default URL is
 * the embedded widget served by the site (public/login-widget/); an operator points LOGIN_WIDGET_URL at its own.
 */
export interface LoginWidgetConfig {
  url: string;
  environment: string;
  networkId: string;
  cookiesDomain: string;
  /** The upstream budget (UPSTREAM_BUDGET_MS): a widget that has not loaded by then counts as failed. */
  timeoutMs?: number;
}

export const DEFAULT_LOGIN_WIDGET_URL = '/login-widget/kas-login-widget.js';
const SCRIPT_MARKER = 'data-login-widget';

let loading: Promise<void> | undefined;

export function loadLoginWidget(url: string, timeoutMs = 3000): Promise<void> {
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = url;
    script.setAttribute(SCRIPT_MARKER, '');
    const fail = (why: string) => {
      clearTimeout(timer);
      loading = undefined;
      script.remove();
      reject(new Error(`The login widget ${why} (${url})`));
    };
    // A hung widget host must not leave the login button waiting for ever: past the budget it counts as failed.
    const timer = setTimeout(() => fail(`did not load within ${timeoutMs} ms`), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
    script.addEventListener('error', () => fail('could not be loaded'), { once: true });
    document.head.append(script);
  });
  return loading;
}

/** Where to return after sign-in: the guard's `redirect` parameter when present, else the current page. */
export function loginRedirectTarget(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const requested = new URLSearchParams(location.search).get('redirect');
  return requested ?? `${location.pathname}${location.search}${location.hash}`;
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
