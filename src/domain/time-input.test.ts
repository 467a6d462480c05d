import { describe, expect, it } from 'vitest';
import { Temporal } from './temporal.ts';
import { formatTimeInput, hourClock, parseLocaleTime, timeExample, timeInputMode, timePattern } from './time-input.ts';

const at = (hour: number, minute: number) => Temporal.PlainTime.from({ hour, minute });
const read = (text: string) => parseLocaleTime(text)?.toString({ smallestUnit: 'minute' }) ?? null;

describe('time field in the page language', () => {
  it('uses the clock the site writes times with elsewhere (formatClock): 24 h except English', () => {
    for (const locale of ['fr-FR', 'es-ES', 'it-IT', 'de-DE']) {
      expect(hourClock(locale), locale).toBe('h24');
      expect(formatTimeInput(at(9, 5), locale), locale).toBe('09:05');
      expect(formatTimeInput(at(0, 0), locale), locale).toBe('00:00');
      expect(timePattern(locale)).toBe('HH:MM');
      expect(timeExample(locale)).toBe('14:30');
      expect(timeInputMode(locale)).toBe('decimal');
    }
    expect(hourClock('en-US')).toBe('h12');
    expect(formatTimeInput(at(9, 5), 'en-US')).toBe('9:05 AM');
    expect(formatTimeInput(at(0, 0), 'en-US')).toBe('12:00 AM');
    expect(formatTimeInput(at(12, 30), 'en-US')).toBe('12:30 PM');
    expect(formatTimeInput(at(23, 59), 'en-US')).toBe('11:59 PM');
    expect(timePattern('en-US')).toBe('H:MM AM/PM');
    expect(timeExample('en-US')).toBe('2:30 PM');
    expect(timeInputMode('en-US')).toBe('text');
  });

  it('reads back every text it writes, in every language', () => {
    for (const locale of ['fr-FR', 'en-US', 'es-ES', 'it-IT', 'de-DE']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
        const time = at(Math.floor(minutes / 60), minutes % 60);
        expect(parseLocaleTime(formatTimeInput(time, locale))?.equals(time), `${locale} ${time}`).toBe(true);
      }
    }
  });

  it('reads the ways people type a time', () => {
    expect(read('14:30')).toBe('14:30');
    expect(read(' 9:05 ')).toBe('09:05');
    expect(read('14.30')).toBe('14:30');
    expect(read('14,30')).toBe('14:30');
    expect(read('14h30')).toBe('14:30');
    expect(read('14 h 30')).toBe('14:30');
    expect(read('14h')).toBe('14:00');
    expect(read('1430')).toBe('14:30');
    expect(read('930')).toBe('09:30');
    expect(read('7')).toBe('07:00');
    expect(read('2:30 PM')).toBe('14:30');
    expect(read('2:30\u202fPM')).toBe('14:30');
    expect(read('2:30 p.m.')).toBe('14:30');
    expect(read('2pm')).toBe('14:00');
    expect(read('12 am')).toBe('00:00');
    expect(read('12:15 PM')).toBe('12:15');
    expect(read('10:00 AM')).toBe('10:00');
    expect(read('21:30')).toBe('21:30');
  });

  it('refuses what is not a time', () => {
    for (const text of [
      '',
      ' ',
      'noon',
      '24:00',
      '12:60',
      '13:00 PM',
      '0:30 am',
      '9:5',
      '12345',
      '1:2:3',
      'pm',
      '-1:00',
      '9:30 xm',
    ]) {
      expect(parseLocaleTime(text), JSON.stringify(text)).toBeNull();
    }
  });
});
