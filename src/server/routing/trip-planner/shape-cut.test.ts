import { describe, expect, it } from 'vitest';
import type { TransitNetwork } from '../../network/model/types.ts';
import { cutShape } from './shape-cut.ts';
import { seededRandom } from '../../../test-support/test-networks.ts';

/** A network holding one shape (float32 points, as the compiled network stores them): only what cutShape reads. */
function withShape(points: [number, number][]): TransitNetwork {
  return {
    shapes: {
      start: Uint32Array.from([0, points.length]),
      lat: Float32Array.from(points.map((p) => p[0])),
      lon: Float32Array.from(points.map((p) => p[1])),
    },
  } as unknown as TransitNetwork;
}

describe('cutShape', () => {
  it('gives shape points with six decimals and drops a point equal to the one before', () => {
    const network = withShape([
      [40.7672348, -73.8153839],
      [40.7672348, -73.8153839],
      [40.7663918, -73.8152924],
      [40.7653731, -73.8151703],
    ]);
    const geometry = cutShape(network, 0, [
      [40.767228, -73.815474],
      [40.765373, -73.81517],
    ]);
    expect(geometry).toEqual([
      [40.767228, -73.815474],
      [40.767235, -73.815384],
      [40.766392, -73.815292],
      [40.765373, -73.81517],
    ]);
    // Float32 values printed whole would carry ~17 digits each.
    expect(JSON.stringify(geometry)).not.toMatch(/\d{7,}/);
  });

  it('matches each stop to the nearest later point as a full scan does, block skipping or not (looping shapes, ties)', () => {
    // Reference: every point after the previous match, first one on ties (what the blocks must not change).
    const fullScan = (lat: Float32Array, lon: Float32Array, stops: [number, number][]) => {
      const scale = Math.cos((stops[0][0] * Math.PI) / 180);
      let after = 0;
      return stops.map((stop) => {
        let best = after;
        let bestDistance = Infinity;
        for (let i = after; i < lat.length; i++) {
          const dx = (lon[i] - stop[1]) * scale;
          const dy = lat[i] - stop[0];
          if (dx * dx + dy * dy < bestDistance) [best, bestDistance] = [i, dx * dx + dy * dy];
        }
        return (after = best);
      });
    };
    const random = seededRandom(7);
    for (let round = 0; round < 40; round++) {
      // A wandering line that comes back over itself (loops), some points repeated (ties).
      const points: [number, number][] = [];
      let [lat, lon] = [40.7, -73.9];
      for (let i = 0; i < 300 + round * 20; i++) {
        if (random() < 0.05 && points.length) points.push(points[Math.floor(random() * points.length)]);
        else points.push([(lat += (random() - 0.5) * 0.002), (lon += (random() - 0.5) * 0.002)]);
      }
      const network = withShape(points);
      const stops: [number, number][] = Array.from({ length: 2 + Math.floor(random() * 30) }, () => {
        const near = points[Math.floor(random() * points.length)];
        return [near[0] + (random() - 0.5) * 0.001, near[1] + (random() - 0.5) * 0.001];
      });
      const matched = fullScan(network.shapes.lat as Float32Array, network.shapes.lon as Float32Array, stops);
      // The cut runs from the first stop's match to the last one's: compare its points with the reference's.
      const expected = [stops[0]];
      for (let i = matched[0]; i <= matched[matched.length - 1]; i++) {
        const point: [number, number] = [
          Math.round(network.shapes.lat[i] * 1e6) / 1e6,
          Math.round(network.shapes.lon[i] * 1e6) / 1e6,
        ];
        const previous = expected[expected.length - 1];
        if (point[0] !== previous[0] || point[1] !== previous[1]) expected.push(point);
      }
      const last = stops[stops.length - 1];
      const previous = expected[expected.length - 1];
      if (expected.length < 2 || last[0] !== previous[0] || last[1] !== previous[1]) expected.push(last);
      expect(cutShape(network, 0, stops)).toEqual(expected);
    }
  });
});
