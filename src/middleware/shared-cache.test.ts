import { describe, expect, it } from 'vitest';
import { SHARED_CACHE_CONTROL, applySharedCache, sharedCacheControl } from './shared-cache.ts';
import { nextNetworkMidnightMs } from '../domain/line-page-dates.ts';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('nextNetworkMidnightMs', () => {
  it('is the next midnight in the network zone, not in UTC', () => {
    // 23:58 in New York is 04:58 UTC the next day.
    expect(nextNetworkMidnightMs(NY, at('2026-11-27T04:58:00Z'))).toBe(at('2026-11-27T05:00:00Z'));
    expect(nextNetworkMidnightMs(NY, at('2026-11-27T05:00:00Z'))).toBe(at('2026-11-28T05:00:00Z'));
  });

  it('follows daylight saving time changes', () => {
    // 2026-11-01 is 25 hours long in New York (EDT -> EST at 02:00).
    expect(nextNetworkMidnightMs(NY, at('2026-11-01T12:00:00Z'))).toBe(at('2026-11-02T05:00:00Z'));
    expect(nextNetworkMidnightMs(NY, at('2026-10-31T12:00:00Z'))).toBe(at('2026-11-01T04:00:00Z'));
  });
});

describe('sharedCacheControl', () => {
  it('keeps the usual lifetimes when the page does not turn soon', () => {
    expect(sharedCacheControl(0)).toBe(SHARED_CACHE_CONTROL);
    expect(sharedCacheControl(0, 5 * 3600_000)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
  });

  it('never lets a copy (fresh plus stale) outlive the instant the page turns', () => {
    expect(sharedCacheControl(0, 1200_000)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=900');
    expect(sharedCacheControl(0, 120_500)).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=0');
    expect(sharedCacheControl(10_000, 5_000)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
  });

  it('is what a cookie-less line page gets just before the network midnight', () => {
    const now = Date.now();
    const response = new Response('<p>timetable</p>', { headers: { 'content-type': 'text/html' } });
    const locals = {
      route: { publicCache: true },
      notFound: null,
      sharedCacheUntil: now + 60_000,
    } as unknown as App.Locals;
    applySharedCache({ request: new Request('http://site.test/en/schedules/line/bus%3AB6'), locals }, response);
    const [, fresh, stale] =
      /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(response.headers.get('Cache-Control') ?? '') ?? [];
    expect(Number(fresh) + Number(stale)).toBeLessThanOrEqual(60);
    expect(response.headers.get('Vary')).toBe('Cookie');
  });
});
