import { OFFLINE_PAGE_CACHES } from '../domain/offline-pages.ts';

/** Drops every page stored for offline reading (the session ended: copies made under it may hold personal data). */
export async function forgetOfflinePages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(OFFLINE_PAGE_CACHES.map((name) => caches.delete(name)));
}
