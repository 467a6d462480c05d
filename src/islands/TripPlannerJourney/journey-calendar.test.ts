import { describe, expect, it } from 'vitest';
import type { Journey } from '../../contract/trip-planner.ts';
import { journeyToIcs } from './journey-calendar.ts';

const journey = {
  id: 'j1',
  journeySummaryCode: 'c',
  departureDateTime: '2026-11-22T09:05:00-05:00',
  arrivalDateTime: '2026-11-22T09:55:00-05:00',
  duration: 3000,
  transfers: 0,
  walkingDistance: 0,
  walkingDuration: 0,
  modes: [],
  sections: [],
  isDetailedTrip: true,
} as Journey;

describe('add to calendar', () => {
  it('writes one event in UTC with escaped, folded text', () => {
    const ics = journeyToIcs(
      journey,
      'Times Sq-42 St → Coney Island, NY',
      'N towards Coney Island; '.repeat(6),
      '2026-11-22T12:00:00Z',
    );
    expect(ics).toContain('DTSTART:20261122T140500Z\r\n');
    expect(ics).toContain('DTEND:20261122T145500Z\r\n');
    expect(ics).toContain('SUMMARY:Times Sq-42 St → Coney Island\\, NY');
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n') && ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
