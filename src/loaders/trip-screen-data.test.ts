import { describe, expect, it } from 'vitest';
import type { Journey } from '../contract/trip-planner.ts';
import type { BffClient } from '../bff-client/bff-fetch.ts';
import { formatClock } from '../domain/trip-format.ts';
import {
  detailedOnServer,
  networkTimeZone,
  readTripScreen,
  returnDeparture,
  returnSearchRequest,
  SearchRefused,
  searchOnServer,
  searchWithout,
} from './trip-screen-data.ts';

const NY = 'America/New_York';
const url = new URL(
  'http://x/en/trip-planner/returns?fi=subway%3A127&fv=Times+Sq-42+St&ffv=Times+Sq-42+St&fpt=stopArea&flat=40.75&flon=-73.98' +
    '&ti=subway%3AD43&tv=Coney+Island&tfv=Coney+Island&tpt=stopArea&tlat=40.57&tlon=-73.98&tt=1&dt=2026-11-22T09:00-05:00&rt=2026-11-22T11:00-05:00&jsc=out&v[0][i]=x',
);
const outbound = { journeySummaryCode: 'out', arrivalDateTime: '2026-11-22T11:30:00-05:00' } as Journey;

describe('trip screens from their URL', () => {
  it('rebuilds the form and the outbound request', () => {
    const screen = readTripScreen(url, NY, Date.UTC(2026, 10, 22, 13));
    expect(screen.form).toMatchObject({
      tripType: 'full',
      dateTime: '2026-11-22T09:00-05:00',
      returnDateTime: '2026-11-22T11:00-05:00',
      via: null,
    });
    expect(screen.request).toMatchObject({
      fromId: 'subway:127',
      toId: 'subway:D43',
      tripType: '1',
      departureDateTime: '2026-11-22T09:00-05:00',
    });
    expect(screen.query.journey).toBe('out');
  });
  it('plans the way back no earlier than the outbound arrival', () => {
    const screen = readTripScreen(url, NY);
    expect(returnDeparture(screen.form, outbound, NY)).toBe('2026-11-22T11:30-05:00');
    expect(returnDeparture({ ...screen.form, returnDateTime: '2026-11-22T17:00-05:00' }, outbound, NY)).toBe(
      '2026-11-22T17:00-05:00',
    );
    expect(returnSearchRequest(screen, outbound, NY)).toMatchObject({
      tripType: '2',
      fromId: 'subway:D43',
      toId: 'subway:127',
      previousJourneySummaryCode: 'out',
    });
  });
  it('reads a link whose return comes too early with the minimum return of departure + 2 h (spec section 5)', () => {
    // A 'next day' suggestion moved dt a day on and kept rt: the way back left before the outbound did.
    const nextDay = new URL(url.href.replace('dt=2026-11-22T09:00-05:00', 'dt=2026-11-23T09:00-05:00'));
    const screen = readTripScreen(nextDay, NY, Date.UTC(2026, 10, 22, 13));
    expect(screen.form.returnDateTime).toBe('2026-11-23T11:00-05:00');
    const arrivesNextDay = { ...outbound, arrivalDateTime: '2026-11-23T09:40:00-05:00' } as Journey;
    expect(returnDeparture(screen.form, arrivesNextDay, NY)).toBe('2026-11-23T11:00-05:00');
    // A return 30 minutes after the departure moves to 2 hours after it; a later one stays.
    expect(
      readTripScreen(new URL(url.href.replace('rt=2026-11-22T11:00-05:00', 'rt=2026-11-22T09:30-05:00')), NY).form
        .returnDateTime,
    ).toBe('2026-11-22T11:00-05:00');
    expect(
      readTripScreen(new URL(url.href.replace('rt=2026-11-22T11:00-05:00', 'rt=2026-11-22T18:15-05:00')), NY).form
        .returnDateTime,
    ).toBe('2026-11-22T18:15-05:00');
  });
  it('drops chosen journeys from links back to the lists', () => {
    expect(searchWithout(url, 'jsc')).not.toContain('jsc=');
    expect(searchWithout(url, 'jsc')).toContain('v[0][i]=x');
  });
  it('needs both places for a request', () => {
    const screen = readTripScreen(new URL('http://x/en/trip-planner/results?fi=a&flat=1&flon=2'), NY);
    expect(screen.request).toBeNull();
    expect(screen.blocker).toBe('missingPlaces');
  });
  it('searches nothing from a place to itself, or via one of its ends, and says why (a link the form would refuse)', () => {
    const ends =
      'fi=subway%3A127&fv=Times+Sq&flat=40.75&flon=-73.98&ti=subway%3AD43&tv=Coney+Island&tlat=40.57&tlon=-73.98';
    const same = readTripScreen(
      new URL(
        'http://x/en/trip-planner/results?fi=subway%3A127&fv=Times+Sq&flat=40.75&flon=-73.98&ti=subway%3A127&tv=Times+Sq&tlat=40.75&tlon=-73.98',
      ),
      NY,
    );
    expect(same).toMatchObject({ request: null, blocker: 'sameFromTo' });
    const viaEnd = readTripScreen(
      new URL(
        `http://x/en/trip-planner/results?${ends}&v[0][i]=subway%3AD43&v[0][v]=Coney+Island&v[0][lat]=40.57&v[0][lon]=-73.98`,
      ),
      NY,
    );
    expect(viaEnd).toMatchObject({ request: null, blocker: 'viaEqualsEnd' });
    const fine = readTripScreen(new URL(`http://x/en/trip-planner/results?${ends}`), NY);
    expect(fine.blocker).toBeNull();
    expect(fine.request).toMatchObject({ fromId: 'subway:127', toId: 'subway:D43' });
  });
});

describe('the network time zone', () => {
  it('comes from the network info, and the default form is in it', () => {
    const timeZone = networkTimeZone({ timezone: 'Asia/Tokyo' });
    expect(timeZone).toBe('Asia/Tokyo');
    const screen = readTripScreen(new URL('http://x/en/trip-planner'), timeZone, Date.UTC(2026, 10, 22, 13, 0));
    expect(screen.form.dateTime).toBe('2026-11-22T22:00+09:00');
  });
  it("falls back to the server's own zone without network info", () => {
    expect(networkTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('session 7 audit', () => {
  it('reads a time without offset in the network zone, so the screens print the time searched', () => {
    const zoneLess = new URL(
      `http://x/en/trip-planner/results?fi=a&flat=1&flon=2&ti=b&tlat=1&tlon=2&tt=1&dt=2026-11-26T11:59&rt=2026-11-26T18:00:30`,
    );
    const screen = readTripScreen(zoneLess, NY);
    expect(screen.form.dateTime).toBe('2026-11-26T11:59-05:00');
    expect(screen.form.returnDateTime).toBe('2026-11-26T18:00-05:00');
    expect(formatClock(screen.form.dateTime, 'en-US', NY)).toBe('11:59 AM');
    const arriveBy = readTripScreen(
      new URL('http://x/en/trip-planner/results?fi=a&flat=1&flon=2&ti=b&tlat=1&tlon=2&at=2026-07-01T08:00'),
      NY,
    );
    expect(arriveBy.form).toMatchObject({ dateChoice: 'ARRIVAL', dateTime: '2026-07-01T08:00-04:00' });
  });

  it('turns a refused search (429, 503) into SearchRefused with its Retry-After; other failures stay "no answer"', async () => {
    const failing = (status: number, retryAfterS?: number): BffClient =>
      ({ request: async () => ({ ok: false, status, code: 'x', message: 'x', retryAfterS }) }) as unknown as BffClient;
    const request = readTripScreen(
      new URL('http://x/en/trip-planner/results?fi=a&flat=1&flon=2&ti=b&tlat=1&tlon=2'),
      NY,
    ).request!;
    await expect(searchOnServer(failing(429, 37), request)).rejects.toMatchObject({ status: 429, retryAfterS: 37 });
    await expect(searchOnServer(failing(503), request)).rejects.toBeInstanceOf(SearchRefused);
    await expect(detailedOnServer(failing(429, 5), 'code')).rejects.toMatchObject({ status: 429, retryAfterS: 5 });
    expect(await searchOnServer(failing(422), request)).toBeNull();
    expect(await detailedOnServer(failing(404), 'code')).toBeNull();
  });
});
