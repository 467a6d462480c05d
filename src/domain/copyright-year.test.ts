import { describe, expect, it } from 'vitest';
import { yearIn } from './copyright-year.ts';

describe('yearIn', () => {
  it("reads the year on the network's clock: New Year's Eve evening in New York is still the old year", () => {
    const newYearUtc = Date.parse('2027-01-01T03:00:00Z');
    expect(yearIn('America/New_York', newYearUtc)).toBe(2026);
    expect(yearIn('Europe/Paris', newYearUtc)).toBe(2027);
  });

  it('falls back to the server year for an unknown zone', () => {
    expect(yearIn('Not/AZone', Date.parse('2026-06-01T12:00:00Z'))).toBe(2026);
  });
});
