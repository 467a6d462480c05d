import { Temporal } from './temporal.ts';
import { dateTimeFormat } from './intl-formats.ts';

/** Today in the network's time zone, and the minutes since its midnight (for "first trip not yet finished"). */
export function networkNow(timeZone: string, nowMs: number = Date.now()): { date: string; minutes: number } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone);
  return { date: zoned.toPlainDate().toString(), minutes: zoned.hour * 60 + zoned.minute };
}

/** The instant the network's next day begins: what a page saying "today" stays true until (DST days included). */
export function nextNetworkMidnightMs(timeZone: string, nowMs: number = Date.now()): number {
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone).toPlainDate();
  return today.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;
}

export function addDaysIso(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** A calendar date as the locale writes it, e.g. "Tuesday, November 24, 2026" (no time zone involved). */
export function formatLongDate(date: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

export function formatShortDate(date: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
