import type { i18n as I18n } from 'i18next';
import {
  componentHref,
  isExternalHref,
  stringProp,
  textOrKey,
  type ComponentProps,
} from '../../components/chrome/chrome-props.ts';
import type { Lang } from '../../i18n/index.ts';

/**
 * The account menu's groups (spec "Account menu"): each with an optional title and items of icon, label and either a
 * link or the one specific action, logout. Configured in `components[].props.groups` of the site configuration
 * (labels as translation keys or text, links as `route` names or `link` addresses); the defaults below otherwise.
 * Resolved on the server so the island gets plain, localized data.
 */
export interface AccountMenuItem {
  label: string;
  icon?: string;
  /** Internal path (through the site) or an http(s) address (plain anchor). */
  href?: string;
  external?: boolean;
  specific?: 'logout';
}

export interface AccountMenuGroup {
  title?: string;
  items: AccountMenuItem[];
}

export const DEFAULT_ACCOUNT_GROUPS: ComponentProps[] = [
  {
    title: 'account.menu.groupAccount',
    items: [
      { route: 'account-favorites', icon: 'star', label: 'account.menu.favorites' },
      { route: 'account-personal-data', icon: 'user', label: 'account.menu.personalData' },
      { route: 'account-profile', icon: 'info', label: 'account.menu.profile' },
    ],
  },
  { items: [{ specific: 'logout', icon: 'logout', label: 'account.menu.logout' }] },
];

function resolveItem(raw: unknown, i18n: I18n, lang: Lang, isWidget: boolean): AccountMenuItem[] {
  if (!raw || typeof raw !== 'object') return [];
  const props = raw as ComponentProps;
  const label = textOrKey(i18n, stringProp(props, 'label'));
  if (!label) return [];
  const icon = stringProp(props, 'icon');
  if (stringProp(props, 'specific') === 'logout') return [{ label, icon, specific: 'logout' }];
  const href = componentHref(props, lang, isWidget);
  if (!href) return [];
  return [{ label, icon, href, external: isExternalHref(href) }];
}

export function resolveAccountGroups(
  configured: unknown,
  i18n: I18n,
  lang: Lang,
  isWidget: boolean,
): AccountMenuGroup[] {
  const raw = Array.isArray(configured) && configured.length > 0 ? configured : DEFAULT_ACCOUNT_GROUPS;
  return raw.flatMap((group: unknown) => {
    if (!group || typeof group !== 'object') return [];
    const props = group as ComponentProps;
    const items = (Array.isArray(props.items) ? props.items : []).flatMap((item) =>
      resolveItem(item, i18n, lang, isWidget),
    );
    if (items.length === 0) return [];
    return [{ title: textOrKey(i18n, stringProp(props, 'title')), items }];
  });
}
