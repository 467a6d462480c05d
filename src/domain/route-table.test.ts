import { describe, expect, it } from 'vitest';
import { contextOfRoute, localizedPath, matchRoute, ROUTES, switchLanguagePath } from './route-table.ts';

describe('route table', () => {
  it('holds the 22 routes of the spec, the demo shop, the widgets, the account links, the trip page and the offline page, with unique names and patterns', () => {
    const added = ['demo-shop', 'widgets-kind', 'reset-password', 'confirm-email', 'trip-id', 'offline'];
    expect(ROUTES).toHaveLength(28);
    expect(ROUTES.filter((r) => !added.includes(r.name))).toHaveLength(22);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(28);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(28);
  });

  it('carries the layout and flags of the spec', () => {
    const byName = Object.fromEntries(ROUTES.map((r) => [r.name, r]));
    expect(byName.index.layout).toBe('homepage');
    expect(byName.cobranding.layout).toBe('custom');
    expect(byName['cobranding-demo-id'].layout).toBe('custom');
    expect(byName.proximity.bordered).toBe(false);
    expect(byName['schedules-line-id']).toMatchObject({ bordered: false, fullPage: false });
    expect(byName.schedules.fullPage).toBe(true);
    expect(ROUTES.filter((r) => r.needsAuth).map((r) => r.name)).toEqual([
      'account-favorites',
      'account-personal-data',
      'account-profile',
    ]);
  });
});

describe('matchRoute', () => {
  it('matches the language root and static routes', () => {
    expect(matchRoute('/fr')).toMatchObject({ lang: 'fr', route: { name: 'index' }, valid: true });
    expect(matchRoute('/en/')).toMatchObject({ lang: 'en', route: { name: 'index' } });
    expect(matchRoute('/de/account/personal-data')?.route.name).toBe('account-personal-data');
    expect(matchRoute('/it/trip-planner/return-summary')?.route.name).toBe('trip-planner-return-summary');
  });

  it('extracts and decodes parameters', () => {
    expect(matchRoute('/es/proximity/stopArea/subway%3A101')).toMatchObject({
      route: { name: 'proximity-type-id' },
      params: { type: 'stopArea', id: 'subway:101' },
      valid: true,
    });
    expect(matchRoute('/fr/trip-planner/roadmap/abc-123')?.params).toEqual({ journeyId: 'abc-123' });
    // Select Bus Service lines carry a '+', encoded or not.
    expect(matchRoute('/en/schedules/line/bus:M86%2B')).toMatchObject({ params: { id: 'bus:M86+' }, valid: true });
    expect(matchRoute('/en/schedules/line/bus:M86+')).toMatchObject({ params: { id: 'bus:M86+' }, valid: true });
  });

  it('prefers the static widgets-definitions route over the demo id', () => {
    expect(matchRoute('/fr/cobranding/demo/widgets-definitions')?.route.name).toBe(
      'cobranding-demo-widgets-definitions',
    );
    expect(matchRoute('/fr/cobranding/demo/42')?.route.name).toBe('cobranding-demo-id');
  });

  it('flags a parameter that breaks its rule as invalid', () => {
    expect(matchRoute('/fr/schedules/line/%3Cscript%3E')).toMatchObject({
      route: { name: 'schedules-line-id' },
      valid: false,
    });
    expect(matchRoute('/fr/proximity/stop%20area/1')?.valid).toBe(false);
    expect(matchRoute('/fr/schedules/line/%E0%A4%A')?.valid).toBe(false);
  });

  it('returns null for an unknown language or route', () => {
    expect(matchRoute('/')).toBeNull();
    expect(matchRoute('/xx/trip-planner')).toBeNull();
    expect(matchRoute('/fr/nope')).toBeNull();
    expect(matchRoute('/fr/schedules/line')).toBeNull();
    expect(matchRoute('/fr/schedules/line/1/extra')).toBeNull();
  });
});

describe('localizedPath', () => {
  it('builds prefixed paths with encoded params and a query', () => {
    expect(localizedPath('fr', 'index')).toBe('/fr');
    expect(localizedPath('de', 'schedules-line-id', { id: 'M 1' })).toBe('/de/schedules/line/M%201');
    expect(localizedPath('en', 'trip-planner-results', {}, { fi: 'a|b', tt: 0, skip: undefined })).toBe(
      '/en/trip-planner/results?fi=a%7Cb&tt=0',
    );
  });

  it('round-trips through matchRoute for every route', () => {
    for (const r of ROUTES) {
      const params = Object.fromEntries(
        r.pattern
          .split('/')
          .filter((p) => p.startsWith(':'))
          .map((p) => [p.slice(1), p === ':type' ? 'stopArea' : 'x1']),
      );
      const path = localizedPath('it', r.name, params);
      expect(matchRoute(path), path).toMatchObject({ lang: 'it', route: { name: r.name }, params, valid: true });
    }
  });

  it('refuses a missing parameter', () => {
    expect(() => localizedPath('fr', 'schedules-line-id')).toThrow('Missing parameter id');
  });
});

describe('switchLanguagePath', () => {
  it('swaps the prefix and keeps the path and query', () => {
    expect(switchLanguagePath('/fr/trip-planner/results', '?fi=1&ti=2', 'en')).toBe(
      '/en/trip-planner/results?fi=1&ti=2',
    );
    expect(switchLanguagePath('/', '', 'de')).toBe('/de');
    expect(switchLanguagePath('/', '?redirect=%2Ffr', 'it')).toBe('/it?redirect=%2Ffr');
  });
});

describe('contextOfRoute', () => {
  it('follows the spec rules', () => {
    expect(contextOfRoute('index')).toBe('trip-planner');
    expect(contextOfRoute('trip-planner-roadmap-journeyId')).toBe('trip-planner');
    expect(contextOfRoute('proximity-type-id')).toBe('proximity');
    expect(contextOfRoute('schedules-line-id')).toBe('schedules');
    expect(contextOfRoute('account-profile')).toBeNull();
  });
});
