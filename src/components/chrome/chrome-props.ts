import type { i18n as I18n } from 'i18next';
import { internalHref } from '../../domain/internal-link.ts';
import { getRoute, localizedPath, type RouteName } from '../../domain/route-table.ts';
import { safeLinkHref } from '../../domain/safe-link.ts';
import type { Lang } from '../../i18n/index.ts';

/**
 * Reading the free-form `props` of a configured chrome component (site configuration `components[].props`). Values
 * are checked here, at the edge, so a wrong type in the configuration renders nothing instead of breaking the page.
 */
export type ComponentProps = Record<string, unknown>;

export function stringProp(props: ComponentProps, key: string): string | undefined {
  const value = props[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Where a component links to: `route` names a route of the table (localized to the page language), else `link` is
 * used as given; site-relative links keep `widget=true` in widget mode. Undefined when neither is usable.
 */
export function componentHref(
  props: ComponentProps,
  lang: Lang,
  isWidget: boolean,
  fallback?: string,
): string | undefined {
  const routeName = stringProp(props, 'route');
  let href: string | undefined;
  if (routeName) {
    try {
      getRoute(routeName);
      href = localizedPath(lang, routeName as RouteName);
    } catch {
      href = undefined;
    }
  }
  const safe = safeLinkHref(href ?? stringProp(props, 'link') ?? fallback);
  return safe === undefined ? undefined : internalHref(safe, isWidget);
}

/** A label given either as a translation key (`namespace.key`) or as plain text. */
export function textOrKey(i18n: I18n, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return i18n.exists(value) ? i18n.t(value) : value;
}

export interface LogoItem {
  link: string;
  url: string;
  alt: string;
}

/** Logo items (spec: link, url, alt); the link defaults to the site root, the alt is a key or plain text. */
export function logoItems(props: ComponentProps, i18n: I18n, isWidget: boolean): LogoItem[] {
  const raw = props.logos ?? props.items;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const entry = item as ComponentProps;
    const url = safeLinkHref(stringProp(entry, 'url'));
    if (!url) return [];
    const link = componentHref({ link: stringProp(entry, 'link') ?? '/' }, i18n.language as Lang, isWidget) ?? '/';
    return [{ url, link, alt: textOrKey(i18n, stringProp(entry, 'alt')) ?? '' }];
  });
}
