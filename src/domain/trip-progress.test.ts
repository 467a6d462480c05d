import { describe, expect, it } from 'vitest';
import { tripProgress, type ProgressStop } from './trip-progress.ts';

const MIN = 60_000;
/** Three stops: at 0–1 min, 5–6 min, 10 min (the terminus); the middle one skipped when asked. */
function run(skipMiddle = false): ProgressStop[] {
  return [
    { arrivalMs: 0, departureMs: MIN, skipped: false },
    { arrivalMs: 5 * MIN, departureMs: 6 * MIN, skipped: skipMiddle },
    { arrivalMs: 10 * MIN, departureMs: 10 * MIN, skipped: false },
  ];
}

describe('where the vehicle is', () => {
  it('from the times: before, at a stop, between two, past the last', () => {
    expect(tripProgress(run(), -MIN)).toEqual({ state: 'notStarted' });
    expect(tripProgress(run(), 30_000)).toEqual({ state: 'atStop', from: 0 });
    expect(tripProgress(run(), 3 * MIN)).toEqual({ state: 'between', from: 0, to: 1 });
    expect(tripProgress(run(), 5.5 * MIN)).toEqual({ state: 'atStop', from: 1 });
    expect(tripProgress(run(), 8 * MIN)).toEqual({ state: 'between', from: 1, to: 2 });
    expect(tripProgress(run(), 11 * MIN)).toEqual({ state: 'finished' });
  });

  it('a skipped stop is passed, never stood at', () => {
    expect(tripProgress(run(true), 5.5 * MIN)).toEqual({ state: 'between', from: 0, to: 2 });
  });

  it("the feed's vehicle position wins over the times", () => {
    expect(tripProgress(run(), 0, { stopIndex: 2, status: 'IN_TRANSIT_TO' })).toEqual({
      state: 'between',
      from: 1,
      to: 2,
    });
    expect(tripProgress(run(true), 0, { stopIndex: 2, status: 'INCOMING_AT' })).toEqual({
      state: 'between',
      from: 0,
      to: 2,
    });
    expect(tripProgress(run(), 0, { stopIndex: 1, status: 'STOPPED_AT' })).toEqual({ state: 'atStop', from: 1 });
    expect(tripProgress(run(), 3 * MIN, { stopIndex: 0, status: 'IN_TRANSIT_TO' })).toEqual({ state: 'notStarted' });
  });
});
