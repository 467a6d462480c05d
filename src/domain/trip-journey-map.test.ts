import { describe, expect, it } from 'vitest';
import type { Journey } from '../contract/trip-planner.ts';
import { cssLineColor, journeyToMap, listJourney } from './trip-journey-map.ts';

const point = (lat: number) => ({ id: `s${lat}`, name: 'S', lat, lon: -73.98, type: 'stopArea' });
const journey = {
  id: 'j',
  journeySummaryCode: 'c',
  departureDateTime: 'a',
  arrivalDateTime: 'b',
  duration: 1,
  transfers: 0,
  walkingDistance: 5,
  walkingDuration: 5,
  modes: ['metro'],
  isDetailedTrip: true,
  sections: [
    {
      type: 'WALKING',
      from: point(40.76),
      to: point(40.75),
      departureDateTime: 'a',
      arrivalDateTime: 'a',
      duration: 60,
      distance: 80,
      geometry: [],
    },
    {
      type: 'PUBLIC_TRANSPORT',
      mode: 'metro',
      line: { id: 'Q', code: 'Q', name: 'Q', color: 'F6BC26', textColor: '000000' },
      direction: 'd',
      headsign: 'h',
      tripId: 't',
      from: point(40.75),
      to: point(40.6),
      departureDateTime: 'a',
      arrivalDateTime: 'b',
      duration: 60,
      intermediateStops: [{ id: 'm', name: 'M', lat: 40.7, lon: -73.98, arrivalDateTime: 'a', departureDateTime: 'a' }],
      geometry: [
        [40.75, -73.98],
        [40.7500001, -73.9800001],
        [40.7, -73.981234567],
        [40.6, -73.98],
      ],
    },
  ],
} as Journey;

describe('journeys on the map', () => {
  it('draws walks dashed between their ends and rides in line colour with thinned, rounded shapes', () => {
    const map = journeyToMap(journey);
    expect(map.legs[0]).toEqual({
      coordinates: [
        [-73.98, 40.76],
        [-73.98, 40.75],
      ],
      color: '#37474f',
      walking: true,
    });
    expect(map.legs[1]).toEqual({
      coordinates: [
        [-73.98, 40.75],
        [-73.98123, 40.7],
        [-73.98, 40.6],
      ],
      color: '#F6BC26',
      walking: false,
    });
    expect(map.stops).toEqual([
      [-73.98, 40.75],
      [-73.98, 40.7],
      [-73.98, 40.6],
    ]);
  });
  it('lists journeys without shapes or intermediate stops', () => {
    const listed = listJourney(journey);
    expect(listed.sections.every((s) => !('geometry' in s) || s.geometry.length === 0)).toBe(true);
    expect(listed.sections[1].type === 'PUBLIC_TRANSPORT' && listed.sections[1].intermediateStops).toEqual([]);
  });
  it('accepts GTFS colours with or without #', () => {
    expect(cssLineColor('f6bc26')).toBe('#f6bc26');
    expect(cssLineColor('#FFF')).toBe('#FFF');
    expect(cssLineColor('red;x')).toBe('#455a64');
  });
});
