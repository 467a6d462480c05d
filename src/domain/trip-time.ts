import { Temporal } from './temporal.ts';

/** Spec section 9: the return is at least 2 hours after the departure. */
export const MIN_RETURN_GAP = Temporal.Duration.from({ hours: 2 });

/** The current minute in the network's time zone (seconds dropped: the form edits minutes). */
export function currentMinute(timeZone: string, nowMs: number = Date.now()): Temporal.ZonedDateTime {
  // With a whole-minute offset (every zone since 1970), the wall clock's minute starts at the instant's: flooring the
  // instant is the same ZonedDateTime as rounding the wall clock, without the polyfill's round() (~0.5 ms a call, on
  // every page with the trip form).
  const floored = Temporal.Instant.fromEpochMilliseconds(Math.floor(nowMs / 60_000) * 60_000).toZonedDateTimeISO(
    timeZone,
  );
  if (floored.offsetNanoseconds % 60e9 === 0) return floored;
  return Temporal.Instant.fromEpochMilliseconds(nowMs)
    .toZonedDateTimeISO(timeZone)
    .round({ smallestUnit: 'minute', roundingMode: 'floor' });
}

/** ISO form with the zone offset, minute precision, e.g. 2026-11-22T09:30-05:00 (spec section 9). */
export function toIsoOffset(zdt: Temporal.ZonedDateTime): string {
  return zdt.toString({ timeZoneName: 'never', smallestUnit: 'minute' });
}

/** Reads an ISO date-time with an offset, or a local one taken in the network's time zone; null when unreadable. */
export function parseIsoInZone(value: string | null | undefined, timeZone: string): Temporal.ZonedDateTime | null {
  if (!value) return null;
  try {
    if (/[+-]\d{2}:?\d{2}$|Z$/.test(value)) return Temporal.Instant.from(value).toZonedDateTimeISO(timeZone);
    return Temporal.PlainDateTime.from(value).toZonedDateTime(timeZone);
  } catch {
    return null;
  }
}

/** Spec section 5: a typed date is year-month-day with a year starting with 1 or 2. */
export function parseDateInput(value: string): Temporal.PlainDate | null {
  const match = /^\s*([12]\d{3})-(\d{1,2})-(\d{1,2})\s*$/.exec(value);
  if (!match) return null;
  try {
    return Temporal.PlainDate.from(
      { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
}

/** Replaces the date or the time part of an ISO value, keeping the other part, in the network's time zone. */
export function withDateOrTime(
  iso: string,
  timeZone: string,
  part: { date?: Temporal.PlainDate; time?: Temporal.PlainTime },
): string | null {
  const current = parseIsoInZone(iso, timeZone);
  if (!current) return null;
  const date = part.date ?? current.toPlainDate();
  const time = part.time ?? current.toPlainTime();
  return toIsoOffset(date.toZonedDateTime({ timeZone, plainTime: time }));
}

const FALLBACK_FIRST_DAY: Record<string, number> = { US: 7, CA: 7, MX: 7, BR: 7, JP: 7 };

/** First day of the week for a locale (1 Monday … 7 Sunday), from Intl week info where the engine has it. */
export function weekStartDay(locale: string): number {
  try {
    const intlLocale = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
    if (info?.firstDay) return info.firstDay;
    return FALLBACK_FIRST_DAY[intlLocale.maximize().region ?? ''] ?? 1;
  } catch {
    return 1;
  }
}
