import { describe, expect, it } from 'vitest';
import { earliestActiveNear, type ActiveTrips } from './active-trips.ts';

/** One pattern of one stop (position 0) whose active trips leave at these times. */
function tripsLeaving(departures: number[]): ActiveTrips {
  const count = departures.length;
  return {
    start: Uint32Array.of(0, count),
    slots: new Uint32Array(count),
    departureStart: Uint32Array.of(0, count),
    departures: Int32Array.from(departures),
    times: new Int32Array(2 * count),
    minDeparture: Int32Array.of(Math.min(...departures)),
    maxDeparture: Int32Array.of(Math.max(...departures)),
  };
}

describe('earliestActiveNear', () => {
  const trips = tripsLeaving([100, 200, 200, 300, 400, 500, 600, 700, 800, 900]);

  it('finds the first trip leaving at or after the time from any guess', () => {
    for (let guess = 0; guess < 12; guess++) {
      expect(earliestActiveNear(trips, 0, 0, 50, guess)).toBe(0);
      expect(earliestActiveNear(trips, 0, 0, 100, guess)).toBe(0);
      expect(earliestActiveNear(trips, 0, 0, 150, guess)).toBe(1);
      expect(earliestActiveNear(trips, 0, 0, 200, guess)).toBe(1);
      expect(earliestActiveNear(trips, 0, 0, 201, guess)).toBe(3);
      expect(earliestActiveNear(trips, 0, 0, 899, guess)).toBe(9);
      expect(earliestActiveNear(trips, 0, 0, 900, guess)).toBe(9);
    }
  });

  it('answers -1 when every trip has left, and for a pattern with no trip', () => {
    for (const guess of [0, 5, 9, 20]) expect(earliestActiveNear(trips, 0, 0, 901, guess)).toBe(-1);
    expect(earliestActiveNear(tripsLeaving([]), 0, 0, 0, 0)).toBe(-1);
  });
});
