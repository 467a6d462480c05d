/**
 * Loading the configured third parties (spec section 9): the tarteaucitron consent script and the Matomo tracker.
 * Scripts are added as external elements (their origins are allowed by the page CSP), never as inline code.
 */
import { trustedScriptSrc } from '../../../lib/trusted-types.ts';

export interface MatomoConfig {
  url: string;
  siteId: string;
}

declare global {
  interface Window {
    _paq?: unknown[][];
    tarteaucitron?: {
      init(options: Record<string, unknown>): void;
      job?: string[];
      user: Record<string, unknown>;
      userInterface: { openPanel(): void };
    };
  }
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptSrc(src);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

let matomoLoaded = false;

/** Starts Matomo (once per page): page view and link tracking. */
export function loadMatomo(config: MatomoConfig): Promise<void> {
  if (matomoLoaded) return Promise.resolve();
  matomoLoaded = true;
  const base = withSlash(config.url);
  const queue = (window._paq ??= []);
  queue.push(
    ['setTrackerUrl', `${base}matomo.php`],
    ['setSiteId', config.siteId],
    ['trackPageView'],
    ['enableLinkTracking'],
  );
  return addScript(`${base}matomo.js`);
}

/** After consent is withdrawn: stop tracking now and drop Matomo's cookies. */
export function stopMatomo(): void {
  if (matomoLoaded) window._paq?.push(['optUserOut']);
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name.startsWith('_pk_')) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/** Loads tarteaucitron, which then owns consent; Matomo is declared as one of its services when configured. */
export async function loadTarteaucitron(
  scriptUrl: string,
  privacyUrl: string | undefined,
  matomo: MatomoConfig | undefined,
) {
  await addScript(scriptUrl);
  const consent = window.tarteaucitron;
  if (!consent) throw new Error('tarteaucitron did not start');
  consent.init({
    privacyUrl: privacyUrl ?? '',
    hashtag: '#tarteaucitron',
    cookieName: 'tarteaucitron',
    orientation: 'bottom',
    showAlertSmall: false,
    cookieslist: true,
    removeCredit: true,
    handleBrowserDNTRequest: false,
    mandatory: true,
  });
  if (matomo) {
    consent.user.matomoId = matomo.siteId;
    consent.user.matomoHost = withSlash(matomo.url);
    (consent.job ??= []).push('matomo');
  }
  return consent;
}
