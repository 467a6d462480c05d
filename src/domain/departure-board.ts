import type { Lang } from '../i18n/index.ts';
import { dateTimeFormat } from './intl-formats.ts';
import { formatStopClock } from './trip-format.ts';

/** Rules of the departure board shown on stop pages: times in the network's zone, minutes to go, board windows. */

/** Whole minutes from now until an ISO instant; 0 once it is due. */
export function minutesUntil(iso: string, nowMs: number): number {
  return Math.max(0, Math.floor((Date.parse(iso) - nowMs) / 60_000));
}

/**
 * A departure's clock time in the network's zone, whatever the visitor's zone is: the trip screens' rule
 * (formatClock, the locale's short time: "6:35 AM" in English, "06:35" in French), so a board, a widget and a
 * journey never show the same train's time two ways. At a stop whose own zone differs (stopZone), that stop's clock
 * with its zone named.
 */
export function clockTime(iso: string, timeZone: string, locale: string, stopZone?: string): string {
  return formatStopClock(iso, locale, timeZone, stopZone);
}

/** The local date and time of an instant in a zone: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export function localDateTime(epochMs: number, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The board's window moved by some minutes (earlier / later links), as the page's date and time parameters. */
export function shiftedWindow(fromIso: string, minutes: number, timeZone: string): { date: string; time: string } {
  return localDateTime(Date.parse(fromIso) + minutes * 60_000, timeZone);
}

/** A board with no departure to page by moves by an hour. */
export const BOARD_SHIFT_MINUTES = 60;

export interface TimetableHour {
  /** Local hour label, "08". */
  hour: string;
  minutes: Array<{ minute: string; iso: string; next: boolean }>;
}

/**
 * A full day's departures as rows of hours (in time order; after midnight the hours start again at 00), the first
 * departure not yet gone marked `next` when the day shown is today.
 */
export function timetableByHour(times: string[], timeZone: string, nowMs: number): TimetableHour[] {
  const nextIndex = times.findIndex((iso) => Date.parse(iso) >= nowMs);
  return hourRows(
    times.map((iso, index) => ({ iso, next: index === nextIndex })),
    timeZone,
  );
}

function hourRows(entries: Array<{ iso: string; next: boolean }>, timeZone: string): TimetableHour[] {
  const rows: TimetableHour[] = [];
  for (const { iso, next } of entries) {
    const [hour, minute] = localDateTime(Date.parse(iso), timeZone).time.split(':');
    let row = rows.at(-1);
    if (!row || row.hour !== hour) rows.push((row = { hour, minutes: [] }));
    row.minutes.push({ minute, iso, next });
  }
  return rows;
}

/**
 * Today's departures split in two tables: last night's (`dayBefore`: the day before's service still running after
 * midnight, whose "00:40" would read as a train of the day shown) and the day's own; one `next` across both.
 */
export function timetableParts(
  departures: ReadonlyArray<{ departureTime: string; dayBefore?: boolean }>,
  timeZone: string,
  nowMs: number,
): { nightBefore: TimetableHour[]; day: TimetableHour[] } {
  const nextIndex = departures.findIndex((d) => Date.parse(d.departureTime) >= nowMs);
  const entries = departures.map((d, index) => ({
    iso: d.departureTime,
    next: index === nextIndex,
    nightBefore: d.dayBefore === true,
  }));
  return {
    nightBefore: hourRows(
      entries.filter((e) => e.nightBefore),
      timeZone,
    ),
    day: hourRows(
      entries.filter((e) => !e.nightBefore),
      timeZone,
    ),
  };
}

/** The locale used to format dates and times for a page language. */
export function timeLocale(lang: Lang): string {
  return { fr: 'fr-FR', en: 'en-US', es: 'es-ES', it: 'it-IT', de: 'de-DE' }[lang];
}

/** A service date (YYYY-MM-DD) as the page language writes it: "23 novembre 2026", "November 23, 2026". */
export function formatServiceDate(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${isoDate}T12:00:00Z`));
}
