import { describe, expect, it } from 'vitest';
import {
  clockTime,
  localDateTime,
  minutesUntil,
  shiftedWindow,
  timeLocale,
  timetableByHour,
  timetableParts,
} from './departure-board.ts';
import { formatClock } from './trip-format.ts';

const NY = 'America/New_York';

describe('departure board rules', () => {
  it('counts whole minutes to go, never below zero', () => {
    const now = Date.parse('2026-11-23T08:00:30-05:00');
    expect(minutesUntil('2026-11-23T08:05:00-05:00', now)).toBe(4);
    expect(minutesUntil('2026-11-23T08:00:00-05:00', now)).toBe(0);
  });

  it('shows clock times in the network zone, in the page language', () => {
    expect(clockTime('2026-11-23T13:05:00Z', NY, 'fr-FR')).toBe('08:05');
    expect(clockTime('2026-11-23T13:05:00Z', NY, 'en-US')).toMatch(/^8:05\sAM$/);
  });

  it('writes times the way the trip screens do: 12 h without a leading zero in English, 24 h elsewhere', () => {
    const times = ['2026-11-23T11:35:00Z', '2026-11-23T19:48:00Z', '2026-11-24T05:07:00Z'];
    for (const lang of ['fr', 'en', 'es', 'it', 'de'] as const) {
      const locale = timeLocale(lang);
      for (const iso of times) expect(clockTime(iso, NY, locale)).toBe(formatClock(iso, locale, NY));
    }
    // Engines put a (narrow) no-break space before AM/PM.
    expect(times.map((iso) => clockTime(iso, NY, 'en-US').replace(/\s/g, ' '))).toEqual([
      '6:35 AM',
      '2:48 PM',
      '12:07 AM',
    ]);
    for (const locale of ['fr-FR', 'it-IT', 'de-DE'])
      expect(times.map((iso) => clockTime(iso, NY, locale))).toEqual(['06:35', '14:48', '00:07']);
    expect(times.map((iso) => clockTime(iso, NY, 'es-ES'))).toEqual(['6:35', '14:48', '0:07']);
  });

  it('moves the board window by an hour across midnight', () => {
    expect(shiftedWindow('2026-11-23T23:30:00-05:00', 60, NY)).toEqual({ date: '2026-11-24', time: '00:30' });
    expect(shiftedWindow('2026-11-23T00:10:00-05:00', -60, NY)).toEqual({ date: '2026-11-22', time: '23:10' });
    expect(localDateTime(Date.parse('2026-03-08T07:30:00Z'), NY)).toEqual({ date: '2026-03-08', time: '03:30' });
  });

  it('lays a day out by hour and marks the next departure', () => {
    const times = [
      '2026-11-23T08:05:00-05:00',
      '2026-11-23T08:35:00-05:00',
      '2026-11-23T09:05:00-05:00',
      '2026-11-24T00:15:00-05:00',
    ];
    const rows = timetableByHour(times, NY, Date.parse('2026-11-23T08:10:00-05:00'));
    expect(
      rows.map((row) => `${row.hour}: ${row.minutes.map((m) => m.minute + (m.next ? '*' : '')).join(' ')}`),
    ).toEqual(['08: 05 35*', '09: 05', '00: 15']);
    expect(
      timetableByHour(times, NY, Date.parse('2026-11-25T00:00:00Z'))
        .flatMap((row) => row.minutes)
        .some((m) => m.next),
    ).toBe(false);
  });

  it("splits today's list into last night's departures after midnight and the day's own, one next across both", () => {
    const departures = [
      { departureTime: '2026-11-23T00:10:00-05:00', dayBefore: true },
      { departureTime: '2026-11-23T00:20:00-05:00' },
      { departureTime: '2026-11-23T00:40:00-05:00', dayBefore: true },
      { departureTime: '2026-11-23T05:00:00-05:00' },
    ];
    const text = (rows: ReturnType<typeof timetableByHour>) =>
      rows.map((row) => `${row.hour}: ${row.minutes.map((m) => m.minute + (m.next ? '*' : '')).join(' ')}`);
    const at0030 = timetableParts(departures, NY, Date.parse('2026-11-23T00:30:00-05:00'));
    expect({ night: text(at0030.nightBefore), day: text(at0030.day) }).toEqual({
      night: ['00: 10 40*'],
      day: ['00: 20', '05: 00'],
    });
    const at0015 = timetableParts(departures, NY, Date.parse('2026-11-23T00:15:00-05:00'));
    expect({ night: text(at0015.nightBefore), day: text(at0015.day) }).toEqual({
      night: ['00: 10 40'],
      day: ['00: 20*', '05: 00'],
    });
  });
});

describe('service dates', () => {
  it('are written in the page language', async () => {
    const { formatServiceDate } = await import('./departure-board.ts');
    expect(formatServiceDate('2026-11-23', 'fr-FR')).toBe('23 novembre 2026');
    expect(formatServiceDate('2026-11-23', 'en-US')).toBe('November 23, 2026');
  });
});
