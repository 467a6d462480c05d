import { describe, expect, it } from 'vitest';
import { nearbyWait, shiftedDates } from './nearby-wait.ts';

const NOW = Date.parse('2026-11-28T15:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('nearbyWait', () => {
  it('"Now" and minutes only when one can walk there in time; gone ones said as gone', () => {
    expect(nearbyWait(at(0.5), NOW, 0)).toEqual({ kind: 'now' });
    expect(nearbyWait(at(0.5), NOW, 1)).toEqual({ kind: 'tooSoon' });
    expect(nearbyWait(at(5), NOW, 6)).toEqual({ kind: 'tooSoon' });
    expect(nearbyWait(at(6), NOW, 6)).toEqual({ kind: 'minutes', minutes: 6 });
    expect(nearbyWait(at(75), NOW, 6)).toEqual({ kind: 'clock' });
    expect(nearbyWait(at(-1), NOW, 0)).toEqual({ kind: 'gone' });
  });
});

describe('shiftedDates', () => {
  it("each (asked, used) pair once, rows of the feed's own date left out", () => {
    expect(
      shiftedDates([
        { serviceDate: '2026-10-31', serviceDateShiftedFrom: '2026-11-28' },
        {},
        { serviceDate: '2026-10-31', serviceDateShiftedFrom: '2026-11-28' },
      ]),
    ).toEqual([{ asked: '2026-11-28', used: '2026-10-31' }]);
  });
});
