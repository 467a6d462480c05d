import { describe, expect, it } from 'vitest';
import { boundsOf } from '../../stores/trip-map.ts';
import { journeysGeoJson, pointsGeoJson, selectedPathGeoJson, stopsGeoJson } from './map-geojson.ts';
import { PLAIN_STYLE, resolveStyle } from './map-style.ts';

const journeys = [
  {
    id: 'j1',
    legs: [
      {
        coordinates: [
          [-73.98, 40.75],
          [-73.98, 40.74],
        ] as [number, number][],
        color: '#fff',
        walking: true,
      },
      {
        coordinates: [
          [-73.98, 40.74],
          [-73.97, 40.58],
        ] as [number, number][],
        color: '#FCCC0A',
        walking: false,
      },
    ],
  },
  {
    id: 'j2',
    legs: [
      {
        coordinates: [
          [-73.98, 40.75],
          [-73.96, 40.57],
        ] as [number, number][],
        color: '#EE352E',
        walking: false,
      },
    ],
  },
];

describe('map layers data', () => {
  it('draws unselected journeys faintly and the selected path with line colours and walking flags', () => {
    expect(journeysGeoJson(journeys, 'j1').features.map((f) => f.properties?.journey)).toEqual(['j2']);
    expect(selectedPathGeoJson(journeys[0]).features.map((f) => f.properties)).toEqual([
      { color: '#fff', walking: true },
      { color: '#FCCC0A', walking: false },
    ]);
    expect(selectedPathGeoJson(null).features).toEqual([]);
    expect(stopsGeoJson({ id: 'j', legs: [], stops: [[1, 2]] }).features[0].geometry.coordinates).toEqual([1, 2]);
    expect(stopsGeoJson(null).features).toEqual([]);
  });
  it('puts markers, user position and the highlighted place in one point source', () => {
    const points = pointsGeoJson(
      [{ role: 'DEPARTURE', lat: 1, lon: 2, label: 'A' }],
      { lat: 3, lon: 4 },
      { lat: 5, lon: 6, label: 'H' },
    );
    expect(points.features.map((f) => [f.properties?.role, f.geometry.coordinates])).toEqual([
      ['HIGHLIGHT', [6, 5]],
      ['DEPARTURE', [2, 1]],
      ['USER', [4, 3]],
    ]);
  });
  it('computes bounds over the points', () => {
    expect(
      boundsOf([
        [-73.98, 40.75],
        [-73.97, 40.58],
      ]),
    ).toEqual([
      [-73.98, 40.58],
      [-73.97, 40.75],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('map style', () => {
  it('falls back to the plain style when the configured one cannot load', async () => {
    const failing = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await resolveStyle('https://tiles.example.org/style.json', 100, failing)).toEqual({
      style: PLAIN_STYLE,
      fallback: true,
    });
    const notStyle = (async () => new Response('{"hello":1}')) as unknown as typeof fetch;
    expect((await resolveStyle('https://tiles.example.org/style.json', 100, notStyle)).fallback).toBe(true);
    expect((await resolveStyle(undefined)).fallback).toBe(true);
  });
  it('uses a valid configured style', async () => {
    const style = { version: 8, sources: {}, layers: [] };
    const ok = (async () => new Response(JSON.stringify(style))) as unknown as typeof fetch;
    expect(await resolveStyle('https://tiles.example.org/style.json', 100, ok)).toEqual({ style, fallback: false });
  });
});
