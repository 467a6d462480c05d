import { describe, expect, it } from 'vitest';
import { earliestTripBefore, earliestTripNear } from './active-trips.ts';
import type { ActiveTrips } from './search-day.ts';

/** One pattern of two stops whose active trips leave the second stop (position 1) at these times. */
function tripsLeaving(departures: number[]): ActiveTrips {
  const count = departures.length;
  // Trip-major rows of [arrival, departure] per position; position 0 a minute earlier.
  const times = Int32Array.from(departures.flatMap((t) => [t - 60, t - 60, t, t]));
  return {
    start: Uint32Array.of(0, count),
    slots: new Uint32Array(count),
    rowStart: Uint32Array.of(0, 2 * count),
    times,
    minDeparture: Int32Array.of(Math.min(...departures) - 60),
    maxDeparture: Int32Array.of(Math.max(...departures)),
  };
}

describe('trip searches', () => {
  const trips = tripsLeaving([100, 200, 200, 300, 400, 500, 600, 700, 800, 900]);

  it('finds the first trip leaving at or after the time, from any guess', () => {
    for (let guess = 0; guess < 12; guess++) {
      const near = (time: number) => earliestTripNear(trips, 0, 2, 1, time, guess);
      expect([50, 100, 150, 200, 201, 899, 900, 901].map(near)).toEqual([0, 0, 1, 1, 3, 9, 9, -1]);
      expect(earliestTripNear(trips, 0, 2, 0, 140, guess)).toBe(1);
      expect(earliestTripNear(trips, 0, 2, 0, 141, guess)).toBe(3);
    }
    expect(earliestTripNear(tripsLeaving([]), 0, 2, 1, 0, 0)).toBe(-1);
  });

  it('finds the first trip before a ridden one, knowing the one just before it still leaves in time', () => {
    expect(earliestTripBefore(trips, 0, 2, 1, 750, 8)).toBe(7);
    expect(earliestTripBefore(trips, 0, 2, 1, 150, 9)).toBe(1);
    expect(earliestTripBefore(trips, 0, 2, 1, 0, 9)).toBe(0);
    expect(earliestTripBefore(trips, 0, 2, 1, 250, 4)).toBe(3);
  });
});
