import { beforeAll, describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { dayTimetable, stopBoard } from './stop-board.ts';
import type { TransitNetwork } from '../model/types.ts';

/**
 * Night service across the service-day boundary (GTFS days run past 24:00). Line N runs all night: its service day ends
 * with a train at 24:15 and the next one starts at 00:31. Line G stops at 25:00 and starts again at 05:00.
 */
const NIGHT_FEED: Record<string, string> = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    MTA,MTA,https://mta.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
    A,Alpha,40.75,-73.98
    B,Beta,40.76,-73.97`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    N,MTA,N,All night,1
    G,MTA,G,Night gap,1`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    ALL,1,1,1,1,1,1,1,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,direction_id
    N,ALL,N-2345,0
    N,ALL,N-2415,0
    N,ALL,N-0031,0
    N,ALL,N-0051,0
    G,ALL,G-0500,0
    G,ALL,G-2500,0`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    N-2345,23:45:00,23:45:00,A,1
    N-2345,23:50:00,23:50:00,B,2
    N-2415,24:15:00,24:15:00,A,1
    N-2415,24:20:00,24:20:00,B,2
    N-0031,00:31:00,00:31:00,A,1
    N-0031,00:36:00,00:36:00,B,2
    N-0051,00:51:00,00:51:00,A,1
    N-0051,00:56:00,00:56:00,B,2
    G-0500,05:00:00,05:00:00,A,1
    G-0500,05:05:00,05:05:00,B,2
    G-2500,25:00:00,25:00:00,A,1
    G-2500,25:05:00,25:05:00,B,2`,
};

let network: TransitNetwork;
beforeAll(async () => {
  network = await buildNetworkFromGtfsText(NIGHT_FEED);
});

/** "HH:MM" New York clock, with " last" when the board marks the day's last departure. */
function boardOf(line: string, at: string): string[] {
  const stop = network.lookup.stop.get('A')!;
  const group = stopBoard(network, [stop], Date.parse(at), 4).find((g) => network.routes.ids[g.route] === line)!;
  const clock = (ms: number) => new Date(ms - 5 * 3600_000).toISOString().slice(11, 16);
  return group.departures.map(({ departure, lastOfDay }) => clock(departure.departureMs) + (lastOfDay ? ' last' : ''));
}

describe('"last departure of the day" across the service-day boundary', () => {
  it("all-night line: the previous service day's last train is not marked when the next day's trains follow it", () => {
    // 00:05 on Wednesday 2026-01-14 in New York: 00:15 is Tuesday's 24:15, 00:31 and 00:51 Wednesday's.
    expect(boardOf('N', '2026-01-14T00:05:00-05:00')).toEqual(['00:15', '00:31', '00:51', '23:45']);
  });

  it('a line with a night gap keeps the badge on the train before the gap', () => {
    expect(boardOf('G', '2026-01-14T00:05:00-05:00')).toEqual(['01:00 last', '05:00', '01:00 last', '05:00']);
  });
});

describe("a stop's full-day timetable, today after midnight", () => {
  const clock = (ms: number) => new Date(ms - 5 * 3600_000).toISOString().slice(5, 16).replace('T', ' ');
  const timetable = (nightBefore: boolean) =>
    dayTimetable(network, [network.lookup.stop.get('A')!], network.lookup.route.get('N')!, '0', '2026-01-14', {
      nightBefore,
    }).map((d) => clock(d.departureMs));

  it("starts with the day before's departures after midnight, in time order", () => {
    expect(timetable(false)).toEqual(['01-14 00:31', '01-14 00:51', '01-14 23:45', '01-15 00:15']);
    expect(timetable(true)).toEqual(['01-14 00:15', '01-14 00:31', '01-14 00:51', '01-14 23:45', '01-15 00:15']);
  });

  it("marks the day before's departures, so the page can say which night they belong to", () => {
    const marked = dayTimetable(
      network,
      [network.lookup.stop.get('A')!],
      network.lookup.route.get('N')!,
      '0',
      '2026-01-14',
      { nightBefore: true },
    );
    expect(marked.map((d) => (d.dayBefore ? '<' : '') + clock(d.departureMs))).toEqual([
      '<01-14 00:15',
      '01-14 00:31',
      '01-14 00:51',
      '01-14 23:45',
      '01-15 00:15',
    ]);
  });
});
