import { describe, expect, it } from 'vitest';
import { shiftKeepsWeekday } from './stale-timetable.ts';

describe('shiftKeepsWeekday', () => {
  it('tells a representative weekday from a holiday answered by the same holiday on another weekday', () => {
    expect(shiftKeepsWeekday('2026-11-30', '2026-10-26')).toBe(true);
    // Sunday 2027-07-04 answered from Saturday 2026-07-04.
    expect(shiftKeepsWeekday('2027-07-04', '2026-07-04')).toBe(false);
  });
});
