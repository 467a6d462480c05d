import { describe, expect, it } from 'vitest';
import { orderStops } from './stop-order.ts';

const rowsOf = (patterns: Array<{ stops: number[]; weight: number }>) =>
  orderStops(patterns).rows.map((row) => (row.visit ? `${row.stop}#${row.visit}` : String(row.stop)));

describe('orderStops', () => {
  it('keeps a single pattern as it is', () => {
    expect(rowsOf([{ stops: [5, 3, 9], weight: 10 }])).toEqual(['5', '3', '9']);
  });

  it('inserts a branch and a short-turn where they belong', () => {
    // Main 1-2-3-4-5; a variant skips 3 and serves 6 between 4 and 5; a short-turn starts at 0 before 1.
    expect(
      rowsOf([
        { stops: [1, 2, 3, 4, 5], weight: 100 },
        { stops: [1, 2, 4, 6, 5], weight: 10 },
        { stops: [0, 1, 2], weight: 3 },
      ]),
    ).toEqual(['0', '1', '2', '3', '4', '6', '5']);
  });

  it('places a variant starting mid-line just before the stop where it joins, and reads branches whole', () => {
    // The M15 northbound: a short-turn starts at PIKE ST/SOUTH ST (9) and joins at PIKE ST/MADISON ST (5); its first stop
    // sat second, right after South Ferry (1), with an average position of 0.
    expect(
      rowsOf([
        { stops: [1, 2, 3, 4, 5, 6], weight: 277 },
        { stops: [9, 5, 6], weight: 156 },
      ]),
    ).toEqual(['1', '2', '3', '4', '9', '5', '6']);
    // Two branches meeting at 5: one after the other, not interleaved (1, 3, 2, 4).
    expect(
      rowsOf([
        { stops: [1, 2, 5, 6], weight: 100 },
        { stops: [3, 4, 5, 6], weight: 50 },
      ]),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('gives a loop line two rows for the stop it passes twice', () => {
    const order = orderStops([{ stops: [1, 2, 3, 2, 4], weight: 5 }]);
    expect(order.rows.map((row) => `${row.stop}#${row.visit}`)).toEqual(['1#0', '2#0', '3#0', '2#1', '4#0']);
    expect(order.rowOfPosition[0]).toEqual([0, 1, 2, 3, 4]);
    expect(order.brokenEdges).toBe(0);
  });

  it('breaks a cycle between patterns that disagree, favouring the busier one, and says so', () => {
    const order = orderStops([
      { stops: [1, 2, 3, 4], weight: 50 },
      { stops: [1, 3, 2, 4], weight: 2 },
    ]);
    expect(order.rows.map((row) => row.stop)).toEqual([1, 2, 3, 4]);
    expect(order.brokenEdges).toBe(1);
    // The busy pattern reads downwards; only the rare one has a row out of order.
    expect(order.rowOfPosition[0]).toEqual([0, 1, 2, 3]);
  });
});
