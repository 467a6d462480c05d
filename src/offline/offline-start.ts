/**
 * Runs on every page with the site's chrome: says when the page is a saved copy (and refreshes it once back online),
 * drops the stored pages when the session that made them has ended, and registers the service worker once the page
 * has loaded (its code apart, ./worker-registration.ts, so that the first visit downloads little more).
 */
import { SAVED_AT_ATTRIBUTE, savedAtLabel, sessionEnded } from '../domain/offline-pages.ts';
import type { Lang } from '../i18n/langs.ts';
import { readUserInfos } from '../stores/auth.ts';
import { forgetOfflinePages } from './forget.ts';

const SIGNED_IN_KEY = 'offline.signedIn';

function showSavedCopyNotice(): void {
  const savedAt = document.documentElement.getAttribute(SAVED_AT_ATTRIBUTE);
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  if (!savedAt || !notice) return;
  const text = notice.querySelector<HTMLElement>('[data-offline-notice-text]');
  const template = text?.dataset.template ?? '';
  const label = savedAtLabel(new Date(savedAt), new Date(), document.documentElement.lang as Lang);
  if (text) text.textContent = template.replace('{time}', label);
  notice.hidden = false;
  // Back online, the page is fetched again: fresh departures, the notice gone.
  window.addEventListener('online', () => location.reload(), { once: true });
}

function forgetAfterSessionEnd(): void {
  let wasSignedIn = false;
  const signedIn = readUserInfos() !== null;
  try {
    wasSignedIn = localStorage.getItem(SIGNED_IN_KEY) === '1';
    localStorage.setItem(SIGNED_IN_KEY, signedIn ? '1' : '0');
  } catch {
    // Storage refused (private mode): copies are still dropped by the sign-out itself (src/stores/auth.ts).
  }
  if (sessionEnded(wasSignedIn, signedIn)) void forgetOfflinePages();
}

export function startOffline(): void {
  showSavedCopyNotice();
  forgetAfterSessionEnd();
  if (!('serviceWorker' in navigator)) return;
  const register = () => void import('./worker-registration.ts').then((module) => module.registerWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
