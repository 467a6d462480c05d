import { describe, expect, it } from 'vitest';
import { Temporal } from './temporal.ts';
import { datePattern, formatDateInput, parseLocaleDate } from './date-input.ts';
import { monthWeeks, moveFocusedDay } from './date-grid.ts';

const nov28 = Temporal.PlainDate.from('2026-11-28');

describe('dates typed in the language of the page', () => {
  it('shows the locale order and separator', () => {
    expect(formatDateInput(nov28, 'fr-FR')).toBe('28/11/2026');
    expect(formatDateInput(nov28, 'en-US')).toBe('11/28/2026');
    expect(formatDateInput(nov28, 'de-DE')).toBe('28.11.2026');
    expect(datePattern('fr-FR')).toBe('JJ/MM/AAAA');
    expect(datePattern('en-US')).toBe('MM/DD/YYYY');
    expect(datePattern('de-DE')).toBe('TT.MM.JJJJ');
    expect(datePattern('it-IT')).toBe('GG/MM/AAAA');
  });
  it('reads the locale form and ISO, refuses the rest', () => {
    expect(parseLocaleDate('28/11/2026', 'fr-FR')?.toString()).toBe('2026-11-28');
    expect(parseLocaleDate('11/28/2026', 'en-US')?.toString()).toBe('2026-11-28');
    expect(parseLocaleDate('28.11.2026', 'de-DE')?.toString()).toBe('2026-11-28');
    expect(parseLocaleDate('2026-11-28', 'fr-FR')?.toString()).toBe('2026-11-28');
    expect(parseLocaleDate('1/2/2027', 'es-ES')?.toString()).toBe('2027-02-01');
    expect(parseLocaleDate('28/11/2026', 'en-US')).toBeNull();
    expect(parseLocaleDate('31/02/2026', 'fr-FR')).toBeNull();
    expect(parseLocaleDate('28/11/26', 'fr-FR')).toBeNull();
    expect(parseLocaleDate('demain', 'fr-FR')).toBeNull();
  });
});

describe('date grid', () => {
  it('starts weeks on the locale day', () => {
    const month = Temporal.PlainYearMonth.from('2026-11');
    expect(monthWeeks(month, 1)[0].map((d) => d?.day ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(monthWeeks(month, 7)[0].map((d) => d?.day ?? null)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('moves by day, week, month and year', () => {
    expect(moveFocusedDay(nov28, 'ArrowRight', false, 1)?.toString()).toBe('2026-11-29');
    expect(moveFocusedDay(nov28, 'ArrowUp', false, 1)?.toString()).toBe('2026-11-21');
    expect(moveFocusedDay(nov28, 'PageDown', false, 1)?.toString()).toBe('2026-12-28');
    expect(moveFocusedDay(nov28, 'PageUp', true, 1)?.toString()).toBe('2025-11-28');
    // Saturday 28: Monday-first week starts the 23rd, Sunday-first the 22nd.
    expect(moveFocusedDay(nov28, 'Home', false, 1)?.toString()).toBe('2026-11-23');
    expect(moveFocusedDay(nov28, 'Home', false, 7)?.toString()).toBe('2026-11-22');
    expect(moveFocusedDay(nov28, 'End', false, 1)?.toString()).toBe('2026-11-29');
    expect(moveFocusedDay(nov28, 'a', false, 1)).toBeNull();
  });
});
