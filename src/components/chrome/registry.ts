import type { ChromeComponentName } from './component-names.ts';
import AdditionalLogos from './items/AdditionalLogos.astro';
import ContextualLink from './items/ContextualLink.astro';
import HeaderLink from './items/HeaderLink.astro';
import LanguageSelector from './items/LanguageSelector.astro';
import MobileAppsBadges from './items/MobileAppsBadges.astro';
import SidebarLink from './items/SidebarLink.astro';
import SimpleLink from './items/SimpleLink.astro';
import SocialNetworks from './items/SocialNetworks.astro';
import SponsorLogos from './items/SponsorLogos.astro';
import TopLogo from './items/TopLogo.astro';
import VerticalDivider from './items/VerticalDivider.astro';
import AccountMenuItem from '../../islands/AccountMenu/AccountMenuItem.astro';
import CmsMenu from '../cms/CmsMenu.astro';
import CartSummaryItem from '../../islands/CartSummary/CartSummaryItem.astro';
import NotificationsMenuItem from '../../islands/NotificationsMenu/NotificationsMenuItem.astro';

// Astro component factories; each receives ChromeItemProps (see chrome-item.ts).
type ChromeComponent = typeof TopLogo;

/**
 * The component drawn for each configured name. `null` marks a component of a later issue: known (no error logged) but
 * rendering nothing until its line here names it (account menu, cart summary, notifications menu, CMS menu: store issue).
 */
export const CHROME_REGISTRY: Record<ChromeComponentName, ChromeComponent | null> = {
  'account-menu': AccountMenuItem,
  'additional-logos': AdditionalLogos,
  'cart-summary': CartSummaryItem,
  'cms-menu': CmsMenu,
  'contextual-link': ContextualLink,
  'language-selector': LanguageSelector,
  'mobile-apps-badges': MobileAppsBadges,
  'notifications-menu': NotificationsMenuItem,
  'sidebar-link': SidebarLink,
  'simple-link': SimpleLink,
  'social-networks': SocialNetworks,
  'sponsor-logos': SponsorLogos,
  'top-logo': TopLogo,
  'vertical-divider': VerticalDivider,
  'header-link': HeaderLink,
};
