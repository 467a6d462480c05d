import { logger } from '../../../lib/logger.ts';
import { notify } from '../../../stores/notifications.ts';
import {
  CONSENT_COOKIE,
  consentCookie,
  mayLoadAnalytics,
  parseConsent,
  readCookie,
  shouldAskConsent,
  type ConsentChoice,
} from './consent-choice.ts';
import { loadMatomo, loadTarteaucitron, stopMatomo, type MatomoConfig } from './third-party-scripts.ts';

/**
 * Browser side of consent: the footer's "manage cookies" link opens tarteaucitron's panel when it is configured, else the
 * built-in panel (a native <dialog>: focus kept inside, Escape closes, focus returns to the link). The configuration
 * comes from data attributes of #chrome-consent, so the page needs no inline script.
 */
export function startConsent(): void {
  const root = document.getElementById('chrome-consent');
  if (!root || root.dataset.started) return;
  root.dataset.started = 'true';
  const matomo: MatomoConfig | undefined =
    root.dataset.matomoUrl && root.dataset.matomoSiteId
      ? { url: root.dataset.matomoUrl, siteId: root.dataset.matomoSiteId }
      : undefined;
  const openers = [...document.querySelectorAll<HTMLElement>('[data-consent-open]')];

  if (root.dataset.tarteaucitronUrl) {
    const ready = loadTarteaucitron(root.dataset.tarteaucitronUrl, root.dataset.privacyUrl, matomo);
    ready.catch((error) => logger.error('Consent script failed to load', error));
    for (const opener of openers)
      opener.addEventListener('click', () => void ready.then((consent) => consent.userInterface.openPanel()));
    return;
  }

  const dialog = document.getElementById('consent-panel');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const analyticsBox = dialog.querySelector<HTMLInputElement>('input[name="analytics"]');
  let opener: HTMLElement | null = null;
  const stored = () => parseConsent(readCookie(document.cookie, CONSENT_COOKIE));

  if (mayLoadAnalytics(stored(), matomo !== undefined))
    loadMatomo(matomo!).catch((error) => logger.warn('Matomo failed to load', error));
  if (shouldAskConsent(stored(), matomo !== undefined)) dialog.show();

  const open = (from: HTMLElement) => {
    opener = from;
    if (analyticsBox) analyticsBox.checked = stored()?.analytics ?? false;
    if (dialog.open) dialog.close();
    dialog.showModal();
  };
  for (const element of openers) element.addEventListener('click', () => open(element));

  const save = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice);
    if (matomo && choice.analytics) loadMatomo(matomo).catch((error) => logger.warn('Matomo failed to load', error));
    if (!choice.analytics) stopMatomo();
    dialog.close();
    notify.success('consent.saved');
  };

  dialog.addEventListener('click', (event) => {
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-consent-action]')?.dataset.consentAction;
    if (action === 'accept') save({ analytics: true });
    else if (action === 'refuse') save({ analytics: false });
    else if (action === 'save') save({ analytics: analyticsBox?.checked ?? false });
    else if (action === 'close') dialog.close();
    else if (event.target === dialog && dialog.matches(':modal')) dialog.close(); // click on the backdrop
  });
  dialog.addEventListener('close', () => {
    opener?.focus();
    opener = null;
  });
}
