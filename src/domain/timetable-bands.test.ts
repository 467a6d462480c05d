import { describe, expect, it } from 'vitest';
import { bandOf, bandsWithTrips, defaultBand } from './timetable-bands.ts';

describe('time-of-day bands', () => {
  it('files trips by their first departure, after midnight in the night band', () => {
    expect([bandOf(5 * 60 + 59), bandOf(6 * 60), bandOf(12 * 60), bandOf(25 * 60)]).toEqual([
      'early',
      'morning',
      'afternoon',
      'night',
    ]);
    expect(bandsWithTrips([400, 410, 1300])).toEqual(['morning', 'night']);
  });

  it('opens today on the band of the first trip not yet finished, other days on the first band', () => {
    const trips = [
      { first: 400, last: 460 },
      { first: 550, last: 610 },
      { first: 800, last: 860 },
    ];
    expect(defaultBand(trips, 600)).toBe('midday');
    expect(defaultBand(trips, 2000)).toBe('afternoon');
    expect(defaultBand(trips, null)).toBe('morning');
    expect(defaultBand([], 600)).toBeNull();
  });
});
