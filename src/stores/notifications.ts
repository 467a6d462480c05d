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

export const notify = {
  success: (message: string, values?: Notification['values']) => pushNotification({ type: 'success', message, values }),
  error: (message: string, values?: Notification['values']) => pushNotification({ type: 'error', message, values }),
  warning: (message: string, values?: Notification['values']) => pushNotification({ type: 'warning', message, values }),
  info: (message: string, values?: Notification['values']) => pushNotification({ type: 'info', message, values }),
};
