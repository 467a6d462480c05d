import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import { isLang, type Lang } from '../../i18n/index.ts';
import { switchLanguagePath } from '../../domain/route-table.ts';
import {
  $auth,
  authenticateUser,
  fullName,
  logoutUser,
  restoreAuthFromCookies,
  SIGNED_OUT,
  type AuthState,
} from '../../stores/auth.ts';
import { notify, pushNotificationAfterNavigation } from '../../stores/notifications.ts';
import { TOKEN_REFRESH_EVENT } from '../../bff-client/bff-fetch.ts';
import type { AccountMenuGroup } from './account-menu-groups.ts';
import {
  claimWidgetElement,
  guardedRedirect,
  loadLoginWidget,
  whenLoginWidgetLoads,
  loginRedirectTarget,
  releaseWidgetElement,
  type LoginWidgetConfig,
} from './login-widget.ts';
import { AccountDropdown } from './AccountDropdown.tsx';
import { AccountIcon } from './AccountIcon.tsx';

export interface AccountMenuProps {
  lang: Lang;
  /** Display data of the signed-in user as the server read it (userInfos cookie), or null. */
  initialUser: Record<string, unknown> | null;
  groups: AccountMenuGroup[];
  widget: LoginWidgetConfig;
  /** 'icon' shows the login button without its text. */
  variant?: string;
}

type WidgetState = 'loading' | 'ready' | 'failed';

function authFromInitialUser(initialUser: Record<string, unknown> | null): AuthState {
  return initialUser ? { authenticated: true, loading: false, attributes: initialUser } : SIGNED_OUT;
}

/**
 * The header's account menu (spec "Account menu"): loads the login widget, shows a login button when signed out and
 * the user's menu when signed in, and bridges the widget's events (kas-login, kas-logout, kas-logged-out,
 * locale-change) with the page.
 */
function AccountMenuView({ lang, initialUser, groups, widget, variant }: AccountMenuProps) {
  const { t } = useTranslation();
  const storedAuth = useStore($auth);
  // Until this island has hydrated, draw what the server drew from initialUser: the shared $auth store may already be
  // set by another account menu on the page, and a first render from it would not match the server's HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const auth = hydrated ? storedAuth : authFromInitialUser(initialUser);
  const [widgetState, setWidgetState] = useState<WidgetState>('loading');
  const pendingLogin = useRef<string | null>(null);

  useEffect(() => {
    if (initialUser) authenticateUser(initialUser);
    else restoreAuthFromCookies();
  }, [initialUser]);

  useEffect(() => {
    let cancelled = false;
    loadLoginWidget(widget.url, widget.timeoutMs).then(
      () => !cancelled && setWidgetState('ready'),
      () => !cancelled && setWidgetState('failed'),
    );
    // Past the budget the button says the widget is unavailable; a widget that still arrives is taken then.
    void whenLoginWidgetLoads().then(() => !cancelled && setWidgetState('ready'));
    return () => {
      cancelled = true;
    };
  }, [widget.url, widget.timeoutMs]);

  const [ownsWidget, setOwnsWidget] = useState(false);
  useEffect(() => {
    const claimant = {};
    setOwnsWidget(claimWidgetElement(claimant));
    return () => releaseWidgetElement(claimant);
  }, []);

  // Once the widget element is in the page: announce it, and replay a login asked for while it was loading.
  useEffect(() => {
    if (widgetState !== 'ready') return;
    if (ownsWidget) document.body.dispatchEvent(new CustomEvent('login-widget-ready', { bubbles: true }));
    // The account guard sent a signed-out visitor here with the page they asked for: ask them to sign in, say why,
    // and the widget follows the redirect once they have (spec section 2).
    if (ownsWidget && guardedRedirect(location) && !$auth.get().authenticated) {
      window.dispatchEvent(
        new CustomEvent('kas-login', {
          detail: { redirectTo: loginRedirectTarget(location), reason: t('session.signInToContinue') },
        }),
      );
    }
    if (pendingLogin.current !== null) {
      window.dispatchEvent(new CustomEvent('kas-login', { detail: { redirectTo: pendingLogin.current } }));
      pendingLogin.current = null;
    }
  }, [widgetState, ownsWidget]);

  useEffect(() => {
    const onLoggedOut = () => {
      logoutUser(widget.cookiesDomain || undefined);
      // One toast on the next page, from the menu that owns the widget (the header and the menu panel both listen).
      if (ownsWidget) pushNotificationAfterNavigation({ type: 'success', message: 'session.signedOut' });
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
      window.removeEventListener('kas-logged-out', onLoggedOut);
      window.removeEventListener('kas-logout-failed', onLogoutFailed);
      window.removeEventListener(TOKEN_REFRESH_EVENT, onTokenRefused);
      window.removeEventListener('locale-change', onLocaleChange);
    };
  }, [lang, widget.cookiesDomain, ownsWidget]);

  const login = useCallback(() => {
    const redirectTo = loginRedirectTarget(location);
    if (widgetState === 'ready') window.dispatchEvent(new CustomEvent('kas-login', { detail: { redirectTo } }));
    else if (widgetState === 'loading') pendingLogin.current = redirectTo;
    else notify.error('account.widgetUnavailable');
  }, [widgetState]);

  const logout = useCallback(() => window.dispatchEvent(new CustomEvent('kas-logout')), []);

  const name = fullName(auth.attributes);
  return (
    <div className="flex items-center" data-chrome="account-menu">
      {widgetState === 'ready' &&
        ownsWidget &&
        createElement('kas-login-widget', {
          environment: widget.environment,
          'network-id': widget.networkId,
          'cookies-domain': widget.cookiesDomain,
          lang,
        })}
      {auth.authenticated ? (
        <AccountDropdown name={name || t('account.menuTitle')} groups={groups} onLogout={logout} />
      ) : (
        <button
          type="button"
          onClick={login}
          title={t('account.loginHint')}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-primary px-2.5 text-sm sm:px-4 font-semibold text-on-primary shadow-sm transition-opacity hover:opacity-90"
          data-testid="account-login-button"
        >
          <AccountIcon name="user" className="size-5 shrink-0" />
          {/* Phones get the icon alone: the labelled button would push the logo out of the bar. */}
          <span className={variant === 'icon' ? 'sr-only' : 'sr-only sm:not-sr-only'}>{t('account.login')}</span>
        </button>
      )}
    </div>
  );
}

export default function AccountMenu(props: AccountMenuProps) {
  return (
    <IslandI18n lang={props.lang}>
      <AccountMenuView {...props} />
    </IslandI18n>
  );
}
