import { describe, expect, it } from 'vitest';
import {
  isStorablePage,
  languageOfPath,
  markSavedCopy,
  offlinePageKind,
  offlinePagePath,
  SAVED_AT_ATTRIBUTE,
  savedAtLabel,
  sessionEnded,
  storedPageTitle,
} from './offline-pages.ts';
import { localizedPath, matchRoute } from './route-table.ts';

const ORIGIN = 'https://transit.example';
const url = (path: string) => new URL(path, ORIGIN);

describe('pages kept for reading offline', () => {
  it('are stop pages, line timetables and roadmaps of the site, in every language', () => {
    expect(offlinePageKind(url('/en/proximity/stopArea/subway:127'), ORIGIN)).toBe('stop');
    expect(offlinePageKind(url('/de/proximity/stopPoint/subway:127N?dt=2026-11-30T10:00'), ORIGIN)).toBe('stop');
    expect(offlinePageKind(url('/fr/schedules/line/subway:1?direction=1'), ORIGIN)).toBe('line');
    expect(offlinePageKind(url('/it/trip-planner/roadmap/j1?jsc=abc'), ORIGIN)).toBe('roadmap');
  });

  it('are never account pages, the API, other pages, other sites or widget renders', () => {
    for (const path of [
      '/en/account/favorites',
      '/en/account/profile',
      '/bff/api/v1/favorites',
      '/bff/api/v1/stop-areas/subway:127/departures',
      '/en',
      '/en/schedules',
      '/en/trip-planner/results?fi=a',
      '/en/offline',
      '/xx/schedules/line/subway:1',
      '/en/proximity/stopArea/subway:127?widget=true',
      '/en/schedules/line/subway:1/extra',
    ])
      expect(offlinePageKind(url(path), ORIGIN), path).toBeNull();
    expect(offlinePageKind(new URL('https://evil.example/en/schedules/line/subway:1'), ORIGIN)).toBeNull();
  });

  it("follow the route table's stop, line and roadmap routes", () => {
    const kinds = {
      'proximity-type-id': localizedPath('es', 'proximity-type-id', { type: 'stopArea', id: 'subway:127' }),
      'schedules-line-id': localizedPath('es', 'schedules-line-id', { id: 'subway:1' }),
      'trip-planner-roadmap-journeyId': localizedPath('es', 'trip-planner-roadmap-journeyId', { journeyId: 'j1' }),
    };
    for (const [name, path] of Object.entries(kinds)) {
      expect(matchRoute(path)?.route.name).toBe(name);
      expect(offlinePageKind(url(path), ORIGIN)).not.toBeNull();
    }
    expect(matchRoute(offlinePagePath('es'))?.route.name).toBe('offline');
  });
});

describe('answers the worker stores', () => {
  const answer = (status: number, headers: Record<string, string>, redirected = false) => ({
    status,
    redirected,
    headers: new Headers(headers),
  });

  it('are whole HTML pages that allow storing', () => {
    expect(isStorablePage(answer(200, { 'content-type': 'text/html', 'cache-control': 'private, no-cache' }))).toBe(
      true,
    );
    expect(isStorablePage(answer(200, { 'content-type': 'text/html' }))).toBe(true);
  });

  it('never no-store answers (account pages, personal API answers), errors, redirects or other content', () => {
    expect(isStorablePage(answer(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorablePage(answer(200, { 'content-type': 'text/html', 'cache-control': 'private, No-Store' }))).toBe(
      false,
    );
    expect(isStorablePage(answer(400, { 'content-type': 'text/html' }))).toBe(false);
    expect(isStorablePage(answer(502, { 'content-type': 'text/html' }))).toBe(false);
    expect(isStorablePage(answer(200, { 'content-type': 'text/html' }, true))).toBe(false);
    expect(isStorablePage(answer(200, { 'content-type': 'application/json' }))).toBe(false);
  });
});

describe('a stored copy served offline', () => {
  it("carries its saving time on <html>, the page's other attributes untouched", () => {
    const html = '<!doctype html><html lang="en" data-route="schedules-line-id"><head><title>x</title></head></html>';
    expect(markSavedCopy(html, '2026-11-28T10:42:00.000Z')).toBe(
      `<!doctype html><html ${SAVED_AT_ATTRIBUTE}="2026-11-28T10:42:00.000Z" lang="en" data-route="schedules-line-id"><head><title>x</title></head></html>`,
    );
  });

  it('is left as it is when the time is not a time (no markup from a header)', () => {
    const html = '<html lang="en"></html>';
    expect(markSavedCopy(html, '"><script>alert(1)</script>')).toBe(html);
  });

  it('says the time alone the same day, the date too on another day', () => {
    const now = new Date('2026-11-28T18:00:00Z');
    expect(savedAtLabel(new Date('2026-11-28T10:42:00Z'), now, 'en', 'UTC')).toBe('10:42 AM');
    expect(savedAtLabel(new Date('2026-11-28T10:42:00Z'), now, 'fr', 'UTC')).toBe('10:42');
    expect(savedAtLabel(new Date('2026-11-27T10:42:00Z'), now, 'de', 'UTC')).toBe('27.11.2026, 10:42');
  });
});

describe('the offline page', () => {
  it("is in the address's language, French when the address has none", () => {
    expect(offlinePagePath(languageOfPath('/it/schedules/line/subway:1'))).toBe('/it/offline');
    expect(offlinePagePath(languageOfPath('/'))).toBe('/fr/offline');
    expect(offlinePagePath(languageOfPath('/xx/schedules'))).toBe('/fr/offline');
  });

  it("lists a stored page by its title without the site's name", () => {
    expect(storedPageTitle('<head><title>Times Sq-42 St - My Network</title></head>')).toBe('Times Sq-42 St');
    expect(storedPageTitle('<title>Subway 1 &amp; 2 - My Network</title>')).toBe('Subway 1 & 2');
    expect(storedPageTitle('<title>My Network</title>')).toBe('My Network');
    expect(storedPageTitle('<p>no title</p>')).toBeNull();
  });
});

describe('copies made under a session', () => {
  it('go when the session ended since the last page, and only then', () => {
    expect(sessionEnded(true, false)).toBe(true);
    expect(sessionEnded(true, true)).toBe(false);
    expect(sessionEnded(false, false)).toBe(false);
    expect(sessionEnded(false, true)).toBe(false);
  });
});
