import { describe, expect, it } from 'vitest';
import { formatClock, formatDistance, formatDuration, formatWallClock } from './trip-format.ts';

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
  it('writes a timetable grid wall-clock time by the same rule as a journey time', () => {
    const NY = 'America/New_York';
    for (const locale of ['fr-FR', 'en-US', 'es-ES', 'it-IT', 'de-DE']) {
      for (const [wall, iso] of [
        ['06:35', '2026-11-23T11:35:00Z'],
        ['14:48', '2026-11-23T19:48:00Z'],
        ['00:07', '2026-11-24T05:07:00Z'],
      ]) {
        expect(formatWallClock(wall, locale)).toBe(formatClock(iso, locale, NY));
      }
    }
    expect(formatWallClock('00:07', 'en-US').replace(/\s/g, ' ')).toBe('12:07 AM');
    expect(formatWallClock('14:48', 'de-DE')).toBe('14:48');
  });
});
