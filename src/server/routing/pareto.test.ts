import { describe, expect, it } from 'vitest';
import type { PlannedJourney } from './planned-journey.ts';
import { paretoJourneys, withoutLongDetours } from './pareto.ts';

let trips = 0;
const journey = (departure: number, arrival: number, rides: number): PlannedJourney => ({
  departure,
  arrival,
  rides,
  walkDistance: 0,
  walkDuration: 0,
  legs: [{ kind: 'ride', trip: trips++, pattern: 0, boardPos: 0, alightPos: 1, offset: 0, start: departure, end: arrival }],
});
const hours = (h: number) => h * 3600;

describe('journey filters', () => {
  it('keeps the Pareto-optimal journeys: later departure, earlier arrival or fewer rides', () => {
    const fast = journey(hours(8), hours(9), 3);
    const direct = journey(hours(8), hours(9.5), 1);
    const dominated = journey(hours(8), hours(9.6), 2);
    expect(paretoJourneys([dominated, direct, fast], false)).toEqual([fast, direct]);
  });

  it('leaves out a journey slower than twice the fastest plus an hour', () => {
    const fast = journey(hours(8), hours(9), 3);
    const slower = journey(hours(8), hours(11), 2);
    const overnight = journey(hours(8), hours(11.5), 1);
    expect(withoutLongDetours([fast, slower, overnight])).toEqual([fast, slower]);
    expect(withoutLongDetours([])).toEqual([]);
  });
});
