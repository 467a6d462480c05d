import { describe, expect, it } from 'vitest';
import { TEST_FEED } from '../../test-support/test-feed.ts';
import { validateFeed, type ValidationOptions } from './feed-validation.ts';
import { gtfsTextSource } from './text-source.ts';

/** In the test feed's calendar (weekdays 2026-01-05 → 2026-01-30). */
const IN_SERVICE: ValidationOptions = { today: '2026-01-12', requireComingService: true };

const check = (files: Record<string, string>, options: ValidationOptions = IN_SERVICE) =>
  validateFeed(gtfsTextSource(files), 'test', options);
const codes = (issues: Array<{ code: string }>) => issues.map((issue) => issue.code).sort();

describe('validateFeed', () => {
  it('finds nothing wrong with a sound feed, and tells its service window and coming days', async () => {
    const report = await check(TEST_FEED);
    expect(report.errors).toEqual([]);
    expect(report.serviceWindow).toEqual({ start: '2026-01-05', end: '2026-01-30' });
    expect(report.coming).toEqual({ from: '2026-01-12', days: 7, withService: 5 });
    expect(report.counts).toMatchObject({ stops: 10, routes: 3, trips: 6, stopTimes: 16 });
  });

  it('refuses a feed without its required files', async () => {
    const { 'stop_times.txt': _times, 'calendar.txt': _calendar, ...rest } = TEST_FEED;
    const report = await check(rest);
    expect(report.errors.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['stop_times.txt is missing', 'neither calendar.txt nor calendar_dates.txt is present']),
    );
  });

  it('refuses references to stops, trips, routes and services that do not exist, counted once per kind', async () => {
    const report = await check({
      ...TEST_FEED,
      'trips.txt': `${TEST_FEED['trips.txt']}
        99,WKD,ghost-route,Nowhere,0,
        2,HOLIDAY,ghost-service,Nowhere,0,`,
      'stop_times.txt': `${TEST_FEED['stop_times.txt']}
        2N-0800,08:06:00,08:06:00,NOWHERE,4
        2N-0800,08:07:00,08:07:00,ELSEWHERE,5
        no-such-trip,08:00:00,08:00:00,GCN,1`,
    });
    expect(codes(report.errors)).toEqual(['unknown_route', 'unknown_service', 'unknown_stop', 'unknown_trip']);
    expect(report.errors.find((issue) => issue.code === 'unknown_stop')).toMatchObject({
      file: 'stop_times.txt',
      count: 2,
      message: 'trip "2N-0800" stops at unknown stop_id "NOWHERE"',
    });
  });

  it('refuses a trip that goes back in time, and malformed times', async () => {
    const report = await check({
      ...TEST_FEED,
      'stop_times.txt': TEST_FEED['stop_times.txt']
        .replace('2N-0810,08:13:00,08:13:00,BP,2', '2N-0810,08:03:00,08:03:00,BP,2')
        .replace('10-0900,09:06:00,09:06:00', '10-0900,9h06,9h06'),
    });
    expect(codes(report.errors)).toEqual(['bad_time', 'missing_end_time', 'time_backwards']);
    expect(report.errors.find((issue) => issue.code === 'time_backwards')!.message).toBe(
      'trip "2N-0810" goes back in time at stop_sequence 2',
    );
  });

  it('checks times in stop_sequence order, not in the order rows are written', async () => {
    const shuffled = TEST_FEED['stop_times.txt'].replace(
      /(\n\s*2N-0800,08:00:00[^\n]*)(\n\s*2N-0800,08:03:00[^\n]*)/,
      '$2$1',
    );
    expect((await check({ ...TEST_FEED, 'stop_times.txt': shuffled })).errors).toEqual([]);
  });

  it('refuses a feed fetched from its operator that runs nothing in the coming days; a pinned package only warns', async () => {
    const after = { today: '2026-02-02' };
    const fetched = await check(TEST_FEED, { ...after, requireComingService: true });
    expect(fetched.errors.map((issue) => issue.message)).toEqual([
      'no service from 2026-02-02 for 7 days: the feed ends on 2026-01-30',
    ]);
    const pinned = await check(TEST_FEED, after);
    expect(pinned.errors).toEqual([]);
    expect(codes(pinned.warnings)).toContain('no_coming_service');
  });

  it('refuses impossible positions and a feed whose stops are mostly outside the expected area', async () => {
    const report = await check({
      ...TEST_FEED,
      'stops.txt': TEST_FEED['stops.txt'].replace('BP,42 St-Bryant Pk,40.754222,-73.984569', 'BP,42 St-Bryant Pk,0,0'),
    });
    expect(report.errors.map((issue) => issue.message)).toEqual(['stop "BP" is at 0,0']);
    const paris = { south: 48.7, west: 2.2, north: 49, east: 2.5 };
    const elsewhere = await check(TEST_FEED, { ...IN_SERVICE, area: paris });
    expect(codes(elsewhere.errors)).toEqual(['mostly_outside_area']);
    const newYork = { south: 40.4, west: -74.3, north: 41.1, east: -73.6 };
    const inside = await check(TEST_FEED, { ...IN_SERVICE, area: newYork });
    expect(inside.errors).toEqual([]);
    // The test feed's lake stop lies outside the box: reported, not refused.
    expect(inside.warnings.find((issue) => issue.code === 'outside_area')!.message).toBe(
      'stop "LAKE" at 41.5,-74.5 is outside the expected area',
    );
  });

  it('refuses duplicate ids and missing required fields', async () => {
    const report = await check({
      ...TEST_FEED,
      'routes.txt': `${TEST_FEED['routes.txt']}
        10,MTA,,,1,,`,
      'agency.txt': TEST_FEED['agency.txt'].replace('America/New_York', 'Mars/Olympus'),
    });
    expect(codes(report.errors)).toEqual(['bad_timezone', 'duplicate_route_id', 'missing_route_name']);
  });
});
