// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $notifications, notify } from '../../stores/notifications.ts';
import { SERVER_NOTICE_COOKIE } from '../../stores/server-notice.ts';
import ToasterOnDemand from './ToasterOnDemand.tsx';

// The toaster island and its toast library are imported on demand: a first import takes seconds on a busy machine.
describe('ToasterOnDemand', () => {
  beforeEach(() => $notifications.set([]));
  afterEach(() => {
    cleanup();
    document.cookie = `${SERVER_NOTICE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('loads no toaster while nothing is pending, then shows the first notification an island raises', async () => {
    render(<ToasterOnDemand lang="en" />);
    await act(async () => {});
    expect(screen.queryByLabelText(/^Notifications/)).toBeNull();
    await act(async () => notify.success('consent.saved'));
    expect(await screen.findByText('Your cookie choices have been saved.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the notice the server left for this page (the account deletion lands home signed out)', async () => {
    document.cookie = `${SERVER_NOTICE_COOKIE}=account-deleted; Path=/`;
    render(<ToasterOnDemand lang="en" />);
    expect(await screen.findByText('Your account has been deleted.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.cookie).not.toContain(SERVER_NOTICE_COOKIE);
  });
});
