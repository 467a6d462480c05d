import type { MiddlewareHandler } from 'astro';
import { getSiteConfig } from '../config/site-config.ts';
import { getEnv } from '../config/env.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, visitorLanguage } from '../domain/language-choice.ts';
import { getRoute, isWidgetAddress, matchRoute } from '../domain/route-table.ts';
import { EMPTY_NAVIGATION_CONTEXT } from '../domain/navigation-context.ts';
import { getT, isLang } from '../i18n/index.ts';
import { readSessionUser } from './session.ts';
import { readThemeChoice } from './theme.ts';
import { isHttps } from '../gateway/auth-cookies.ts';

/**
 * Resolves the page language and route and fills Astro.locals. The language is the path prefix; the bare root and
 * paths without a known prefix use the visitor's language (locale cookie, Accept-Language, fr). Visiting a prefixed
 * page remembers its language in the locale cookie for 365 days.
 */
export const locale: MiddlewareHandler = (context, next) => {
  const { url, cookies, locals } = context;
  const bareRoot = url.pathname === '/' || url.pathname === '';
  const match = bareRoot ? null : matchRoute(url.pathname);
  // An unknown page under a known prefix (/fr/nope) still shows its 404 in that language.
  const prefix = url.pathname.split('/')[1];
  const lang =
    match?.lang ??
    (isLang(prefix)
      ? prefix
      : visitorLanguage(cookies.get(LOCALE_COOKIE)?.value, context.request.headers.get('accept-language')));

  locals.lang = lang;
  locals.t = getT(lang);
  locals.route = bareRoot ? getRoute('index') : (match?.route ?? null);
  locals.params = match?.params ?? {};
  locals.notFound = bareRoot ? null : !match ? 'no-route' : match.valid ? null : 'invalid';
  locals.site = getSiteConfig();
  locals.user = readSessionUser(context);
  locals.isWidget = getEnv().isWidget || isWidgetAddress(url);
  locals.theme = readThemeChoice(cookies);
  locals.navigation ??= { ...EMPTY_NAVIGATION_CONTEXT };

  // A widget's language is in its address, and a framed page would store the visitor's choice for the partner's visit.
  if (match && !locals.isWidget && cookies.get(LOCALE_COOKIE)?.value !== lang) {
    cookies.set(LOCALE_COOKIE, lang, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: isHttps(context.request),
    });
  }
  return next();
};
