import { describe, expect, it } from 'vitest';
import {
  copiesOverBudget,
  isStorablePage,
  KEPT_PAGES_MAX_BYTES,
  languageOfPath,
  markSavedCopy,
  offlinePageKind,
  offlinePagePath,
  SAVED_AT_ATTRIBUTE,
  savedAtLabel,
  sessionEnded,
  storedPageTitle,
  VISITED_PAGES_MAX_BYTES,
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

describe('the bound on stored copies, in bytes', () => {
  const kB = 1024;
  const copy = (url: string, bytes: number, minute: number) => ({
    url,
    bytes,
    savedAt: Date.UTC(2026, 10, 30, 8, minute),
  });

  it('drops the oldest saved copies until the others fit, whatever order the cache lists them in', () => {
    const copies = [copy('b', 300 * kB, 2), copy('a', 300 * kB, 1), copy('d', 300 * kB, 4), copy('c', 300 * kB, 3)];
    expect(copiesOverBudget(copies, 1000 * kB)).toEqual(['a']);
    expect(copiesOverBudget(copies, 600 * kB)).toEqual(['b', 'a']);
    expect(copiesOverBudget(copies, 1200 * kB)).toEqual([]);
  });

  it('counts bytes, not pages: many small roadmaps stay where a few line pages would not', () => {
    const roadmaps = Array.from({ length: 40 }, (_, index) => copy(`roadmap-${index}`, 60 * kB, index));
    expect(copiesOverBudget(roadmaps, KEPT_PAGES_MAX_BYTES)).toEqual([]);
    const lines = Array.from({ length: 60 }, (_, index) => copy(`line-${index}`, 360 * kB, index));
    const dropped = copiesOverBudget(lines, VISITED_PAGES_MAX_BYTES);
    expect(dropped).toHaveLength(60 - Math.floor(VISITED_PAGES_MAX_BYTES / (360 * kB)));
    expect(dropped).toContain('line-0');
    expect(dropped).not.toContain('line-59');
  });

  it('keeps the page just opened even when it alone is over the bound', () => {
    expect(copiesOverBudget([copy('old', 10 * kB, 1), copy('huge', 5000 * kB, 2)], 1000 * kB)).toEqual(['old']);
  });

  it('holds about 20 MB in all', () => {
    expect(VISITED_PAGES_MAX_BYTES + KEPT_PAGES_MAX_BYTES).toBe(20 * 1024 * 1024);
  });
});
