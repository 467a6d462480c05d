import { describe, expect, it } from 'vitest';
import type { TransitNetwork } from '../network/types.ts';
import { cutShape } from './shape-cut.ts';

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
});
