import { describe, expect, it } from 'vitest';
import { boxCorners } from './map-box.ts';

describe('boxCorners', () => {
  it('gives the four map corners of the points call (spec section 7), clockwise from south-west', () => {
    expect(boxCorners([40.75, -73.99, 40.76, -73.98])).toEqual([
      '40.75,-73.99',
      '40.76,-73.99',
      '40.76,-73.98',
      '40.75,-73.98',
    ]);
  });
});
