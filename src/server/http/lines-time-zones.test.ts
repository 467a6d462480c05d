import { describe, expect, it } from 'vitest';
import { LineTimetableResponse, LineWeekResponse } from '../../contract/lines.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { TWO_ZONE_FEED } from '../../test-support/two-zone-feed.ts';
import { createApp } from './app.ts';

const app = createApp({ network: await buildNetworkFromGtfsText(TWO_ZONE_FEED) });
const json = async (path: string) => {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.json();
};

describe('a line timetable crossing two time zones', () => {
  it("writes each stop row on its stop's clock and names the zone of a row in another zone", async () => {
    const timetable = LineTimetableResponse.parse(await json('/api/v1/lines/Z/timetable?direction=0&date=2026-01-14'));
    expect(timetable.stops.map((stop) => [stop.id, stop.timezone])).toEqual([
      ['CHI', undefined],
      ['OMA', undefined],
      ['DEN', 'America/Denver'],
    ]);
    expect(timetable.sections.flatMap((section) => section.trips.map((trip) => trip.times))).toEqual([
      ['2026-01-14T23:30:00-06:00', '2026-01-15T00:25:00-06:00', '2026-01-15T00:10:00-07:00'],
    ]);
  });

  it("prints the week's wall clock of each stop", async () => {
    const week = LineWeekResponse.parse(await json('/api/v1/lines/Z/week?direction=1&date=2026-01-14'));
    const denver = week.stops.findIndex((stop) => stop.id === 'DEN');
    expect(week.stops[denver].timezone).toBe('America/Denver');
    const times = week.blocks[0].sections[0][0].times;
    // Leaves Denver at 06:00 on Denver's clocks (07:00 by the Chicago agency's), reaches Chicago at 21:00.
    expect(times[denver]).toBe('06:00');
    expect(times[week.stops.findIndex((stop) => stop.id === 'CHI')]).toBe('21:00');
  });
});
