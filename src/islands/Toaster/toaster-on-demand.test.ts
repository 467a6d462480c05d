// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, notify } from '../../stores/notifications.ts';
import { SERVER_NOTICE_COOKIE } from '../../stores/server-notice.ts';
import { TOASTER_WAITING, toasterOnDemand } from './toaster-on-demand.ts';

describe('toasterOnDemand', () => {
  let host: HTMLElement;
  beforeEach(() => {
    $notifications.set([]);
    host = document.createElement('div');
    host.dataset.lang = 'en';
    document.body.append(host);
  });
  afterEach(() => {
    host.remove();
    document.cookie = `${SERVER_NOTICE_COOKIE}=; Path=/; Max-Age=0`;
    sessionStorage.clear();
  });

  it('loads no toaster while nothing is pending, then mounts it in the page language on the first notification', async () => {
    const mountToaster = vi.fn();
    const load = vi.fn(async () => ({ mountToaster }));
    toasterOnDemand(host, load);
    expect(host.hasAttribute(TOASTER_WAITING)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    notify.success('consent.saved');
    notify.error('favorites.toggle.failed');
    await vi.waitFor(() => expect(mountToaster).toHaveBeenCalledWith(host, 'en'));
    expect(load).toHaveBeenCalledTimes(1);
    // The notifications wait in the store for the toaster to drain them.
    expect($notifications.get()).toHaveLength(2);
  });

  it('loads it at once for the notice the server left and for a notification kept by the page before', async () => {
    document.cookie = `${SERVER_NOTICE_COOKIE}=account-deleted; Path=/`;
    sessionStorage.setItem(
      'notifications:pending',
      JSON.stringify([{ type: 'error', message: 'favorites.toggle.failed' }]),
    );
    const load = vi.fn(async () => ({ mountToaster: vi.fn() }));
    toasterOnDemand(host, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect($notifications.get().map((entry) => entry.message)).toEqual([
      'favorites.toggle.failed',
      'accountLifecycle.delete.deleted',
    ]);
    expect(document.cookie).not.toContain(SERVER_NOTICE_COOKIE);
  });

  it('mounts the real toaster, which shows the notification in the page language', async () => {
    toasterOnDemand(host);
    notify.success('consent.saved');
    await vi.waitFor(() => expect(host.textContent).toContain('Your cookie choices have been saved.'), {
      timeout: 10_000,
    });
  }, 20_000);
});
