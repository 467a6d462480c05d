// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentCookie } from '../components/chrome/consent/consent-choice.ts';
import { rememberClosedBanner } from '../islands/AnnouncementBanners/closed-banners.ts';
import { rememberPlace } from '../stores/trip-places-history.ts';
import { themeCookie } from '../stores/theme.ts';

/** Cookies written by page scripts (theme, consent, closed banners, recent places) carry Secure on an https page. */
describe('cookies written in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  const place = {
    id: 'subway:127',
    type: 'stopArea',
    name: 'Times Sq',
    displayName: 'Times Sq',
    lat: 40.75,
    lon: -73.98,
  };

  it('carry Secure over https', () => {
    vi.stubGlobal('location', new URL('https://transit.example/fr'));
    const set = vi.spyOn(Cookies, 'set');
    expect(themeCookie('dark')).toMatch(/; Secure$/);
    expect(themeCookie('system')).toMatch(/; Secure$/);
    expect(consentCookie({ analytics: true })).toMatch(/; Secure$/);
    rememberClosedBanner('works');
    rememberPlace(place);
    expect(set.mock.calls.map((call) => [call[0], (call[2] as { secure?: boolean }).secure])).toEqual([
      ['banners:already-closed', true],
      ['places-history', true],
    ]);
  });

  it('leave Secure out over plain http (local runs)', () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:4321/fr'));
    expect(themeCookie('dark')).not.toContain('Secure');
    expect(consentCookie({ analytics: false })).not.toContain('Secure');
  });
});
