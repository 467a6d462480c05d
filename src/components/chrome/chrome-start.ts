import { mountAccountMenus } from '../../islands/AccountMenu/account-menu.ts';
import { mountBannerStrip } from '../../islands/AnnouncementBanners/announcement-banners.ts';
import { mountCartSummaries } from '../../islands/CartSummary/cart-summary.ts';
import { startToaster } from '../../islands/Toaster/toaster-on-demand.ts';
import { startOffline } from '../../offline/offline-start.ts';
import { startConsent } from './consent/consent-panel.ts';
import { mountThemeToggles } from './theme-toggle.ts';

/**
 * The chrome's one browser entry (ChromeScripts.astro): starts each behaviour of the header, the banner strip, the
 * offline notice, the footer's consent panel and the toaster, each from its own module, for the elements the page has
 * (a behaviour whose element is absent does nothing: the header's components follow the site's configuration). One
 * entry rather than a `<script>` per component, because Astro emits each component script as a file of its own: one
 * more request per component on every page.
 */
export function startChrome(): void {
  mountCartSummaries();
  mountAccountMenus();
  mountThemeToggles();
  mountBannerStrip();
  startOffline();
  startConsent();
  startToaster();
}
