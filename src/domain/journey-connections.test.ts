import { describe, expect, it } from 'vitest';
import { journeyWarnings, type RideTimes } from './journey-connections.ts';

const ride = (departureMin: number, arrivalMin: number, extra: Partial<RideTimes> = {}): RideTimes => ({
  departureMs: departureMin * 60_000,
  arrivalMs: arrivalMin * 60_000,
  cancelled: false,
  boardingSkipped: false,
  alightingSkipped: false,
  ...extra,
});

describe('journeyWarnings', () => {
  it('a change still works when the next ride leaves after the arrival plus the walk', () => {
    expect(journeyWarnings([ride(0, 10), ride(14, 20)], [0, 180])).toEqual([]);
  });

  it('a late first ride breaks the change: says by how much', () => {
    expect(journeyWarnings([ride(0, 13), ride(14, 20)], [0, 180])).toEqual([
      { kind: 'connectionMissed', ride: 1, shortBySeconds: 120 },
    ]);
  });

  it('cancelled rides and skipped stops are said; a cancelled ride has no change to check', () => {
    expect(
      journeyWarnings([ride(0, 10, { cancelled: true }), ride(5, 20, { alightingSkipped: true })], [0, 600]),
    ).toEqual([
      { kind: 'cancelled', ride: 0 },
      { kind: 'stopSkipped', ride: 1 },
    ]);
  });
});
