import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Journey } from '../../contract/trip-planner.ts';
import { getI18n } from '../../i18n/index.ts';
import { JourneyRoadmap } from './JourneyRoadmap.tsx';
import { JourneySummary } from './JourneyCard.tsx';

const point = (id: string, name: string) => ({ id, name, lat: 40.7, lon: -73.9, type: 'stopPoint' });
const ride = (line: string, from: string, to: string, dep: string, arr: string) => ({
  type: 'PUBLIC_TRANSPORT' as const,
  mode: 'metro' as const,
  line: { id: `subway:${line}`, code: line, name: line, color: 'F6BC26', textColor: '000000' },
  direction: '0',
  headsign: 'Uptown',
  tripId: `t-${line}`,
  from: point(from, from),
  to: point(to, to),
  departureDateTime: `2026-11-23T${dep}:00-05:00`,
  arrivalDateTime: `2026-11-23T${arr}:00-05:00`,
  duration: 600,
  geometry: [],
  intermediateStops: [],
});
const journey: Journey = {
  id: 'j-1',
  journeySummaryCode: 'code',
  departureDateTime: '2026-11-23T09:00:00-05:00',
  arrivalDateTime: '2026-11-23T09:40:00-05:00',
  duration: 2400,
  transfers: 1,
  walkingDistance: 0,
  walkingDuration: 0,
  modes: ['metro'],
  isDetailedTrip: true,
  sections: [
    {
      ...ride('Q', 'A', 'B', '09:00', '09:15'),
      realtime: {
        status: 'late',
        expectedDeparture: '2026-11-23T09:04:00-05:00',
        expectedArrival: '2026-11-23T09:21:00-05:00',
        departureDelaySeconds: 240,
        arrivalDelaySeconds: 360,
        alightingSkipped: false,
      },
    },
    {
      type: 'TRANSFER',
      from: point('B', 'B'),
      to: point('B2', 'B'),
      departureDateTime: '2026-11-23T09:15:00-05:00',
      arrivalDateTime: '2026-11-23T09:18:00-05:00',
      duration: 180,
    },
    ride('7', 'B2', 'C', '09:20', '09:40'),
  ],
  realtime: { warnings: [{ kind: 'connectionMissed', ride: 1, shortBySeconds: 240 }], alertIds: [] },
};

describe('journeys with realtime, in words', () => {
  const t = getI18n('en').t;
  it('the summary says the change no longer works and by how much', () => {
    const html = renderToStaticMarkup(
      <JourneySummary journey={journey} locale="en-US" timeZone="America/New_York" t={t} />,
    );
    expect(html).toContain('The change to the 7 no longer works (4 min short).');
  });

  it('the roadmap tells predicted from scheduled times beside the ride', () => {
    const html = renderToStaticMarkup(
      <JourneyRoadmap journey={journey} lang="en" locale="en-US" timeZone="America/New_York" t={t} destination="C" />,
    );
    expect(html).toContain('data-realtime="late"');
    expect(html).toContain('4 min late');
    expect(html).toMatch(
      /<del[^>]*><time datetime="2026-11-23T09:00:00-05:00">scheduled 0?9:00[\s\u202f]AM<\/time><\/del>/i,
    );
    expect(html).toMatch(/leaves 0?9:04[\s\u202f]AM/);
    expect(html).toMatch(/arrives 0?9:21[\s\u202f]AM/);
  });

  it('French: cancelled ride', () => {
    const cancelled: Journey = { ...journey, realtime: { warnings: [{ kind: 'cancelled', ride: 0 }], alertIds: [] } };
    expect(
      renderToStaticMarkup(
        <JourneySummary journey={cancelled} locale="fr-FR" timeZone="America/New_York" t={getI18n('fr').t} />,
      ),
    ).toContain('Le trajet en Q est supprimé');
  });
});
