import { bff } from '../../bff-client/bff-fetch.ts';
import { NotificationsAnswer } from '../../bff-client/store-answer-outlines.ts';
import type { StoreNotification } from '../../contract/cart.ts';
import { safeLinkHref } from '../../domain/safe-link.ts';
import { bindHeaderPanel } from '../../ui/header-panel.ts';

/** The link of a notification: its first action's url parameter (spec: actions list whose first entry has type and parameters). */
export function notificationHref(notification: StoreNotification): string | undefined {
  const url = notification.actions[0]?.parameters.url;
  return safeLinkHref(url);
}

type MenuState = 'loading' | 'error' | 'empty' | 'filled';

function listItem(notification: StoreNotification): HTMLLIElement {
  const item = document.createElement('li');
  const href = notificationHref(notification);
  const entry = document.createElement(href ? 'a' : 'p');
  entry.className = href ? 'block rounded-lg px-2 py-2.5 text-sm hover:bg-surface-muted' : 'px-2 py-2.5 text-sm';
  if (href) entry.setAttribute('href', href);
  entry.textContent = notification.label;
  item.append(entry);
  return item;
}

function mountOne(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-notifications-button]');
  const panel = root.querySelector<HTMLElement>('[data-notifications-panel]');
  const live = root.querySelector<HTMLElement>('[data-notifications-live]');
  const list = root.querySelector<HTMLElement>('[data-state="filled"]');
  if (!button || !panel || !live || !list) return;
  const show = (state: MenuState) => {
    live.setAttribute('aria-busy', String(state === 'loading'));
    for (const part of live.querySelectorAll<HTMLElement>('[data-state]')) part.hidden = part.dataset.state !== state;
  };
  let controller: AbortController | undefined;
  bindHeaderPanel(button, panel, {
    placement: 'bottom-end',
    role: 'dialog',
    onChange: (open) => {
      controller?.abort();
      if (!open) return;
      const current = new AbortController();
      controller = current;
      show('loading');
      void bff.request('/store/notifications', NotificationsAnswer, { signal: current.signal }).then((result) => {
        if (current.signal.aborted) return;
        if (!result.ok) {
          if (result.code !== 'aborted') show('error');
          return;
        }
        list.replaceChildren(...result.data.notifications.map(listItem));
        show(result.data.notifications.length ? 'filled' : 'empty');
      });
    },
  });
  button.disabled = false;
}

/**
 * Notifications in the header (spec "Shared header and sidebar"), drawn by the server (NotificationsMenuItem.astro)
 * and driven here: the bell opens a 400-wide panel that shows a loading skeleton, an error message, an empty message
 * or a list of links. Loaded each time it opens.
 */
export function mountNotificationsMenus(scope: ParentNode = document): void {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-notifications]')) mountOne(root);
}
