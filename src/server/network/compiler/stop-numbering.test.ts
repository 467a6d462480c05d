import { describe, expect, it } from 'vitest';
import { hilbertIndex, hilbertOrder } from './stop-numbering.ts';

describe('stop numbering along a Hilbert curve', () => {
  it('visits every cell of a small grid once, each step to a neighbouring cell', () => {
    const side = 8;
    const cells: [number, number][] = [];
    for (let x = 0; x < side; x++) for (let y = 0; y < side; y++) cells[hilbertIndex(side, x, y)] = [x, y];
    expect(cells.filter(Boolean)).toHaveLength(side * side);
    for (let d = 1; d < cells.length; d++) {
      const [[x0, y0], [x1, y1]] = [cells[d - 1], cells[d]];
      expect(Math.abs(x1 - x0) + Math.abs(y1 - y0)).toBe(1);
    }
  });

  it('puts nearby stops next to each other and keeps feed order for stops at the same place', () => {
    // Two clusters far apart, listed interleaved as a feed might list them; the last two share coordinates.
    const lat = [40.7, 40.9, 40.7001, 40.9001, 40.9001];
    const lon = [-74.0, -73.8, -74.0001, -73.8001, -73.8001];
    const order = Array.from(hilbertOrder(lat, lon));
    const cluster = (i: number) => (lat[i] < 40.8 ? 'south' : 'north');
    expect(new Set([cluster(order[0]), cluster(order[1])]).size).toBe(1);
    expect(new Set([cluster(order[2]), cluster(order[3]), cluster(order[4])]).size).toBe(1);
    expect(order.indexOf(3)).toBeLessThan(order.indexOf(4));
  });
});
