import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SearchResponse } from '../../contract/trip-planner.ts';
import { JourneySummary } from '../../islands/TripPlannerJourney/JourneyCard.tsx';
import { JourneyRoadmap } from '../../islands/TripPlannerJourney/JourneyRoadmap.tsx';
import { journeyToIcs } from '../../islands/TripPlannerJourney/journey-calendar.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { TWO_ZONE_FEED } from '../../test-support/two-zone-feed.ts';
import { createApp } from './app.ts';

const app = createApp({ network: await buildNetworkFromGtfsText(TWO_ZONE_FEED) });
const search = async (body: unknown) => {
  const res = await app.request('/api/trip-planner/v2/journeys/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return SearchResponse.parse(await res.json());
};
// The words do not matter here: a key and its values.
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

const found = await search({ fromId: 'CHI', toId: 'DEN', departureDateTime: '2026-01-14T22:00:00', rangeMinutes: 0 });
const journey = found.groups[0].journeys[0];

describe('a journey crossing two time zones', () => {
  it("answers each section's times with its stop's offset, names the other zone, and keeps the calendar's instants", () => {
    const ride = journey.sections.find((s) => s.type === 'PUBLIC_TRANSPORT');
    expect(ride).toMatchObject({
      departureDateTime: '2026-01-14T23:30:00-06:00',
      arrivalDateTime: '2026-01-15T00:10:00-07:00',
      from: { id: 'CHI' },
      to: { id: 'DEN', timezone: 'America/Denver' },
    });
    if (ride?.type !== 'PUBLIC_TRANSPORT') throw new Error('no ride');
    expect(ride.from.timezone).toBeUndefined();
    // Omaha declares the network's own zone: nothing to say.
    expect(ride.intermediateStops).toEqual([
      expect.objectContaining({ id: 'OMA', arrivalDateTime: '2026-01-15T00:20:00-06:00' }),
    ]);
    expect(ride.intermediateStops[0].timezone).toBeUndefined();
    expect(journey.departureDateTime).toBe('2026-01-14T23:30:00-06:00');
    expect(journey.arrivalDateTime).toBe('2026-01-15T00:10:00-07:00');
    // The calendar event holds the same instants: 23:30 in Chicago, 01:10 Chicago time (00:10 in Denver).
    const ics = journeyToIcs(journey, 'Chicago → Denver', '', '2026-01-10T12:00:00Z');
    expect(ics).toContain('DTSTART:20260115T053000Z\r\n');
    expect(ics).toContain('DTEND:20260115T071000Z\r\n');
  });

  it("shows the stop's clock with the zone named on the result card and the roadmap", () => {
    const card = renderToStaticMarkup(
      createElement(JourneySummary, { journey, locale: 'en-US', timeZone: 'America/Chicago', t }),
    );
    expect(card).toContain('11:30 PM');
    expect(card).toContain('12:10 AM MST');
    expect(card).not.toContain('1:10 AM');
    const roadmap = renderToStaticMarkup(
      createElement(JourneyRoadmap, {
        journey,
        lang: 'en',
        locale: 'en-US',
        timeZone: 'America/Chicago',
        t,
        destination: 'Denver Union',
      }),
    );
    expect(roadmap).toContain('12:10 AM MST');
    expect(roadmap).toContain('12:20 AM');
    expect(roadmap).not.toContain('1:10 AM');
    expect(roadmap).not.toContain('CST');
  });
});
