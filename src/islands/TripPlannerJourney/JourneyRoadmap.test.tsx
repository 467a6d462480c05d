import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Journey } from '../../contract/trip-planner.ts';
import { getI18n } from '../../i18n/index.ts';
import { JourneyRoadmap } from './JourneyRoadmap.tsx';
import { JourneySummary } from './JourneyCard.tsx';
import { StepFreeNotice } from '../TripPlannerResults/StepFreeNotice.tsx';

const point = (id: string, name: string, type = 'stopArea') => ({ id, name, lat: 40.7, lon: -73.9, type });
const journey: Journey = {
  id: 'j-1',
  journeySummaryCode: 'code',
  departureDateTime: '2026-11-22T09:00:00-05:00',
  arrivalDateTime: '2026-11-22T09:50:00-05:00',
  duration: 3000,
  transfers: 0,
  walkingDistance: 1250,
  walkingDuration: 900,
  modes: ['metro'],
  isDetailedTrip: true,
  sections: [
    {
      type: 'WALKING',
      from: point('me', 'Home', 'address'),
      to: point('subway:127', 'Times Sq-42 St'),
      departureDateTime: '2026-11-22T09:00:00-05:00',
      arrivalDateTime: '2026-11-22T09:15:00-05:00',
      duration: 900,
      distance: 1250,
      geometry: [],
    },
    {
      type: 'PUBLIC_TRANSPORT',
      mode: 'metro',
      line: { id: 'subway:Q', code: 'Q', name: 'Broadway Express', color: 'F6BC26', textColor: '000000' },
      direction: 'Coney Island',
      headsign: 'Coney Island-Stillwell Av',
      tripId: 't1',
      from: point('subway:127', 'Times Sq-42 St'),
      to: point('subway:D43', 'Coney Island-Stillwell Av'),
      departureDateTime: '2026-11-22T09:16:00-05:00',
      arrivalDateTime: '2026-11-22T09:50:00-05:00',
      duration: 2040,
      geometry: [],
      intermediateStops: [
        {
          id: 'subway:R31',
          name: 'Atlantic Av',
          lat: 40.68,
          lon: -73.97,
          arrivalDateTime: '2026-11-22T09:30:00-05:00',
          departureDateTime: '2026-11-22T09:31:00-05:00',
        },
      ],
    },
  ],
};

describe('roadmap and journey summary', () => {
  const t = getI18n('en').t;
  it('writes every step with line and stop links', () => {
    const html = renderToStaticMarkup(
      <JourneyRoadmap
        journey={journey}
        lang="en"
        locale="en-US"
        timeZone="America/New_York"
        t={t}
        destination="Coney Island"
      />,
    );
    expect(html).toContain('Walk 1.3 km (15 min) to');
    expect(html).toContain('href="/en/proximity/stopArea/subway:127"');
    expect(html).toContain('href="/en/schedules/line/subway:Q?from=roadmap"');
    expect(html).toContain('towards Coney Island-Stillwell Av');
    // The ride links to its run's trip page, from the boarding stop.
    expect(html).toContain(
      'href="/en/trip/t1?date=2026-11-22&amp;stop=subway%3A127" class="roadmap-step__trip" data-testid="ride-trip-link" aria-label="Follow this run: 9:16 AM to Coney Island-Stillwell Av"',
    );
    expect(html).toMatch(/<details[^>]*><summary>1 stop in between \(34 min\)<\/summary>/);
    expect(html).toContain('>9:30 AM</time>');
    expect(html).toContain('Arrive at <strong>Coney Island</strong>');
  });
  it("links a ride boarded after midnight to the run of the evening before (the answer's run date)", () => {
    const ride = journey.sections[1] as Extract<Journey['sections'][number], { type: 'PUBLIC_TRANSPORT' }>;
    const night: Journey = {
      ...journey,
      sections: [{ ...ride, departureDateTime: '2026-11-23T00:16:00-05:00', runDate: '2026-11-22' }],
    };
    const html = renderToStaticMarkup(
      <JourneyRoadmap journey={night} lang="en" locale="en-US" timeZone="America/New_York" t={t} destination="X" />,
    );
    expect(html).toContain('href="/en/trip/t1?date=2026-11-22&amp;stop=subway%3A127"');
  });
  it('summarises times, duration, transfers, walking and line badges', () => {
    const html = renderToStaticMarkup(
      <JourneySummary journey={journey} locale="fr-FR" timeZone="America/New_York" t={getI18n('fr').t} />,
    );
    expect(html).toContain('>09:00</time>');
    expect(html).toMatch(/50\smin/);
    expect(html).toContain('Direct');
    expect(html).toMatch(/fill="#F6BC26"/);
    expect(html).toContain('aria-label="Ligne Q (Broadway Express)"');
  });
  it('marks stops, vehicles and journeys of unknown accessibility in a step-free answer', () => {
    const ride = journey.sections[1] as Extract<Journey['sections'][number], { type: 'PUBLIC_TRANSPORT' }>;
    const stepFree: Journey = {
      ...journey,
      accessibility: 'unknown',
      sections: [
        journey.sections[0],
        {
          ...ride,
          accessibility: 'unknown',
          from: { ...ride.from, accessibility: 'unknown' },
          to: { ...ride.to, accessibility: 'accessible' },
        },
      ],
    };
    const html = renderToStaticMarkup(
      <JourneyRoadmap
        journey={stepFree}
        lang="en"
        locale="en-US"
        timeZone="America/New_York"
        t={t}
        destination="Coney Island"
      />,
    );
    expect(html).toContain('Step-free access not confirmed');
    expect(html).toContain('Times Sq-42 St</a> <span class="accessibility-unknown">(Accessibility unknown)</span>');
    expect(html).toContain('(Vehicle accessibility unknown)');
    expect(html.match(/\(Accessibility unknown\)/g)).toHaveLength(1);
    expect(
      renderToStaticMarkup(<JourneySummary journey={stepFree} locale="en-US" timeZone="America/New_York" t={t} />),
    ).toContain('Accessibility unknown');
    expect(
      renderToStaticMarkup(<JourneySummary journey={journey} locale="en-US" timeZone="America/New_York" t={t} />),
    ).not.toContain('Accessibility');
  });
  it('says why a step-free search found nothing', () => {
    const obstacles = {
      stops: [
        { id: 'C', name: 'Charlie' },
        { id: 'D', name: 'Delta' },
      ],
      lines: [{ id: '4', code: '4', name: 'Four', color: '', textColor: '' }],
    };
    const html = renderToStaticMarkup(<StepFreeNotice obstacles={obstacles} t={t} locale="en-US" />);
    expect(html).toContain('No step-free journey');
    expect(html).toContain('Stops not accessible: Charlie and Delta');
    expect(html).toContain('Lines with vehicles not accessible: 4');
  });
});

describe('times after midnight', () => {
  it('marks an arrival on the next day with +1 and says it', () => {
    const late = {
      ...journey,
      departureDateTime: '2026-11-22T23:40:00-05:00',
      arrivalDateTime: '2026-11-23T00:30:00-05:00',
    };
    const html = renderToStaticMarkup(
      <JourneySummary journey={late} locale="en-US" timeZone="America/New_York" t={getI18n('en').t} />,
    );
    expect(html).toMatch(
      /12:30\sAM<sup class="day-marker" aria-hidden="true">\+1<\/sup><span class="sr-only"> \(next day\)<\/span><\/time>/,
    );
    expect(html).not.toMatch(/11:40\sPM<sup/);
  });
});
