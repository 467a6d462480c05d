import { describe, expect, it } from 'vitest';
import { fitPoints, projectInView, type MapFrame } from './map-view.ts';

const square: MapFrame = { width: 512, height: 512, top: 0, bottom: 0, left: 0, right: 0 };

describe('map view (Web Mercator as maplibre-gl draws it)', () => {
  it('puts a point where a 512 px world tile does, from the middle of the padded frame', () => {
    const world = { centre: { lat: 0, lon: 0 }, zoom: 0 };
    expect(projectInView(world, square, { lat: 0, lon: 90 })).toEqual({ x: 384, y: 256 });
    expect(projectInView(world, square, { lat: 0, lon: -180 })).toEqual({ x: 0, y: 256 });
    // One zoom level further, twice as far from the centre; the padding moves the centre, not the scale.
    const padded = { ...square, top: 100, bottom: 300 };
    expect(projectInView({ ...world, zoom: 1 }, padded, { lat: 0, lon: 45 })).toEqual({ x: 384, y: 156 });
    // Latitudes are stretched towards the poles (Mercator), not spaced evenly.
    const north = projectInView(world, square, { lat: 60, lon: 0 }).y;
    expect(256 - north).toBeCloseTo((512 / (2 * Math.PI)) * Math.log(Math.tan(Math.PI / 4 + Math.PI / 6)), 6);
  });

  it('fits points inside the padded frame less the margin, touching it on the tighter side', () => {
    const frame: MapFrame = { width: 390, height: 700, top: 56, bottom: 400, left: 0, right: 0 };
    const points = [
      { lat: 40.7527, lon: -73.9772 },
      { lat: 40.7519, lon: -73.9764 },
      { lat: 40.7543, lon: -73.9757 },
    ];
    const view = fitPoints(points, frame, 40, 18);
    const drawn = points.map((point) => projectInView(view, frame, point));
    const ys = drawn.map((point) => point.y);
    const xs = drawn.map((point) => point.x);
    // The visible band is 244 px high: 40 px of margin on each side leaves 164 px, which the points fill.
    expect(Math.min(...ys)).toBeCloseTo(56 + 40, 6);
    expect(Math.max(...ys)).toBeCloseTo(700 - 400 - 40, 6);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...xs)).toBeLessThanOrEqual(350);
  });

  it('never comes closer than the maximum zoom, however near the points are', () => {
    const view = fitPoints([{ lat: 48.85, lon: 2.35 }], square, 40, 16);
    expect(view).toEqual({ centre: { lat: expect.closeTo(48.85, 9), lon: expect.closeTo(2.35, 9) }, zoom: 16 });
  });
});
