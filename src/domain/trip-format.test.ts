import { describe, expect, it } from 'vitest';
import { formatClock, formatDistance, formatDuration } from './trip-format.ts';

describe('trip formatting', () => {
  it('shows distances over 1000 m in km with one decimal', () => {
    expect(formatDistance(1000, 'fr-FR')).toMatch(/^1\s000\sm$/);
    expect(formatDistance(1250, 'fr-FR')).toMatch(/^1,3\skm$/);
    expect(formatDistance(1250, 'en-US')).toBe('1.3 km');
    expect(formatDistance(420.4, 'en-US')).toBe('420 m');
  });
  it('shows durations in hours and minutes, and <1 min', () => {
    expect(formatDuration(30, 'fr-FR')).toBe('<1 min');
    expect(formatDuration(5 * 60, 'en-US')).toBe('5 min');
    expect(formatDuration(65 * 60, 'en-US')).toBe('1h 5 min');
    expect(formatDuration(120 * 60, 'fr-FR')).toBe('2h');
    expect(formatDuration(65 * 60, 'de-DE')).toBe('1h 5 Min.');
  });
  it('shows clock times in the network time zone', () => {
    expect(formatClock('2026-11-22T14:05:00Z', 'fr-FR', 'America/New_York')).toBe('09:05');
    expect(formatClock('2026-11-22T14:05:00Z', 'en-US', 'America/New_York')).toBe('9:05 AM');
  });
});
