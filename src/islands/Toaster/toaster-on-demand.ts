import { isLang, type Lang } from '../../i18n/langs.ts';
import { $notifications, restorePendingNotifications } from '../../stores/notifications.ts';
import { takeServerNotice } from '../../stores/server-notice.ts';

type MountToaster = (host: HTMLElement, lang: Lang) => void;

/** Marks the host once the wait has started: from then on a pending notification loads the toaster. */
export const TOASTER_WAITING = 'data-toaster-waiting';

/**
 * The toaster of every page, without a framework until it is needed: the toaster island and its toast library load
 * only once a notification is pending (raised by a script or an island, kept from the page before, or a notice the
 * server left after a form post), then show it as on any page. Until then the page downloads this module only.
 */
export function toasterOnDemand(
  host: HTMLElement,
  load: () => Promise<{ mountToaster: MountToaster }> = () => import('./Toaster.tsx'),
): void {
  const lang = isLang(host.dataset.lang)
    ? host.dataset.lang
    : isLang(document.documentElement.lang)
      ? document.documentElement.lang
      : 'fr';
  let loading = false;
  const start = () => {
    if (loading) return;
    loading = true;
    void load().then(({ mountToaster }) => mountToaster(host, lang));
  };
  // Notifications wait in the store: the toaster drains them once mounted.
  restorePendingNotifications();
  takeServerNotice();
  host.setAttribute(TOASTER_WAITING, '');
  if ($notifications.get().length > 0) {
    start();
    return;
  }
  const stop = $notifications.listen((pending) => {
    if (pending.length === 0) return;
    stop();
    start();
  });
}

/** Starts the wait on the page's toaster host (ChromeToaster.astro), when the page has one. */
export function startToaster(scope: ParentNode = document): void {
  const host = scope.querySelector<HTMLElement>('[data-toaster]');
  if (host) toasterOnDemand(host);
}
