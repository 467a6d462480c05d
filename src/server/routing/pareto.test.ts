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
  legs: [
    { kind: 'ride', trip: trips++, pattern: 0, boardPos: 0, alightPos: 1, offset: 0, start: departure, end: arrival },
  ],
});
const hours = (h: number) => h * 3600;

describe('journey filters', () => {
  it('keeps the Pareto-optimal journeys: later departure, earlier arrival or fewer rides', () => {
    const fast = journey(hours(8), hours(9), 3);
    const direct = journey(hours(8), hours(9.5), 1);
    const dominated = journey(hours(8), hours(9.6), 2);
    expect(paretoJourneys([dominated, direct, fast], false)).toEqual([fast, direct]);
  });

  it('leaves a journey out only for one that is kept (the departure slack is not transitive)', () => {
    // The held-out audit's case: B leaves 49 s after A and arrives later, so A beats it; C leaves 96 s after B and
    // arrives 6 s after it, so B would beat C; but B is gone and A (158 s before C) is beyond the slack: C stays.
    const clock = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;
    const a = journey(clock(7, 1, 55), clock(7, 31, 53), 2);
    const b = journey(clock(7, 2, 44), clock(7, 38, 17), 2);
    const c = journey(clock(7, 4, 20), clock(7, 38, 23), 2);
    expect(paretoJourneys([c, b, a], false)).toEqual([a, c]);
    expect(paretoJourneys([a, b, c], false)).toEqual([a, c]);
    // A journey leaving later and arriving sooner beats all three, slack or not.
    const later = journey(clock(7, 5, 0), clock(7, 31, 0), 2);
    expect(paretoJourneys([a, b, c, later], false)).toEqual([later]);
  });

  it('leaves out a journey slower than twice the fastest plus an hour', () => {
    const fast = journey(hours(8), hours(9), 3);
    const slower = journey(hours(8), hours(11), 2);
    const overnight = journey(hours(8), hours(11.5), 1);
    expect(withoutLongDetours([fast, slower, overnight])).toEqual([fast, slower]);
    expect(withoutLongDetours([])).toEqual([]);
  });
});
