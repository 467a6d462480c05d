import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { StopBoardResponse, StopTimetableResponse } from '../../contract/stop-board.ts';
import StopBoard from '../../islands/StopPage/StopBoard.tsx';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { TWO_ZONE_FEED } from '../../test-support/two-zone-feed.ts';
import { createApp } from './app.ts';

const app = createApp({ network: await buildNetworkFromGtfsText(TWO_ZONE_FEED) });
const json = async (path: string) => {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.json();
};

describe("a stop board in another zone than the network's", () => {
  it("answers the stop's times with its own offset and names its zone; a stop in the network's zone says none", async () => {
    const board = StopBoardResponse.parse(await json('/api/v1/stopBoards/stopPoint/DEN?fromDatetime=2026-01-14T06:30'));
    expect(board.timezone).toBe('America/Chicago');
    expect(board.stopTimezone).toBe('America/Denver');
    const byDirection = Object.fromEntries(board.groups.map((g) => [g.direction, g]));
    // 07:00 by the Chicago agency's clock is 06:00 on Denver's.
    expect(byDirection['1'].departures.map((d) => d.departureTime)).toEqual([
      '2026-01-14T06:00:00-07:00',
      '2026-01-15T06:00:00-07:00',
    ]);
    expect(byDirection['0'].state).toBe('terminus');
    expect(byDirection['0'].arrivals[0]).toBe('2026-01-15T00:10:00-07:00');

    const chicago = StopBoardResponse.parse(
      await json('/api/v1/stopBoards/stopPoint/CHI?fromDatetime=2026-01-14T20:00'),
    );
    expect(chicago.stopTimezone).toBeUndefined();
    expect(chicago.groups.find((g) => g.direction === '0')?.departures[0].departureTime).toBe(
      '2026-01-14T23:30:00-06:00',
    );
  });

  it("lists a day's timetable on the stop's clock", async () => {
    const timetable = StopTimetableResponse.parse(
      await json('/api/v1/stopBoards/stopPoint/DEN/timetable?line=Z&direction=1&date=2026-01-14'),
    );
    expect(timetable.stopTimezone).toBe('America/Denver');
    expect(timetable.departures.map((d) => d.departureTime)).toEqual(['2026-01-14T06:00:00-07:00']);
  });

  it("is shown on the stop's clock with the zone named", async () => {
    const board = StopBoardResponse.parse(await json('/api/v1/stopBoards/stopPoint/DEN?fromDatetime=2026-01-14T06:30'));
    const html = renderToStaticMarkup(
      createElement(StopBoard, {
        lang: 'en',
        board,
        nowMs: Date.parse('2026-01-14T12:30:00Z'),
        live: false,
        lineHrefs: {},
        timetableHrefs: {},
      }),
    );
    expect(html).toContain('6:00 AM MST');
    expect(html).toContain('12:10 AM MST');
    expect(html).not.toContain('7:00 AM');
  });
});
