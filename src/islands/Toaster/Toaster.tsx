import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import { logger } from '../../lib/logger.ts';
import type { Lang } from '../../i18n/index.ts';
import {
  $notifications,
  restorePendingNotifications,
  takeLastNotification,
  type Notification,
} from '../../stores/notifications.ts';
import { DraggableToast } from './DraggableToast.tsx';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from './toast-drag.ts';

const TOAST_BOTTOM_OFFSET = 'calc(var(--shell-bottom-bar-h, 0px) + var(--shell-footer-h, 0px) + 16px)';

/** Takes every pending notification off the stack, oldest first, so they stack in the order they were raised. */
function drain(): Notification[] {
  const taken: Notification[] = [];
  for (let next = takeLastNotification(); next; next = takeLastNotification()) taken.push(next);
  return taken.reverse();
}

function ToastFeed() {
  const { t, i18n } = useTranslation();

  useEffect(() => {
    const show = () => {
      for (const notification of drain()) {
        // A missing key is a bug of the caller: logged, and the visitor sees the generic word for the type, not a key.
        const known = i18n.exists(notification.message);
        if (!known) logger.error(`Toast message key "${notification.message}" has no translation`);
        const message = known
          ? t(notification.message, { ...notification.values })
          : t(`toasts.type.${notification.type}`);
        toast.custom(
          (id) => (
            <DraggableToast
              type={notification.type}
              message={message}
              typeLabel={t(`toasts.type.${notification.type}`)}
              closeLabel={t('toasts.close')}
              onDismiss={() => toast.dismiss(id)}
            />
          ),
          // Sonner's own swipe (fixed 45 px) is off: DraggableToast applies the 60% rule.
          { dismissible: false, duration: TOAST_DURATION_MS },
        );
      }
    };
    const stop = $notifications.listen(show);
    restorePendingNotifications();
    show();
    return stop;
  }, [t, i18n]);

  return (
    <SonnerToaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      swipeDirections={[]}
      gap={10}
      // Above the bottom bar (phones, tablets) and the fixed footer (md+); both are 0 in widget mode.
      offset={{ bottom: TOAST_BOTTOM_OFFSET }}
      mobileOffset={{ bottom: TOAST_BOTTOM_OFFSET }}
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ unstyled: true }}
    />
  );
}

/** The page's toaster: shows the notifications any island pushes to the notification store. */
export default function Toaster({ lang }: { lang: Lang }) {
  return (
    <IslandI18n lang={lang}>
      <ToastFeed />
    </IslandI18n>
  );
}

/** Mounts the toaster in its host element (toaster-on-demand.ts calls it once a notification is pending). */
export function mountToaster(host: HTMLElement, lang: Lang): void {
  createRoot(host).render(<Toaster lang={lang} />);
}
