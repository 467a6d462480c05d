// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { $notifications } from './notifications.ts';
import { SERVER_NOTICE_COOKIE, takeServerNotice } from './server-notice.ts';

afterEach(() => {
  $notifications.set([]);
  document.cookie = `${SERVER_NOTICE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('takeServerNotice', () => {
  it('shows a known notice left by the server once, and clears its cookie', () => {
    document.cookie = `${SERVER_NOTICE_COOKIE}=account-deleted; Path=/`;
    takeServerNotice();
    expect($notifications.get()).toEqual([{ type: 'success', message: 'accountLifecycle.delete.deleted' }]);
    expect(document.cookie).not.toContain(SERVER_NOTICE_COOKIE);
    takeServerNotice();
    expect($notifications.get()).toHaveLength(1);
  });

  it('ignores a notice it does not know (a cookie cannot make the toaster say anything)', () => {
    document.cookie = `${SERVER_NOTICE_COOKIE}=${encodeURIComponent('You won a prize')}; Path=/`;
    takeServerNotice();
    expect($notifications.get()).toEqual([]);
    expect(document.cookie).not.toContain(SERVER_NOTICE_COOKIE);
  });
});
