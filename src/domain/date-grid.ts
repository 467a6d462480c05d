import type { Temporal } from './temporal.ts';

/** The month calendar of the date picker (ARIA date grid): weeks starting on the locale's first day (1 Monday … 7 Sunday). */
export function monthWeeks(month: Temporal.PlainYearMonth, firstDay: number): Array<Array<Temporal.PlainDate | null>> {
  const first = month.toPlainDate({ day: 1 });
  const lead = (first.dayOfWeek - firstDay + 7) % 7;
  const days: Array<Temporal.PlainDate | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= month.daysInMonth; day++) days.push(month.toPlainDate({ day }));
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * Where a key moves the focused day (APG date picker dialog): arrows a day or a week, Home / End the week's first or
 * last day, Page Up / Down a month (with Shift a year). Null for any other key.
 */
export function moveFocusedDay(
  day: Temporal.PlainDate,
  key: string,
  shift: boolean,
  firstDay: number,
): Temporal.PlainDate | null {
  switch (key) {
    case 'ArrowLeft':
      return day.subtract({ days: 1 });
    case 'ArrowRight':
      return day.add({ days: 1 });
    case 'ArrowUp':
      return day.subtract({ days: 7 });
    case 'ArrowDown':
      return day.add({ days: 7 });
    case 'Home':
      return day.subtract({ days: (day.dayOfWeek - firstDay + 7) % 7 });
    case 'End':
      return day.add({ days: 6 - ((day.dayOfWeek - firstDay + 7) % 7) });
    case 'PageUp':
      return day.subtract(shift ? { years: 1 } : { months: 1 });
    case 'PageDown':
      return day.add(shift ? { years: 1 } : { months: 1 });
    default:
      return null;
  }
}
