import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { addDays } from './calendar-days.ts';
import { feedDayProfiles } from './feed-day-profile.ts';
import { resolveServiceDate } from './service-date-shift.ts';
import { activeServicesOn } from './services.ts';

/** A trip as its trips.txt row and its two stop_times.txt rows. */
const trip = (id: string, service: string, hour: number) => {
  const time = `${String(hour).padStart(2, '0')}:00:00`;
  return [
    `R,${service},${id}`,
    `${id},${time},${time},A,1`,
    `${id},${time.replace(':00:', ':10:')},${time.replace(':00:', ':10:')},B,2`,
  ];
};
/** Six trips a weekday, two on Sundays, for half a year; then a stray Monday trip for ten more weeks. */
const trips = [
  ...[5, 6, 7, 8, 9, 10].map((hour) => trip(`wk${hour}`, 'WK', hour)),
  ...[9, 10].map((hour) => trip(`su${hour}`, 'SU', hour)),
  trip('tail', 'TAIL', 7),
];
const feed = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    T,T,https://t.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
    A,A,40.7,-74.0
    B,B,40.71,-74.0`,
  'routes.txt': `route_id,route_short_name,route_type
    R,R,2`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WK,1,1,1,1,1,0,0,20260105,20260626
    SU,0,0,0,0,0,0,1,20260105,20260628
    TAIL,1,0,0,0,0,0,0,20260629,20260907`,
  // Memorial Day (last Monday of May) and a fixed-date holiday on a Tuesday run the Sunday service.
  'calendar_dates.txt': `service_id,date,exception_type
    WK,20260525,2
    SU,20260525,1
    WK,20260317,2
    SU,20260317,1`,
  'trips.txt': `route_id,service_id,trip_id\n${trips.map((t) => t[0]).join('\n')}`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${trips.flatMap((t) => t.slice(1)).join('\n')}`,
};

const running = (network: Awaited<ReturnType<typeof buildNetworkFromGtfsText>>, date: string) =>
  network.services.ids.filter((_, s) => activeServicesOn(network, date).active[s] === 1);

describe('representative week of a stale feed', () => {
  it('skips the sparse tail: a Monday after the feed is answered from the last Monday of main service', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    // The nearest covered Monday, 2026-09-07, runs the one stray trip; 2026-06-22 runs the weekday timetable.
    expect(resolveServiceDate(network, 0, '2026-11-23')).toEqual({
      serviceDate: '2026-06-22',
      serviceDateShiftedFrom: '2026-11-23',
    });
    expect(running(network, '2026-11-23')).toEqual(['WK']);
    // Weekdays without a tail are unchanged: the last covered Wednesday.
    expect(resolveServiceDate(network, 0, '2026-11-25').serviceDate).toBe('2026-06-24');
    // Dates the feed covers are answered as they are, tail included.
    expect(resolveServiceDate(network, 0, '2026-08-31')).toEqual({ serviceDate: '2026-08-31' });
  });

  it('passes over the feed’s holidays when choosing a weekday', async () => {
    const network = await buildNetworkFromGtfsText({
      ...feed,
      'calendar_dates.txt': `${feed['calendar_dates.txt']}\n    WK,20260105,2\n    WK,20260106,2`,
    });
    // Monday 2025-12-29 lies before the feed; its first Monday, 2026-01-05, runs nothing.
    expect(resolveServiceDate(network, 0, '2025-12-29').serviceDate).toBe('2026-01-12');
  });

  it('knows the feed’s holidays and the weekday each resembles', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const [profile] = feedDayProfiles(network);
    const holidays = profile.holidays.map(({ day, resembles }) => [
      addDays(network.services.firstDate, day),
      resembles,
    ]);
    // Both run the Sunday service (weekday 6).
    expect(holidays).toEqual([
      ['2026-03-17', 6],
      ['2026-05-25', 6],
    ]);
    expect(profile.medians).toEqual([6, 6, 6, 6, 6, 0, 2]);
  });
});

describe('holidays outside the covered period', () => {
  it('answers a holiday from the same holiday of the covered period, by date or by rule', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    // Tuesday 2026-03-17 is a holiday in the feed: Wednesday 2027-03-17 is answered from it.
    expect(resolveServiceDate(network, 0, '2027-03-17')).toEqual({
      serviceDate: '2026-03-17',
      serviceDateShiftedFrom: '2027-03-17',
    });
    // The last Monday of May 2027 is the same holiday as 2026-05-25.
    expect(resolveServiceDate(network, 0, '2027-05-31').serviceDate).toBe('2026-05-25');
    expect(running(network, '2027-05-31')).toEqual(['SU']);
    // The Monday before it is an ordinary Monday.
    expect(resolveServiceDate(network, 0, '2027-05-24').serviceDate).toBe('2026-06-22');
  });
});
