// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, notify } from '../../stores/notifications.ts';
import Toaster from './Toaster.tsx';

describe('Toaster island', () => {
  beforeEach(() => $notifications.set([]));
  afterEach(cleanup);

  it('shows pending and new notifications as translated toasts in a live region, and empties the stack', async () => {
    notify.success('consent.saved');
    render(<Toaster lang="fr" />);
    expect(await screen.findByText('Vos choix de cookies ont été enregistrés.')).toBeTruthy();
    await act(async () => notify.error('toasts.type.info'));
    const toast = await screen.findByText('Information');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    expect(toast.closest('[data-notification-type]')?.getAttribute('data-notification-type')).toBe('error');
    expect($notifications.get()).toEqual([]);
    expect(screen.getByLabelText(/^Notifications/)).toBeTruthy();
  });

  it('closes a toast from its button', async () => {
    render(<Toaster lang="en" />);
    await act(async () => notify.warning('consent.saved'));
    await screen.findByText('Your cookie choices have been saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Your cookie choices have been saved.')).toBeNull(), {
      timeout: 2000,
    });
  });

  it('never shows a raw key: an untranslated message logs an error and shows the type', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Toaster lang="de" />);
    await act(async () => notify.warning('nowhere.missingKey'));
    await waitFor(() =>
      expect(document.querySelector('[data-notification-type="warning"] p')?.textContent).toBe('Warnung: Warnung'),
    );
    expect(screen.queryByText(/nowhere/)).toBeNull();
    expect(errors.mock.calls.some((call) => call.join(' ').includes('nowhere.missingKey'))).toBe(true);
  });
});
