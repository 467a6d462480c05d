import { describe, expect, it } from 'vitest';
import type { ZoomRule } from '../contract/proximity.ts';
import { pointFeatures } from './proximity-features.ts';
import { markerSize, ruleFor, zoomPercent } from './proximity-zoom.ts';

const RULES: ZoomRule[] = [
  { type: 'stopArea', modes: ['metro', 'rail'], small: { min: 55, max: 61 }, full: { min: 62, max: 100 } },
  { type: 'stopArea', modes: ['bus'], small: { min: 67, max: 76 }, full: { min: 77, max: 100 } },
  { type: 'stopArea', small: { min: 67, max: 76 }, full: { min: 77, max: 100 } },
];
const station = {
  id: 'subway:127',
  name: 'Times Sq-42 St',
  lat: 40.755,
  lon: -73.987,
  modes: ['metro', 'bus'] as never,
  type: 'stopArea' as const,
  markerRange: 'full' as const,
};
const busStop = {
  ...station,
  id: 'bus_m:area:1',
  name: 'W 42 St',
  modes: ['bus'] as never,
  markerRange: 'small' as const,
};

describe('zoom rules', () => {
  it('computes the zoom percentage as the spec says (rounded up)', () => {
    expect(zoomPercent(14)).toBe(67);
    expect(zoomPercent(16)).toBe(77);
    expect(zoomPercent(21)).toBe(100);
  });

  it('shows bus stops from zoom 14, small then full', () => {
    const bus = ruleFor(RULES, 'stopArea', ['bus']);
    expect(markerSize(bus, zoomPercent(13.5))).toBeNull();
    expect(markerSize(bus, zoomPercent(14))).toBe('small');
    expect(markerSize(bus, zoomPercent(16))).toBe('full');
    expect(ruleFor(RULES, 'stopArea', ['metro', 'bus'])?.modes).toEqual(['metro', 'rail']);
  });
});

describe('point features', () => {
  it('gives each point its marker at this zoom and leaves out the hidden ones, stations drawn last', () => {
    const atZoom12 = pointFeatures([busStop, station], RULES, zoomPercent(12));
    expect(atZoom12.features.map((f) => f.properties.icon)).toEqual(['prox-small-station']);
    const atZoom16 = pointFeatures([station, busStop], RULES, zoomPercent(16));
    expect(atZoom16.features.map((f) => [f.properties.id, f.properties.icon])).toEqual([
      ['bus_m:area:1', 'prox-full-stop'],
      ['subway:127', 'prox-full-station'],
    ]);
    expect(atZoom16.features[0].geometry.coordinates).toEqual([-73.987, 40.755]);
  });
});

describe('truncation notice', () => {
  it('matters only at zooms where bus stops show (stations are never cut)', async () => {
    const { truncationMatters } = await import('./proximity-zoom.ts');
    const { STATION_MODES } = await import('./proximity-features.ts');
    expect(truncationMatters(RULES, zoomPercent(13), STATION_MODES)).toBe(false);
    expect(truncationMatters(RULES, zoomPercent(14), STATION_MODES)).toBe(true);
  });
});
