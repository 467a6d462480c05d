import { describe, expect, it } from 'vitest';
import { StopBoardResponse, StopTimetableResponse } from '../../../contract/stop-board.ts';
import { gtfsTextSource } from '../../gtfs/text-source.ts';
import { createApp } from '../../http/app.ts';
import { compileNetwork } from './network-builder.ts';

/** One feed of one line with one daily trip through March 2026, written on its agency's clock. */
function lineFeed(zone: string, prefix: string, stopTimes: string): Record<string, string> {
  return {
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
      ${prefix}A,${prefix} Transit,https://${prefix.toLowerCase()}.example,${zone}`,
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
      ${prefix}1,${prefix} Central,40.0,-80.0
      ${prefix}2,${prefix} North,40.1,-80.0`,
    'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
      ${prefix}L,${prefix}A,${prefix},${prefix} Line,3`,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
      ${prefix}D,1,1,1,1,1,1,1,20260301,20260331`,
    'trips.txt': `route_id,service_id,trip_id,direction_id
      ${prefix}L,${prefix}D,${prefix}t1,0
      ${prefix}L,${prefix}D,${prefix}t2,0`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${stopTimes
      .replaceAll('@', prefix)
      .split('\n')
      .map((line) => line.trim())
      .join('\n')}`,
  };
}

const STOP_TIMES = `@t1,08:00:00,08:00:00,@1,1
  @t1,09:00:00,09:00:00,@2,2
  @t2,23:30:00,23:30:00,@1,1
  @t2,24:40:00,24:40:00,@2,2`;

async function twoFeedApp(networkZone: string, secondZone: string) {
  const network = await compileNetwork(
    [
      { id: 'home', source: gtfsTextSource(lineFeed(networkZone, 'H', STOP_TIMES), 'home'), namespaceIds: false },
      { id: 'away', source: gtfsTextSource(lineFeed(secondZone, 'W', STOP_TIMES), 'away'), namespaceIds: false },
    ],
    {},
  );
  return { network, app: createApp({ network }) };
}

async function timetable(app: ReturnType<typeof createApp>, stop: string, line: string, date: string) {
  const res = await app.request(`/api/v1/stopBoards/stopPoint/${stop}/timetable?line=${line}&direction=0&date=${date}`);
  expect(res.status).toBe(200);
  return StopTimetableResponse.parse(await res.json());
}

describe("a second feed whose agency keeps another zone than the network's", () => {
  it('moves its times to the network clock on each service day, through the DST change both zones make on one day', async () => {
    const { network, app } = await twoFeedApp('America/New_York', 'America/Chicago');
    expect(network.timezone).toBe('America/New_York');
    // 8 March 2026: both zones move to summer time at 02:00 of their own clocks, an hour apart.
    for (const [date, offset] of [
      ['2026-03-07', '-06:00'],
      ['2026-03-08', '-05:00'],
      ['2026-03-09', '-05:00'],
    ]) {
      const day = await timetable(app, 'W1', 'WL', date);
      expect(day.timezone).toBe('America/New_York');
      expect(day.stopTimezone).toBe('America/Chicago');
      expect(day.departures.map((d) => d.departureTime)).toEqual([
        `${date}T08:00:00${offset}`,
        `${date}T23:30:00${offset}`,
      ]);
    }
    // The same instants seen from the network's clock: an hour later in New York.
    const instant = (iso: string) => new Date(iso).toISOString();
    const day = await timetable(app, 'W1', 'WL', '2026-03-08');
    expect(day.departures.map((d) => instant(d.departureTime))).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T04:30:00.000Z',
    ]);
    const home = await timetable(app, 'H1', 'HL', '2026-03-08');
    expect(home.stopTimezone).toBeUndefined();
    expect(home.departures[0].departureTime).toBe('2026-03-08T08:00:00-04:00');
  });

  it('follows the weeks when the gap between both zones differs (North America and Europe change on other Sundays)', async () => {
    const { network, app } = await twoFeedApp('Europe/London', 'America/New_York');
    expect(network.timezone).toBe('Europe/London');
    // New York 08:00 is 13:00 in London, 12:00 from 8 March (US summer time), 13:00 again from 29 March (UK's).
    for (const [date, offset, london] of [
      ['2026-03-07', '-05:00', '13:00'],
      ['2026-03-08', '-04:00', '12:00'],
      ['2026-03-28', '-04:00', '12:00'],
      ['2026-03-29', '-04:00', '13:00'],
    ]) {
      const day = await timetable(app, 'W1', 'WL', date);
      expect(day.stopTimezone).toBe('America/New_York');
      expect(day.departures[0].departureTime).toBe(`${date}T08:00:00${offset}`);
      const londonClock = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(day.departures[0].departureTime));
      expect(londonClock).toBe(london);
    }
    // A board read on the network's clock finds both sides of the UK's change, each at 08:00 in New York.
    const res = await app.request('/api/v1/stopBoards/stopPoint/W1?fromDatetime=2026-03-28T10:00&limit=3');
    expect(res.status).toBe(200);
    const board = StopBoardResponse.parse(await res.json());
    expect(board.stopTimezone).toBe('America/New_York');
    expect(board.groups[0].departures.map((d) => d.departureTime)).toEqual([
      '2026-03-28T08:00:00-04:00',
      '2026-03-28T23:30:00-04:00',
      '2026-03-29T08:00:00-04:00',
    ]);
  });
});
