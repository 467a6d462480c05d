import { describe, expect, it } from 'vitest';
import type { Journey } from '../contract/trip-planner.ts';
import { DEFAULT_JOURNEY_RANKING, journeyCost } from './journey-cost.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 14, 13, minute)).toISOString();
/** A journey leaving at `leave` and arriving at `arrive` (minutes after 13:00 UTC), riding `ride` minutes. */
function journey(leave: number, arrive: number, ride: number, walk: number, transfers: number): Journey {
  const section = { type: 'PUBLIC_TRANSPORT', duration: ride * 60 } as unknown as Journey['sections'][number];
  return {
    departureDateTime: at(leave),
    arrivalDateTime: at(arrive),
    duration: (arrive - leave) * 60,
    walkingDuration: walk * 60,
    transfers,
    sections: [section],
  } as Journey;
}
const context = {
  requestMs: Date.parse(at(0)),
  arriveBy: false,
  fewerTransfers: false,
  ranking: DEFAULT_JOURNEY_RANKING,
};
const minutes = (j: Journey, c = context) => journeyCost(j, c) / 60;

describe('journeyCost', () => {
  it('counts the time to destination, half the time at home before leaving, walking and waiting extra, and changes', () => {
    expect(minutes(journey(0, 40, 40, 0, 0))).toBe(40);
    expect(minutes(journey(6, 46, 40, 0, 0))).toBe(43);
    expect(minutes(journey(0, 40, 30, 10, 0))).toBe(50);
    expect(minutes(journey(0, 40, 30, 0, 1))).toBe(45 + 10);
    expect(minutes(journey(0, 40, 30, 0, 1), { ...context, fewerTransfers: true })).toBe(45 + 25);
  });

  it('mirrors for arrive-by searches: time before the asked arrival is idle time at the destination', () => {
    const arriveBy = { ...context, arriveBy: true, requestMs: Date.parse(at(60)) };
    expect(minutes(journey(20, 60, 40, 0, 0), arriveBy)).toBe(40);
    expect(minutes(journey(10, 50, 40, 0, 0), arriveBy)).toBe(45);
  });
});
