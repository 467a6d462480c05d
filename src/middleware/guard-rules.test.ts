import { describe, expect, it } from 'vitest';
import { getRoute, matchRoute } from '../domain/route-table.ts';
import { guardRedirect } from './guard-rules.ts';

function decide(href: string, signedIn = false) {
  const url = new URL(href, 'http://site.test');
  const match = matchRoute(url.pathname) ?? { lang: 'fr' as const, route: getRoute('index') };
  return guardRedirect({ lang: match.lang, route: match.route, url, signedIn });
}

describe('guards', () => {
  it('send anonymous visitors of account pages home with the full requested path', () => {
    expect(decide('/en/account/favorites?tab=lines')).toBe('/?redirect=%2Fen%2Faccount%2Ffavorites%3Ftab%3Dlines');
    expect(decide('/de/account/profile')).toBe('/?redirect=%2Fde%2Faccount%2Fprofile');
    expect(decide('/de/account/profile', true)).toBeNull();
  });

  it('keep widget mode when an account page opened in a widget sends a signed-out visitor home', () => {
    expect(decide('/en/account/favorites?widget=true')).toBe(
      '/?redirect=%2Fen%2Faccount%2Ffavorites%3Fwidget%3Dtrue&widget=true',
    );
    // Back from login, the followed path is the framed one (widget=true in it), still same-origin only.
    expect(decide('/?redirect=%2Fen%2Faccount%2Ffavorites%3Fwidget%3Dtrue&widget=true', true)).toBe(
      '/en/account/favorites?widget=true',
    );
    expect(decide('/?redirect=%2F%2Fevil.example&widget=true', true)).toBe('/fr?widget=true');
    expect(decide('/en/account/favorites?widget=false')).toBe(
      '/?redirect=%2Fen%2Faccount%2Ffavorites%3Fwidget%3Dfalse',
    );
  });

  it('follow a same-origin redirect once signed in, and only then', () => {
    expect(decide('/?redirect=%2Fen%2Faccount%2Ffavorites', true)).toBe('/en/account/favorites');
    expect(decide('/fr?redirect=%2F%2Fevil.example', true)).toBe('/fr');
    expect(decide('/fr?redirect=javascript%3Aalert(1)', true)).toBe('/fr');
    expect(decide('/?redirect=%2Fen%2Faccount%2Ffavorites', false)).toBeNull();
  });

  it('send trip-planner pages without a departure place home, keeping widget mode', () => {
    expect(decide('/it/trip-planner')).toBe('/it');
    expect(decide('/it/trip-planner/results?ti=2&widget=true')).toBe('/it?widget=true');
    expect(decide('/it/trip-planner?fi=1')).toBeNull();
    expect(decide('/it/trip-planner/results?fi=1&ti=2')).toBeNull();
    // The trip form sent without JavaScript names its places as text: the results page finds them.
    expect(decide('/it/trip-planner/results?from=times+sq&to=')).toBeNull();
    expect(decide('/it/trip-planner/preview?from=times+sq&to=wall+st')).toBe('/it');
  });

  it('send journey detail pages that cannot be restored to the results with the same query', () => {
    for (const path of ['preview', 'summary', 'returns', 'return-preview', 'return-summary']) {
      expect(decide(`/es/trip-planner/${path}?fi=1&ti=2`), path).toBe('/es/trip-planner/results?fi=1&ti=2');
      expect(decide(`/es/trip-planner/${path}?fi=1&ti=2&jsc=abc`), path).toBeNull();
    }
    expect(decide('/es/trip-planner/roadmap/j1?fi=1&ti=2&jsc=abc')).toBeNull();
  });

  it('say that the journey of a roadmap link without its journey is no longer available (home or results, as the spec sends)', () => {
    expect(decide('/es/trip-planner/roadmap/j1?fi=1&ti=2')).toBe('/es/trip-planner/results?fi=1&ti=2&unavailable=1');
    expect(decide('/es/trip-planner/roadmap/j1')).toBe('/es?unavailable=1');
    expect(decide('/es/trip-planner/preview')).toBe('/es');
  });

  it('leave other pages alone', () => {
    expect(decide('/fr/schedules')).toBeNull();
    expect(decide('/fr/proximity/stopArea/S1')).toBeNull();
  });
});
