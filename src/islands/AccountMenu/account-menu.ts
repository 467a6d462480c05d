import { isLang } from '../../i18n/langs.ts';
import { fillSlots } from '../../i18n/slotted.ts';
import { switchLanguagePath } from '../../domain/route-table.ts';
import { $auth, authenticateUser, fullName, logoutUser, restoreAuthFromCookies } from '../../stores/auth.ts';
import { notify, pushNotificationAfterNavigation } from '../../stores/notifications.ts';
import { TOKEN_REFRESH_EVENT } from '../../bff-client/bff-fetch.ts';
import { bindHeaderPanel } from '../../ui/header-panel.ts';
import {
  guardedRedirect,
  loadLoginWidget,
  loginRedirectTarget,
  whenLoginWidgetLoads,
  type LoginWidgetConfig,
} from './login-widget.ts';

type WidgetState = 'loading' | 'ready' | 'failed';

interface MenuParts {
  root: HTMLElement;
  login: HTMLButtonElement;
  button: HTMLButtonElement;
  name: HTMLElement | null;
  panel: HTMLElement;
}

function partsOf(root: HTMLElement): MenuParts | null {
  const login = root.querySelector<HTMLButtonElement>('[data-account-login]');
  const button = root.querySelector<HTMLButtonElement>('[data-account-button]');
  const panel = root.querySelector<HTMLElement>('[data-account-panel]');
  if (!login || !button || !panel) return null;
  return { root, login, button, panel, name: root.querySelector('[data-account-name]') };
}

function showAuth(parts: MenuParts, authenticated: boolean, name: string, panel: { close(): void }): void {
  const { root, login, button } = parts;
  login.hidden = authenticated;
  button.hidden = !authenticated;
  if (!authenticated) panel.close();
  const shown = name || root.dataset.menuTitle || '';
  if (parts.name) parts.name.textContent = shown;
  button.setAttribute('aria-label', fillSlots(root.dataset.openMenuLabel ?? '{name}', { name: shown }));
}

/**
 * The header's account menu (spec "Account menu"), drawn by the server (AccountMenuItem.astro) and driven here: loads
 * the login widget, shows the login button when signed out and the user's menu when signed in, and bridges the
 * widget's events (kas-login, kas-logout, kas-logged-out, locale-change) with the page. Every account menu of the page
 * (the header's and the menu panel's copy) is driven by this one call; the page holds one widget element.
 */
export function mountAccountMenus(scope: ParentNode = document): () => void {
  const menus = [...scope.querySelectorAll<HTMLElement>('[data-account-menu]')].flatMap((root) => {
    const parts = partsOf(root);
    return parts ? [parts] : [];
  });
  const first = menus[0];
  if (!first) return () => {};
  const lang = first.root.dataset.lang ?? document.documentElement.lang;
  const widget = JSON.parse(first.root.dataset.widget ?? '{}') as LoginWidgetConfig;
  const initialUser = JSON.parse(first.root.dataset.user ?? 'null') as Record<string, unknown> | null;

  let widgetState: WidgetState = 'loading';
  let pendingLogin: string | null = null;

  const controllers = menus.map((parts) => {
    const panel = bindHeaderPanel(parts.button, parts.panel, { placement: 'bottom-start', role: 'menu' });
    parts.login.addEventListener('click', () => login());
    for (const logout of parts.panel.querySelectorAll<HTMLElement>('[data-account-logout]')) {
      logout.addEventListener('click', () => {
        panel.close();
        window.dispatchEvent(new CustomEvent('kas-logout'));
      });
    }
    return { parts, panel };
  });
  const render = () => {
    const auth = $auth.get();
    for (const { parts, panel } of controllers) showAuth(parts, auth.authenticated, fullName(auth.attributes), panel);
  };

  if (initialUser) authenticateUser(initialUser);
  else restoreAuthFromCookies();
  const stopAuth = $auth.subscribe(render);

  function login(): void {
    const redirectTo = loginRedirectTarget(location);
    if (widgetState === 'ready') window.dispatchEvent(new CustomEvent('kas-login', { detail: { redirectTo } }));
    else if (widgetState === 'loading') pendingLogin = redirectTo;
    else notify.error('account.widgetUnavailable');
  }

  // Once the widget element is in the page: announce it, and replay a login asked for while it was loading.
  let ready = false;
  const onReady = () => {
    if (ready) return;
    ready = true;
    widgetState = 'ready';
    const element = document.createElement('kas-login-widget');
    element.setAttribute('environment', widget.environment);
    element.setAttribute('network-id', widget.networkId);
    element.setAttribute('cookies-domain', widget.cookiesDomain);
    element.setAttribute('lang', lang);
    first.root.prepend(element);
    document.body.dispatchEvent(new CustomEvent('login-widget-ready', { bubbles: true }));
    // The account guard sent a signed-out visitor here with the page they asked for: ask them to sign in, say why,
    // and the widget follows the redirect once they have (spec section 2).
    if (guardedRedirect(location) && !$auth.get().authenticated) {
      window.dispatchEvent(
        new CustomEvent('kas-login', {
          detail: { redirectTo: loginRedirectTarget(location), reason: first.root.dataset.signInReason ?? '' },
        }),
      );
    }
    if (pendingLogin !== null) {
      window.dispatchEvent(new CustomEvent('kas-login', { detail: { redirectTo: pendingLogin } }));
      pendingLogin = null;
    }
  };
  loadLoginWidget(widget.url, widget.timeoutMs).then(onReady, () => {
    if (!ready) widgetState = 'failed';
  });
  // Past the budget the button says the widget is unavailable; a widget that still arrives is taken then.
  void whenLoginWidgetLoads().then(onReady);

  const onLoggedOut = () => {
    logoutUser(widget.cookiesDomain || undefined);
    pushNotificationAfterNavigation({ type: 'success', message: 'session.signedOut' });
    // Full navigation so every server-rendered part shows the signed-out state; account pages need sign-in.
    if (/^\/[a-z]{2}\/account(\/|$)/.test(location.pathname)) location.assign(`/${lang}`);
    else location.reload();
  };
  const onLogoutFailed = () => notify.error('account.logoutFailed');
  // A call was refused for the session: the site's proxy already dropped the cookies; show the signed-out header.
  const onTokenRefused = () => $auth.get().authenticated && logoutUser(widget.cookiesDomain || undefined);
  const onLocaleChange = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const next = typeof detail === 'string' ? detail : (detail as { locale?: unknown } | null)?.locale;
    if (isLang(next) && next !== lang) location.assign(switchLanguagePath(location.pathname, location.search, next));
  };
  window.addEventListener('kas-logged-out', onLoggedOut);
  window.addEventListener('kas-logout-failed', onLogoutFailed);
  window.addEventListener(TOKEN_REFRESH_EVENT, onTokenRefused);
  window.addEventListener('locale-change', onLocaleChange);
  return () => {
    stopAuth();
    window.removeEventListener('kas-logged-out', onLoggedOut);
    window.removeEventListener('kas-logout-failed', onLogoutFailed);
    window.removeEventListener(TOKEN_REFRESH_EVENT, onTokenRefused);
    window.removeEventListener('locale-change', onLocaleChange);
  };
}
