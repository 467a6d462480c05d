import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { activeServicesOn } from './services.ts';
import { resolveServiceDate } from './service-date-shift.ts';
import { parseRequestDateTime, serviceTimeToIso } from './service-time.ts';

const NY = 'America/New_York';

describe('serviceTimeToIso', () => {
  it('writes the zone offset, winter and summer', () => {
    expect(serviceTimeToIso(NY, '2026-01-15', 8 * 3600 + 5 * 60)).toBe('2026-01-15T08:05:00-05:00');
    expect(serviceTimeToIso(NY, '2026-07-15', 8 * 3600)).toBe('2026-07-15T08:00:00-04:00');
  });
  it('rolls times past 24:00 into the next calendar day', () => {
    expect(serviceTimeToIso(NY, '2026-01-15', 25 * 3600 + 30 * 60)).toBe('2026-01-16T01:30:00-05:00');
  });
  it('counts from noon minus 12 h on DST change days', () => {
    // 2026-03-08: clocks jump 02:00 → 03:00, so GTFS second 0 (noon minus 12 h) is 23:00 EST of the day before.
    expect(serviceTimeToIso(NY, '2026-03-08', 12 * 3600)).toBe('2026-03-08T12:00:00-04:00');
    expect(serviceTimeToIso(NY, '2026-03-08', 1 * 3600)).toBe('2026-03-08T00:00:00-05:00');
    // 2026-11-01: clocks fall back 02:00 → 01:00.
    expect(serviceTimeToIso(NY, '2026-11-01', 12 * 3600)).toBe('2026-11-01T12:00:00-05:00');
  });
});

describe('parseRequestDateTime', () => {
  it('reads instants with an offset and local times without one', () => {
    expect(parseRequestDateTime('2026-01-15T08:05:00-05:00', NY)).toBe(Date.parse('2026-01-15T13:05:00Z'));
    expect(parseRequestDateTime('2026-01-15T08:05', NY)).toBe(Date.parse('2026-01-15T13:05:00Z'));
    expect(parseRequestDateTime('yesterday', NY)).toBeNull();
    expect(parseRequestDateTime('2026-02-31T08:00', NY)).toBeNull();
  });
});

describe('stale-feed date shift', () => {
  const feed = {
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
      T,T,https://t.example,America/New_York`,
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
      A,A,40.7,-74.0
      B,B,40.71,-74.0`,
    'routes.txt': `route_id,route_short_name,route_type
      R,R,3`,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
      WK,1,1,1,1,1,0,0,20260105,20260130
      SU,0,0,0,0,0,0,1,20260105,20260130`,
    'calendar_dates.txt': `service_id,date,exception_type
      WK,20260119,2
      SU,20260119,1`,
    'trips.txt': `route_id,service_id,trip_id
      R,WK,w
      R,SU,s`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
      w,08:00:00,08:00:00,A,1
      w,08:10:00,08:10:00,B,2
      s,09:00:00,09:00:00,A,1
      s,09:10:00,09:10:00,B,2`,
  };

  it('keeps a covered date and shifts others to the same weekday of the nearest covered week', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    expect(resolveServiceDate(network, 0, '2026-01-14')).toEqual({ serviceDate: '2026-01-14' });
    // Wednesday 2026-11-25 lies after the feed: the last covered Wednesday is 2026-01-28.
    expect(resolveServiceDate(network, 0, '2026-11-25')).toEqual({
      serviceDate: '2026-01-28',
      serviceDateShiftedFrom: '2026-11-25',
    });
    // Monday 2025-12-29 lies before: the first covered Monday is 2026-01-05.
    expect(resolveServiceDate(network, 0, '2025-12-29')).toEqual({
      serviceDate: '2026-01-05',
      serviceDateShiftedFrom: '2025-12-29',
    });
  });

  it('applies calendar weekdays, removals and additions', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const running = (date: string) =>
      network.services.ids.filter((_, s) => activeServicesOn(network, date).active[s] === 1);
    expect(running('2026-01-12')).toEqual(['WK']);
    expect(running('2026-01-19')).toEqual(['SU']);
    expect(running('2026-01-18')).toEqual(['SU']);
    expect(running('2026-01-17')).toEqual([]);
    expect(running('2026-01-10')).toEqual([]);
    const shifted = activeServicesOn(network, '2026-03-02');
    expect(shifted.feedDates[0]).toEqual({ serviceDate: '2026-01-26', serviceDateShiftedFrom: '2026-03-02' });
    expect(network.services.ids.filter((_, s) => shifted.active[s] === 1)).toEqual(['WK']);
  });
});

describe('epochMsToIso', () => {
  it('agrees with Temporal around both 2026 DST changes in New York and in a half-hour zone', async () => {
    const { Temporal } = await import('temporal-polyfill');
    const { epochMsToIso } = await import('./service-time.ts');
    for (const [zone, start] of [
      [NY, '2026-03-08T05:00:00Z'],
      [NY, '2026-11-01T04:30:00Z'],
      ['Asia/Kolkata', '2026-06-01T00:00:00Z'],
      ['Australia/Adelaide', '2026-04-04T15:00:00Z'],
    ] as const) {
      for (let minutes = 0; minutes < 240; minutes += 7) {
        const ms = Date.parse(start) + minutes * 60_000;
        const expected = Temporal.Instant.fromEpochMilliseconds(ms)
          .toZonedDateTimeISO(zone)
          .toString({ timeZoneName: 'never', smallestUnit: 'second' });
        expect(epochMsToIso(zone, ms)).toBe(expected);
      }
    }
  });
  it('writes the same text on both sides of 1970 (cached parts after, Date before) and drops milliseconds', async () => {
    const { Temporal } = await import('temporal-polyfill');
    const { epochMsToIso, serviceDayIso } = await import('./service-time.ts');
    for (const zone of [NY, 'Asia/Kathmandu', 'America/St_Johns', 'UTC']) {
      for (const start of [
        '1969-12-31T22:00:00Z',
        '1970-01-01T00:00:00Z',
        '2026-09-15T03:59:59Z',
        '2099-12-31T23:00:00Z',
      ]) {
        for (let step = 0; step < 300; step++) {
          const ms = Date.parse(start) + step * 37_123;
          const expected = Temporal.Instant.fromEpochMilliseconds(Math.floor(ms / 1000) * 1000)
            .toZonedDateTimeISO(zone)
            .toString({ timeZoneName: 'never', smallestUnit: 'second' });
          expect(epochMsToIso(zone, ms)).toBe(expected);
        }
      }
      const dayIso = serviceDayIso(zone, '2026-03-08');
      for (let seconds = 0; seconds < 30 * 3600; seconds += 611)
        expect(dayIso(seconds)).toBe(serviceTimeToIso(zone, '2026-03-08', seconds));
    }
  });
});
