import { beforeAll, describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { timetableBody } from '../http/timetable-presenters.ts';
import { buildGrid } from '../../domain/timetable-grid.ts';
import { countInversions } from './trip-order.ts';
import { lineTimetable } from './line-timetable.ts';

/**
 * An all-night line (GTFS service days run past 24:00): each day's service ends with a train leaving Alpha at 24:15
 * (00:15 the next morning) while the next service day's trains start at 00:31. The 23:50 runs on to Gamma after
 * midnight; the 23:58 only arrives after midnight.
 */
const FEED: Record<string, string> = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    MTA,MTA,https://mta.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
    A,Alpha,40.75,-73.98
    B,Beta,40.76,-73.97
    C,Gamma,40.77,-73.96`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    N,MTA,N,All night,1`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    ALL,1,1,1,1,1,1,1,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,direction_id
    N,ALL,N-2345,0
    N,ALL,N-2350,0
    N,ALL,N-2358,0
    N,ALL,N-2415,0
    N,ALL,N-0031,0
    N,ALL,N-0051,0`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    N-2345,23:45:00,23:45:00,A,1
    N-2345,23:50:00,23:50:00,B,2
    N-2350,23:50:00,23:50:00,A,1
    N-2350,24:01:00,24:01:00,B,2
    N-2350,24:06:00,24:06:00,C,3
    N-2358,23:58:00,23:58:00,A,1
    N-2358,24:03:00,24:03:00,B,2
    N-2415,24:15:00,24:15:00,A,1
    N-2415,24:20:00,24:20:00,B,2
    N-0031,00:31:00,00:31:00,A,1
    N-0031,00:36:00,00:36:00,B,2
    N-0051,00:51:00,00:51:00,A,1
    N-0051,00:56:00,00:56:00,B,2`,
};

let network: TransitNetwork;
beforeAll(async () => {
  network = await buildNetworkFromGtfsText(FEED);
});

const route = () => network.lookup.route.get('N')!;
/** Each trip's time at Alpha as "HH:MM" on the page's clock ("<" marks a trip of the service day before). */
const alphaTimes = (nightBefore: boolean) =>
  timetableBody(network, route(), '0', '2026-01-14', { nightBefore })!.sections.flatMap((section) =>
    section.trips.map((trip) => (trip.dayBefore ? '<' : '') + (trip.times[0]?.slice(11, 16) ?? '--')),
  );

describe("today's line timetable after midnight", () => {
  it("lists the day before's trains still running after midnight first, from midnight on, at their clock times", () => {
    expect(alphaTimes(false)).toEqual(['00:31', '00:51', '23:45', '23:50', '23:58', '00:15']);
    // Tuesday's 24:15 leaves at 00:15 on Wednesday; its 23:50 is listed from Beta (00:01) on; its 23:58 only arrives
    // after midnight: not listed.
    expect(alphaTimes(true)).toEqual(['<--', '<00:15', '00:31', '00:51', '23:45', '23:50', '23:58', '00:15']);
    const body = timetableBody(network, route(), '0', '2026-01-14', { nightBefore: true })!;
    const [carried, next] = body.sections[0].trips;
    expect(carried.times).toEqual([null, '2026-01-14T00:01:00-05:00', '2026-01-14T00:06:00-05:00']);
    expect(next.times).toEqual(['2026-01-14T00:15:00-05:00', '2026-01-14T00:20:00-05:00', null]);
  });

  it('keeps every block free of time inversions', () => {
    const timetable = lineTimetable(network, route(), '0', '2026-01-14', { nightBefore: true })!;
    for (const section of timetable.sections)
      expect(
        countInversions(
          section.map((trip) => trip.times),
          section.map((_, i) => i),
        ),
      ).toBe(0);
  });

  it('at 00:05 the page opens on the early band, on the train still running', () => {
    const body = timetableBody(network, route(), '0', '2026-01-14', { nightBefore: true })!;
    const grid = buildGrid(body, { band: undefined, stops: 'all', expanded: false, nowMinutes: 5 });
    expect(grid.band).toBe('early');
    const current = grid.sections.flatMap((section) => section.columns).find((column) => column.current);
    expect(current).toMatchObject({ kind: 'trip', cells: [null, { text: '00:01' }, { text: '00:06' }] });
  });

  it("the page's grid puts last night's trips in tables of their own, ahead of the day's", () => {
    const body = timetableBody(network, route(), '0', '2026-01-14', { nightBefore: true })!;
    const grid = buildGrid(body, { band: 'all', stops: 'all', expanded: true, nowMinutes: 5 });
    const firstTimes = grid.sections.map((section) => ({
      nightBefore: section.nightBefore,
      trips: section.columns.map((column) =>
        column.kind === 'trip' ? column.cells.find((cell) => cell !== null)!.text : 'every',
      ),
    }));
    expect(firstTimes).toEqual([
      { nightBefore: true, trips: ['00:01', '00:15'] },
      { nightBefore: false, trips: ['00:31', '00:51', '23:45', '23:50', '23:58', '00:15'] },
    ]);
    // Another date has no trip of the night before: one table, as before.
    const other = buildGrid(timetableBody(network, route(), '0', '2026-01-14', { nightBefore: false })!, {
      band: 'all',
      stops: 'all',
      expanded: true,
      nowMinutes: null,
    });
    expect(other.sections.map((section) => section.nightBefore)).toEqual([false]);
  });
});
