import { atom } from 'nanostores';

/**
 * The notification store (spec sections 3 and 4): a stack of pending notifications. Any island pushes to it; the
 * toaster island takes the last entry and shows it as a toast. `message` is a translation key (`namespace.key`)
 * resolved by the toaster in the page's language, with `values` as interpolation parameters.
 */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export const NOTIFICATION_TYPES: readonly NotificationType[] = ['success', 'error', 'warning', 'info'];

export interface Notification {
  type: NotificationType;
  message: string;
  values?: Record<string, string | number>;
}

export const $notifications = atom<readonly Notification[]>([]);

export function pushNotification(notification: Notification): void {
  if (!NOTIFICATION_TYPES.includes(notification.type)) {
    throw new TypeError(`Unknown notification type: ${String(notification.type)}`);
  }
  $notifications.set([...$notifications.get(), notification]);
}

/** Removes and returns the most recent notification, or undefined when the stack is empty. */
export function takeLastNotification(): Notification | undefined {
  const stack = $notifications.get();
  if (stack.length === 0) return undefined;
  $notifications.set(stack.slice(0, -1));
  return stack[stack.length - 1];
}

/** sessionStorage key of notifications raised just before a full-page navigation (the site is a multi-page app). */
export const PENDING_NOTIFICATIONS_KEY = 'notifications:pending';

/** Keeps a notification for the next page of this tab, e.g. when an island redirects right after an action. */
export function pushNotificationAfterNavigation(notification: Notification): void {
  if (!NOTIFICATION_TYPES.includes(notification.type)) {
    throw new TypeError(`Unknown notification type: ${String(notification.type)}`);
  }
  try {
    const pending = readPending();
    sessionStorage.setItem(PENDING_NOTIFICATIONS_KEY, JSON.stringify([...pending, notification]));
  } catch {
    // Storage unavailable (private mode, quota): show it now rather than lose it.
    pushNotification(notification);
  }
}

function readPending(): Notification[] {
  const raw = sessionStorage.getItem(PENDING_NOTIFICATIONS_KEY);
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is Notification =>
      typeof entry === 'object' &&
      entry !== null &&
      NOTIFICATION_TYPES.includes(entry.type) &&
      typeof entry.message === 'string',
  );
}

/** Moves the notifications kept by the previous page onto the stack (called once by the toaster on each page). */
export function restorePendingNotifications(): void {
  let pending: Notification[] = [];
  try {
    pending = readPending();
  } catch {
    // Unreadable leftovers are dropped below.
  }
  try {
    sessionStorage.removeItem(PENDING_NOTIFICATIONS_KEY);
  } catch {
    return;
  }
  for (const notification of pending) pushNotification(notification);
}

export const notify = {
  success: (message: string, values?: Notification['values']) => pushNotification({ type: 'success', message, values }),
  error: (message: string, values?: Notification['values']) => pushNotification({ type: 'error', message, values }),
  warning: (message: string, values?: Notification['values']) => pushNotification({ type: 'warning', message, values }),
  info: (message: string, values?: Notification['values']) => pushNotification({ type: 'info', message, values }),
};
