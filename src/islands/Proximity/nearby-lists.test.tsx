// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { NearbyDeparture, NearbyResponse, NearbyStopArea } from '../../contract/nearby.ts';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import { DeparturesNearYou } from './DeparturesNearYou.tsx';
import { NearbyStopList } from './NearbyStopList.tsx';
import { ShiftedNotice } from './ShiftedNotice.tsx';

const NOW = Date.parse('2026-11-28T15:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const line = {
  id: 'subway:7',
  shortName: '7',
  longName: 'Flushing Local',
  mode: 'metro' as const,
  color: '#B933AD',
  textColor: '#FFFFFF',
};
const common = {
  timeZone: 'America/New_York',
  locale: 'en-US',
  nowMs: NOW,
  stopHref: (id: string) => `/en/proximity/stopArea/${id}`,
};

function area(overrides: Partial<NearbyStopArea>): NearbyStopArea {
  return {
    id: 'subway:127',
    name: 'Times Sq-42 St',
    lat: 40.7557,
    lon: -73.987,
    distance: 400,
    walkMinutes: 6,
    modes: ['metro'],
    lines: [line],
    next: [],
    ...overrides,
  };
}

const inEnglish = (node: React.ReactNode) => render(<IslandI18n lang="en">{node}</IslandI18n>);

afterEach(cleanup);

describe('the nearby lists say only waits one can walk to', () => {
  it('a stop 6 minutes away: no "Now" nor "2 min" for a train leaving before one gets there; the clock time, said too soon', async () => {
    inEnglish(
      <NearbyStopList
        {...common}
        stopAreas={[
          area({
            next: [
              {
                lineId: 'subway:7',
                direction: '0',
                headsign: 'Flushing-Main St',
                departureTimes: [at(0), at(2), at(9)],
              },
            ],
          }),
        ]}
      />,
    );
    const times = (await screen.findByTestId('nearby-stop')).querySelector('.nearby-stop__times')!.textContent!;
    expect(times).not.toMatch(/Now|\b2 min/);
    expect(times).toContain('too soon to walk there');
    expect(times).toContain('9 min');
  });

  it('a stop right there: "Now" for a train one can still board', async () => {
    inEnglish(
      <NearbyStopList
        {...common}
        stopAreas={[
          area({
            distance: 30,
            walkMinutes: 0,
            next: [{ lineId: 'subway:7', direction: '0', headsign: 'Flushing-Main St', departureTimes: [at(0.5)] }],
          }),
        ]}
      />,
    );
    expect((await screen.findByTestId('nearby-stop')).textContent).toContain('Now');
  });

  it('departures near the centre drop the times the clock has made unreachable, and a row left with none', async () => {
    const row = (times: string[]): NearbyDeparture => ({
      line,
      direction: '0',
      headsign: 'Flushing-Main St',
      stopArea: { id: 'subway:127', name: 'Times Sq-42 St' },
      stopPointId: 'subway:R16',
      distance: 400,
      walkMinutes: 6,
      departureTimes: times,
    });
    inEnglish(
      <DeparturesNearYou
        {...common}
        departures={[row([at(1), at(12)]), { ...row([at(3)]), direction: '1', headsign: 'Hudson Yards' }]}
      />,
    );
    const rows = await screen.findAllByTestId('nearby-departure');
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('12 min');
    expect(rows[0].textContent).not.toMatch(/Now|\b1 min/);
  });
});

describe("each time links to its run's trip page", () => {
  it('in both lists, with the date the run started on and the stop it leaves', async () => {
    const run = { tripId: 'subway:7-2350', runDate: '2026-11-27', stopPointId: 'subway:R16' };
    const tripHref = (r: typeof run) => `/en/trip/${r.tripId}?date=${r.runDate}&stop=${r.stopPointId}`;
    const departure: NearbyDeparture = {
      line,
      direction: '0',
      headsign: 'Flushing-Main St',
      stopArea: { id: 'subway:127', name: 'Times Sq-42 St' },
      stopPointId: 'subway:R16',
      distance: 400,
      walkMinutes: 6,
      departureTimes: [at(12)],
      live: [true],
      runs: [run],
    };
    inEnglish(
      <>
        <DeparturesNearYou {...common} departures={[departure]} tripHref={tripHref} />
        <NearbyStopList
          {...common}
          tripHref={tripHref}
          stopAreas={[
            area({
              next: [
                {
                  lineId: 'subway:7',
                  direction: '0',
                  headsign: 'Flushing-Main St',
                  departureTimes: [at(12)],
                  runs: [run],
                },
              ],
            }),
          ]}
        />
      </>,
    );
    const links = await screen.findAllByTestId('nearby-trip-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/trip/subway:7-2350?date=2026-11-27&stop=subway:R16',
      '/en/trip/subway:7-2350?date=2026-11-27&stop=subway:R16',
    ]);
    expect(links[0].textContent).toBe('12 min live');
    expect(links[0].getAttribute('aria-label')).toBe('Follow this run: 12 min live to Flushing-Main St');
  });
});

describe('a stop with no departure says why', () => {
  it('the next departure after the list hours, or none for a day', async () => {
    inEnglish(
      <NearbyStopList
        {...common}
        stopAreas={[area({ nextLater: '2026-11-28T13:40:00-05:00' }), area({ id: 'subway:x', name: 'Terminal' })]}
      />,
    );
    const reasons = await screen.findAllByTestId('nearby-stop-none');
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      'No departure in the next two hours: the next one leaves at 1:40 PM.',
      'No departure from this stop in the next 24 hours.',
    ]);
  });
});

describe("another day's timetable", () => {
  it('is said once above the lists and marked on each row that follows it', async () => {
    const answer: NearbyResponse = {
      timezone: 'America/New_York',
      fromDatetime: at(0),
      departures: [],
      stopAreas: [
        area({
          next: [
            {
              lineId: 'subway:7',
              direction: '0',
              headsign: 'Flushing-Main St',
              departureTimes: [at(20)],
              serviceDate: '2026-10-31',
              serviceDateShiftedFrom: '2026-11-28',
            },
          ],
        }),
      ],
    };
    inEnglish(
      <>
        <ShiftedNotice answer={answer} locale="en-US" />
        <NearbyStopList {...common} stopAreas={answer.stopAreas} />
      </>,
    );
    expect((await screen.findByTestId('nearby-shifted')).textContent).toContain(
      'The timetable for November 28, 2026 is not published yet',
    );
    expect(screen.getByTestId('nearby-shifted-mark').textContent).toBe('timetable of October 31, 2026');
  });
});
