import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../i18n/index.ts';
import { serverDrawnChrome } from '../../test-support/server-drawn-chrome.ts';
import BannerStrip from './BannerStrip.astro';
import { CLOSED_BANNERS_COOKIE, CLOSED_BANNERS_WIRE_NAME, readClosedBanners } from './closed-banners.ts';

const engine = vi.hoisted(() => {
  const api = {
    selected: 0,
    handlers: [] as (() => void)[],
    on(_event: string, handler: () => void) {
      api.handlers.push(handler);
      return api;
    },
    off: () => api,
    reInit() {},
    destroy() {},
    selectedScrollSnap: () => api.selected,
    scrollNext: vi.fn(() => {
      api.selected += 1;
      for (const handler of api.handlers) handler();
    }),
    scrollPrev: vi.fn(),
    scrollTo: vi.fn(),
  };
  return { api, create: vi.fn(() => api) };
});
vi.mock('embla-carousel', () => ({ default: engine.create }));

const chrome = serverDrawnChrome();

const banners = [
  {
    id: 'works',
    title: 'Track work',
    description: 'Line A is closed.\nUse the shuttle buses.',
    picto: 'circle_cone',
    buttonText: 'Details',
    link: 'https://example.org/works',
  },
  { id: 'sync', title: 'Favourites everywhere', description: 'Sign in to sync.', picto: 'circle_check' },
  { id: 'odd', title: 'Odd picto', description: 'Unknown picto falls back.', picto: 'sparkles' },
];

beforeAll(() => {
  // jsdom lacks <dialog>'s modal.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

async function drawStrip(lang: Lang, list: Record<string, unknown>[]) {
  await chrome.draw(BannerStrip, { lang, props: { banners: list } });
  const { mountBannerStrip } = await import('./announcement-banners.ts');
  mountBannerStrip();
}

/** Buttons a visitor can reach: not inside a hidden or inert part. */
const button = (name: string | RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => {
    if (candidate.closest('[hidden], [inert], dialog:not([open])')) return false;
    const label = candidate.getAttribute('aria-label') ?? candidate.textContent?.trim() ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  });
const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

describe('announcement strip (server-drawn, vanilla script)', () => {
  beforeEach(() => {
    engine.create.mockClear();
    engine.api.selected = 0;
    engine.api.handlers = [];
    for (const name of [CLOSED_BANNERS_COOKIE, CLOSED_BANNERS_WIRE_NAME])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows several banners as a carousel with previous, next and one titled dot per slide', async () => {
    await drawStrip('en', banners);
    expect(button('Previous announcement')?.disabled).toBe(false);
    expect(button('Next announcement')).toBeTruthy();
    const dots = ['Announcement 1 of 3', 'Announcement 2 of 3', 'Announcement 3 of 3'].map((name) => button(name));
    expect(dots[0]?.getAttribute('title')).toBe('Announcement 1 of 3');
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    expect(document.querySelector('section')?.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('loads the carousel engine only when the visitor first moves it, and then moves it', async () => {
    await drawStrip('en', banners);
    expect(engine.create).not.toHaveBeenCalled();
    button('Next announcement')?.click();
    await vi.waitFor(() => expect(engine.api.scrollNext).toHaveBeenCalled());
    expect(engine.create).toHaveBeenCalledTimes(1);
    expect(button('Announcement 2 of 3')?.getAttribute('aria-current')).toBe('true');
    expect(button('Announcement 1 of 3')?.hasAttribute('aria-current')).toBe(false);
    // The slide shown is the one a screen reader reaches.
    expect(button(/^Favourites everywhere/)).toBeTruthy();
    expect(button(/^Track work/)).toBeUndefined();
  });

  it('shows one banner without carousel controls, and nothing once it is closed (remembered in the cookie)', async () => {
    await drawStrip('fr', [banners[1]]);
    expect(button('Annonce précédente')).toBeUndefined();
    button('Masquer l’annonce « Favourites everywhere »')?.click();
    expect(document.querySelector('[data-testid="announcement-banners"]')).toBeNull();
    expect(readClosedBanners()).toEqual(['sync']);
  });

  it('closing the current banner of three leaves a carousel of two, renumbered', async () => {
    await drawStrip('en', banners);
    button('Hide the announcement “Track work”')?.click();
    expect(readClosedBanners()).toEqual(['works']);
    expect(button('Announcement 1 of 2')?.getAttribute('aria-current')).toBe('true');
    expect(button('Announcement 3 of 3')).toBeUndefined();
    expect(button('Hide the announcement “Favourites everywhere”')).toBeTruthy();
    // Its dialog goes too: nothing of the closed banner is left in the page.
    expect(document.body.textContent).not.toContain('Track work');
  });

  it('leaves out banners closed before (a page from the back/forward cache)', async () => {
    document.cookie = `${CLOSED_BANNERS_COOKIE}=${encodeURIComponent(JSON.stringify(['works', 'odd']))}; path=/`;
    await drawStrip('en', banners);
    expect(button(/^Favourites everywhere/)).toBeTruthy();
    expect(button(/^Track work/)).toBeUndefined();
    expect(button('Next announcement')).toBeUndefined();
  });

  it('opens the dialog with line breaks kept and a new-tab call to action, marks the body, and restores focus on close', async () => {
    await drawStrip('en', [banners[0]]);
    const opener = button(/^Track work/)!;
    opener.focus();
    opener.click();
    const dialog = openDialog()!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Track work');
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(dialog.textContent).toContain('Line A is closed.\nUse the shuttle buses.');
    const cta = dialog.querySelector('a')!;
    expect(cta.textContent).toContain('Details');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('href')).toBe('https://example.org/works');
    button('Close')?.click();
    expect(openDialog()).toBeNull();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes the dialog with Escape (cancel) and a click on the backdrop', async () => {
    await drawStrip('en', [banners[1]]);
    button(/^Favourites everywhere/)?.click();
    openDialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(openDialog()).toBeNull();
    button(/^Favourites everywhere/)?.click();
    openDialog()?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(openDialog()).toBeNull();
    expect(document.querySelector('dialog a')).toBeNull();
  });

  it('leaves out a call-to-action whose link is not http(s) or a site path', async () => {
    for (const link of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
    ]) {
      await drawStrip('en', [{ ...banners[0], link }]);
      expect(document.querySelector('dialog')).not.toBeNull();
      expect(document.querySelector('dialog a')).toBeNull();
    }
  });
});
