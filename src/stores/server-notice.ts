import { pushNotification, type Notification } from './notifications.ts';

/**
 * A notice the server leaves for the next page when the action happened in a form post, not in an island (the
 * account deletion redirects home, signed out): a short-lived cookie naming one of the known notices, never a text,
 * so nobody can make the toaster say anything else. The toaster takes it once and the cookie is cleared.
 */
export const SERVER_NOTICE_COOKIE = 'siteNotice';

const NOTICES: Record<string, Notification> = {
  'account-deleted': { type: 'success', message: 'accountLifecycle.delete.deleted' },
};

export function takeServerNotice(doc: Pick<Document, 'cookie'> = document): void {
  const match = new RegExp(`(?:^|;\\s*)${SERVER_NOTICE_COOKIE}=([^;]*)`).exec(doc.cookie);
  if (!match) return;
  doc.cookie = `${SERVER_NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const notice = NOTICES[decodeURIComponent(match[1])];
  if (notice) pushNotification(notice);
}
