import { describe, expect, it } from 'vitest';
import { pickTimingPoints } from './timing-points.ts';

describe('pickTimingPoints', () => {
  it('keeps every stop of a short line', () => {
    expect(pickTimingPoints([0, 1, 0])).toEqual([true, true, true]);
  });

  it('keeps both ends and the best-connected stop of each stretch', () => {
    const connections = [0, 0, 5, 0, 0, 0, 1, 0, 0, 9, 0, 0];
    const chosen = pickTimingPoints(connections, 5);
    expect(chosen.flatMap((kept, i) => (kept ? [i] : []))).toEqual([0, 2, 6, 9, 11]);
  });
});
