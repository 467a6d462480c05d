// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $notifications,
  notify,
  PENDING_NOTIFICATIONS_KEY,
  pushNotification,
  pushNotificationAfterNavigation,
  restorePendingNotifications,
  takeLastNotification,
} from './notifications.ts';

describe('notification store', () => {
  beforeEach(() => {
    $notifications.set([]);
    sessionStorage.clear();
  });

  it('is a stack: the last pushed entry is taken first and removed', () => {
    pushNotification({ type: 'info', message: 'toasts.first' });
    notify.error('toasts.second', { code: 500 });
    expect($notifications.get()).toHaveLength(2);
    expect(takeLastNotification()).toEqual({ type: 'error', message: 'toasts.second', values: { code: 500 } });
    expect($notifications.get()).toEqual([{ type: 'info', message: 'toasts.first' }]);
    expect(takeLastNotification()?.message).toBe('toasts.first');
    expect(takeLastNotification()).toBeUndefined();
  });

  it('tells subscribers about each change', () => {
    const seen: number[] = [];
    const stop = $notifications.listen((stack) => seen.push(stack.length));
    notify.success('a');
    notify.warning('b');
    takeLastNotification();
    stop();
    expect(seen).toEqual([1, 2, 1]);
  });

  it('rejects an unknown type', () => {
    // @ts-expect-error the type is checked at run time too, for plain-JS callers
    expect(() => pushNotification({ type: 'fatal', message: 'x' })).toThrow(/Unknown notification type/);
    expect($notifications.get()).toEqual([]);
  });

  it('keeps notifications raised before a navigation for the next page, once', () => {
    pushNotificationAfterNavigation({ type: 'info', message: 'account.signedOut' });
    pushNotificationAfterNavigation({ type: 'success', message: 'favorites.removed', values: { name: 'L1' } });
    expect($notifications.get()).toEqual([]);
    restorePendingNotifications();
    expect($notifications.get()).toEqual([
      { type: 'info', message: 'account.signedOut' },
      { type: 'success', message: 'favorites.removed', values: { name: 'L1' } },
    ]);
    $notifications.set([]);
    restorePendingNotifications();
    expect($notifications.get()).toEqual([]);
  });

  it('ignores tampered pending entries', () => {
    sessionStorage.setItem(
      PENDING_NOTIFICATIONS_KEY,
      JSON.stringify([{ type: 'evil', message: 'x' }, 'nonsense', { type: 'error', message: 'toasts.close' }]),
    );
    restorePendingNotifications();
    expect($notifications.get()).toEqual([{ type: 'error', message: 'toasts.close' }]);
    sessionStorage.setItem(PENDING_NOTIFICATIONS_KEY, '{not json');
    expect(() => restorePendingNotifications()).not.toThrow();
    expect(sessionStorage.getItem(PENDING_NOTIFICATIONS_KEY)).toBeNull();
  });
});
