import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { bff } from '../../bff-client/bff-fetch.ts';
import { NotificationsAnswer } from '../../bff-client/store-answer-outlines.ts';
import type { StoreNotification } from '../../contract/cart.ts';
import { HeaderPopover } from '../../ui/HeaderPopover.tsx';
import { iconHref } from '../../icons/icon-catalog.ts';
import { safeLinkHref } from '../../domain/safe-link.ts';

export interface NotificationsMenuProps {
  lang: Lang;
}

type MenuState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'empty' }
  | { kind: 'filled'; notifications: StoreNotification[] };

/** The link of a notification: its first action's url parameter (spec: actions list whose first entry has type and parameters). */
export function notificationHref(notification: StoreNotification): string | undefined {
  const url = notification.actions[0]?.parameters.url;
  return safeLinkHref(url);
}

/**
 * Notifications in the header (spec "Shared header and sidebar"): a bell opening a 400-wide panel that shows a loading
 * skeleton, an error message, an empty message or a list of links. Loaded each time it opens.
 */
function NotificationsMenuView() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<MenuState>({ kind: 'loading' });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void bff.request('/store/notifications', NotificationsAnswer, { signal: controller.signal }).then((result) => {
      if (result.ok)
        setState(
          result.data.notifications.length
            ? { kind: 'filled', notifications: result.data.notifications }
            : { kind: 'empty' },
        );
      else if (result.code !== 'aborted') setState({ kind: 'error' });
    });
    return () => controller.abort();
  }, [open]);

  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      label={t('store.notifications.open')}
      title={t('store.notifications.title')}
      widthClass="w-[400px]"
      testId="notifications-button"
      trigger={
        <svg className="size-6" aria-hidden="true" focusable="false">
          <use href={iconHref('bell')} />
        </svg>
      }
    >
      <h2 className="mb-2 text-base font-bold">{t('store.notifications.title')}</h2>
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('store.notifications.loading')}</span>
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-10 animate-pulse rounded-lg bg-surface-muted" aria-hidden="true" />
            ))}
          </div>
        )}
        {state.kind === 'error' && (
          <p className="text-sm font-semibold text-danger">{t('store.notifications.error')}</p>
        )}
        {state.kind === 'empty' && <p className="text-sm text-ink-muted">{t('store.notifications.empty')}</p>}
        {state.kind === 'filled' && (
          <ul className="divide-y divide-line">
            {state.notifications.map((notification) => {
              const href = notificationHref(notification);
              return (
                <li key={notification.id}>
                  {href ? (
                    <a href={href} className="block rounded-lg px-2 py-2.5 text-sm hover:bg-surface-muted">
                      {notification.label}
                    </a>
                  ) : (
                    <p className="px-2 py-2.5 text-sm">{notification.label}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </HeaderPopover>
  );
}

export default function NotificationsMenu(props: NotificationsMenuProps) {
  return (
    <IslandI18n lang={props.lang}>
      <NotificationsMenuView />
    </IslandI18n>
  );
}
