import { describe, expect, it } from 'vitest';
import { countInversions, orderTrips } from './trip-order.ts';
import { splitIntoSections } from './trip-sections.ts';

const m = (hhmm: string | null) => (hhmm === null ? null : +hhmm.slice(0, 2) * 3600 + +hhmm.slice(3) * 60);
const trips = (rows: Array<Array<string | null>>) => rows.map((row) => row.map(m));

describe('orderTrips', () => {
  it('places a trip starting mid-line by when it passes, not by its first departure', () => {
    // Stops A B C. Trip 0 starts at B at 08:12; trip 1 leaves A 08:05 and reaches B 08:15.
    const times = trips([
      [null, '08:12', '08:20'],
      ['08:05', '08:15', '08:23'],
    ]);
    const { order, overtakings } = orderTrips(times);
    expect(order).toEqual([0, 1]);
    expect(overtakings).toBe(0);
    expect(countInversions(times, order)).toBe(0);
    // Sorting by first departure would put trip 1 first and invert B and C.
    expect(countInversions(times, [1, 0])).toBe(2);
  });

  it('counts an overtaking that no order can hide', () => {
    // A limited trip leaves A after the local but reaches C first.
    const times = trips([
      ['08:00', '08:10', '08:30'],
      ['08:05', null, '08:20'],
    ]);
    const { order, overtakings } = orderTrips(times);
    expect(overtakings).toBe(1);
    expect(countInversions(times, order)).toBe(1);
  });
});

describe('splitIntoSections', () => {
  it('moves overtaking trips to their own block, keeping each block free of inversions', () => {
    const times = trips([
      ['08:00', '08:10', '08:30'],
      ['08:05', null, '08:20'],
      ['08:20', '08:30', '08:50'],
      ['08:25', null, '08:40'],
    ]);
    const sequenceOf = [0, 1, 0, 1];
    const { order } = orderTrips(times);
    const sections = splitIntoSections(times, order, sequenceOf);
    expect(sections.map((section) => section.trips)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    for (const section of sections) expect(countInversions(times, section.trips)).toBe(0);
  });
});
