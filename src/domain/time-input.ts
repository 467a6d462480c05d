import { Temporal } from './temporal.ts';

/**
 * A time typed the way the page's language writes it, not the browser's: a native `<input type="time">` follows the
 * browser (an Italian page in an English browser showed "10:00 AM"). The clock comes from Intl for the page's locale,
 * as every other time of the site does (formatClock: 09:05 in fr/it/de/es, 9:05 AM in en-US), so the field agrees with
 * the results and timetables it leads to.
 */
export type HourClock = 'h12' | 'h24';

/** Per locale: Intl builds its formatter from the locale's data each time, and every page with the form asks. */
const clocks = new Map<string, HourClock>();

export function hourClock(locale: string): HourClock {
  let clock = clocks.get(locale);
  if (!clock) {
    const hour12 =
      new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hour12 === true;
    clocks.set(locale, (clock = hour12 ? 'h12' : 'h24'));
  }
  return clock;
}

/**
 * The field's text for a time: 24-hour HH:MM (leading zero: a form field reads more evenly than 9:05), or H:MM AM/PM
 * for a 12-hour locale. A plain space before AM/PM (Intl's narrow no-break space is hard to type back).
 */
export function formatTimeInput(time: Temporal.PlainTime, locale: string): string {
  const minutes = String(time.minute).padStart(2, '0');
  if (hourClock(locale) === 'h24') return `${String(time.hour).padStart(2, '0')}:${minutes}`;
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${minutes} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

/** The format shown in the field's hint and error message (letters the same in the five languages of the site). */
export function timePattern(locale: string): string {
  return hourClock(locale) === 'h24' ? 'HH:MM' : 'H:MM AM/PM';
}

/** An afternoon example: it shows which clock the field expects (14:30, 2:30 PM). */
export function timeExample(locale: string): string {
  return formatTimeInput(Temporal.PlainTime.from({ hour: 14, minute: 30 }), locale);
}

/**
 * The on-screen keyboard: digits with a separator key for a 24-hour field (iOS's numeric pad has no colon; "14.30",
 * "14,30" and "1430" are read), full text where AM/PM must be typed.
 */
export function timeInputMode(locale: string): 'decimal' | 'text' {
  return hourClock(locale) === 'h24' ? 'decimal' : 'text';
}

const TIME_TEXT = /^(\d{1,2})(?:\s*[:.,hH]\s*(\d{2})?)?$|^(\d{1,2})(\d{2})$/;
const DAY_PERIOD = /\s*([ap])\.?\s*m?\.?$/i;

/**
 * The typed time, or null. Read the same on every page (a pasted time still works): 14:30, 14.30, 14,30, 14h30, 14h,
 * 1430, 930, 14; with AM/PM (2:30 pm, 2:30 p.m., 2pm, 12 am = 00:00) the hour is 1–12. Without AM/PM the hour is read
 * on the 24-hour clock, also on the English page (9:30 is 9:30 AM, 21:30 is 9:30 PM), and the field shows it back in
 * its own convention once left.
 */
export function parseLocaleTime(value: string): Temporal.PlainTime | null {
  let text = value.trim();
  const period = DAY_PERIOD.exec(text);
  if (period) text = text.slice(0, period.index).trim();
  const match = TIME_TEXT.exec(text);
  if (!match) return null;
  let hour = Number(match[1] ?? match[3]);
  const minute = Number(match[2] ?? match[4] ?? 0);
  if (period) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (period[1].toLowerCase() === 'p' ? 12 : 0);
  }
  try {
    return Temporal.PlainTime.from({ hour, minute }, { overflow: 'reject' });
  } catch {
    return null;
  }
}
