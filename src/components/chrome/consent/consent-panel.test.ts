// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: the Matomo loader remembers it ran once per page.
let startConsent: typeof import('./consent-panel.ts').startConsent;
let $notifications: typeof import('../../../stores/notifications.ts').$notifications;

// The built-in panel's browser logic, against a DOM shaped like ConsentPanel.astro + the footer button.
function page(matomo: boolean) {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <button data-consent-open>Manage cookies</button>
    <div id="chrome-consent" hidden ${matomo ? 'data-matomo-url="https://stats.example/" data-matomo-site-id="7"' : ''}></div>
    <dialog id="consent-panel">
      <input type="checkbox" name="analytics">
      <button data-consent-action="save">Save</button>
      <button data-consent-action="refuse">Refuse</button>
      <button data-consent-action="accept">Accept</button>
      <button data-consent-action="close">Close</button>
    </dialog>`;
  const dialog = document.querySelector('dialog')!;
  // jsdom lacks the modal API: open/close as the browser would.
  dialog.showModal = vi.fn(() => dialog.setAttribute('open', ''));
  dialog.show = vi.fn(() => dialog.setAttribute('open', ''));
  dialog.close = vi.fn(() => {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  });
  return dialog;
}

const matomoScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.includes('matomo.js'));

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('built-in consent panel', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ startConsent } = await import('./consent-panel.ts'));
    ({ $notifications } = await import('../../../stores/notifications.ts'));
    clearCookies();
    delete window._paq;
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks by itself when analytics are configured, and loads Matomo only after acceptance', () => {
    const dialog = page(true);
    startConsent();
    expect(dialog.show).toHaveBeenCalled();
    expect(matomoScripts()).toHaveLength(0);
    dialog.querySelector<HTMLButtonElement>('[data-consent-action="accept"]')!.click();
    expect(document.cookie).toContain('consent=analytics:granted');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(matomoScripts().map((script) => script.src)).toEqual(['https://stats.example/matomo.js']);
    expect(window._paq).toContainEqual(['setSiteId', '7']);
    expect($notifications.get()).toEqual([{ type: 'success', message: 'consent.saved', values: undefined }]);
  });

  it('never loads Matomo when refused, and does not ask again', () => {
    const dialog = page(true);
    startConsent();
    dialog.querySelector<HTMLButtonElement>('[data-consent-action="refuse"]')!.click();
    expect(document.cookie).toContain('consent=analytics:denied');
    expect(matomoScripts()).toHaveLength(0);

    const again = page(true);
    startConsent();
    expect(again.show).not.toHaveBeenCalled();
    expect(matomoScripts()).toHaveLength(0);
  });

  it('stays quiet without analytics, opens from the footer with the stored choice and gives the focus back', () => {
    document.cookie = 'consent=analytics:granted; Path=/';
    const dialog = page(false);
    startConsent();
    expect(dialog.show).not.toHaveBeenCalled();
    const opener = document.querySelector<HTMLButtonElement>('[data-consent-open]')!;
    opener.click();
    expect(dialog.showModal).toHaveBeenCalled();
    expect(dialog.querySelector<HTMLInputElement>('input[name="analytics"]')!.checked).toBe(true);
    dialog.querySelector<HTMLButtonElement>('[data-consent-action="close"]')!.click();
    expect(document.activeElement).toBe(opener);
    expect(matomoScripts()).toHaveLength(0);
  });

  it('saves the switch as set', () => {
    const dialog = page(false);
    startConsent();
    document.querySelector<HTMLButtonElement>('[data-consent-open]')!.click();
    dialog.querySelector<HTMLInputElement>('input[name="analytics"]')!.checked = false;
    dialog.querySelector<HTMLButtonElement>('[data-consent-action="save"]')!.click();
    expect(document.cookie).toContain('consent=analytics:denied');
  });
});
