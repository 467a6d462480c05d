import { useEffect, useState, type ComponentType } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { $notifications, restorePendingNotifications } from '../../stores/notifications.ts';
import { takeServerNotice } from '../../stores/server-notice.ts';

/**
 * The toaster of every page: the toaster island and its toast library load only
 * once a notification is pending (raised by an island, or kept from the page before), then show it as on any page.
 * Until then the page downloads this wrapper only.
 */
export default function ToasterOnDemand({ lang }: { lang: Lang }) {
  const [Toaster, setToaster] = useState<ComponentType<{ lang: Lang }> | null>(null);
  useEffect(() => {
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import('./Toaster.tsx').then((module) => setToaster(() => module.default));
    };
    // Notifications wait in the store: the toaster drains them once mounted. They come from the page before, from a
    // notice the server left (a form post that redirected) or from an island later.
    restorePendingNotifications();
    takeServerNotice();
    if ($notifications.get().length > 0) {
      load();
      return undefined;
    }
    const stop = $notifications.listen((pending) => {
      if (pending.length === 0) return;
      stop();
      load();
    });
    return stop;
  }, []);
  return Toaster ? <Toaster lang={lang} /> : null;
}
