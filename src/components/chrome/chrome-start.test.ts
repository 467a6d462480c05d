// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTER_WAITING } from '../../islands/Toaster/toaster-on-demand.ts';
import { startChrome } from './chrome-start.ts';

describe('startChrome', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.theme;
    document.cookie = 'theme=; Path=/; Max-Age=0';
  });

  it('starts the behaviours of the components the page has and leaves the absent ones alone', () => {
    // A header configured without account menu, cart or banners, and no consent panel: only the theme switch and
    // the toaster's host are on the page.
    document.body.innerHTML =
      '<button type="button" data-theme-toggle></button><div data-toaster data-lang="en"></div>';
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(() => startChrome()).not.toThrow();
    document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!.click();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector('[data-toaster]')!.hasAttribute(TOASTER_WAITING)).toBe(true);
    vi.unstubAllGlobals();
  });

  it('runs on a page without any of the chrome components', () => {
    expect(() => startChrome()).not.toThrow();
  });
});
