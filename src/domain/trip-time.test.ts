import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import {
  currentMinute,
  parseDateInput,
  parseIsoInZone,
  toIsoOffset,
  weekStartDay,
  withDateOrTime,
} from './trip-time.ts';
import { parseLocaleTime } from './time-input.ts';

const NY = 'America/New_York';

describe('trip times', () => {
  it('gives the current minute in the network time zone with its offset', () => {
    expect(toIsoOffset(currentMinute(NY, Date.UTC(2026, 10, 22, 14, 5, 42)))).toBe('2026-11-22T09:05-05:00');
    expect(toIsoOffset(currentMinute(NY, Date.UTC(2026, 6, 1, 14, 5)))).toBe('2026-07-01T10:05-04:00');
  });
  it('gives the ZonedDateTime of the wall clock rounded down to the minute, across DST changes and odd offsets', () => {
    for (const [zone, start] of [
      [NY, '2026-03-08T06:58:00Z'],
      [NY, '2026-11-01T05:58:00Z'],
      ['Asia/Kathmandu', '2026-01-01T00:00:00Z'],
      ['Africa/Monrovia', '1971-12-31T23:50:00Z'],
      [NY, '1883-11-18T16:55:00Z'],
    ] as const) {
      for (let ms = Date.parse(start); ms < Date.parse(start) + 20 * 60_000; ms += 7_919) {
        const expected = Temporal.Instant.fromEpochMilliseconds(ms)
          .toZonedDateTimeISO(zone)
          .round({ smallestUnit: 'minute', roundingMode: 'floor' });
        const got = currentMinute(zone, ms);
        expect(got.equals(expected) && got.toString() === expected.toString()).toBe(true);
      }
    }
  });
  it('reads offset and local ISO values', () => {
    expect(parseIsoInZone('2026-11-22T15:05+01:00', NY)?.toString()).toBe(
      '2026-11-22T09:05:00-05:00[America/New_York]',
    );
    expect(parseIsoInZone('2026-11-22T09:05', NY)?.offset).toBe('-05:00');
    expect(parseIsoInZone('garbage', NY)).toBeNull();
  });
  it('accepts year-month-day dates with a year starting with 1 or 2 only', () => {
    expect(parseDateInput('2026-11-22')?.toString()).toBe('2026-11-22');
    expect(parseDateInput('1999-1-2')?.toString()).toBe('1999-01-02');
    expect(parseDateInput('3026-11-22')).toBeNull();
    expect(parseDateInput('22/11/2026')).toBeNull();
    expect(parseDateInput('2026-02-30')).toBeNull();
  });
  it('reads times and replaces one part of a value', () => {
    const time = parseLocaleTime('18:30');
    expect(withDateOrTime('2026-11-22T09:05-05:00', NY, { time: time! })).toBe('2026-11-22T18:30-05:00');
    expect(withDateOrTime('2026-11-22T09:05-05:00', NY, { date: parseDateInput('2026-07-01')! })).toBe(
      '2026-07-01T09:05-04:00',
    );
  });
  it('starts the week on the locale first day', () => {
    expect(weekStartDay('en-US')).toBe(7);
    expect(weekStartDay('fr-FR')).toBe(1);
    expect(weekStartDay('de-DE')).toBe(1);
  });
});
