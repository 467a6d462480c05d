import { Temporal } from 'temporal-polyfill';

/**
 * Time helpers shared by the schedules API and the router. GTFS times count seconds from "noon minus 12 h" of the
 * service day in the network time zone (equal to midnight except on DST change days), and may exceed 24:00.
 */

const dayStartCache = new Map<string, number>();

/** Epoch milliseconds of "noon minus 12 h" of `serviceDate` in `timeZone`: GTFS second 0 of that service day. */
export function serviceDayStartMs(timeZone: string, serviceDate: string): number {
  const key = `${timeZone}|${serviceDate}`;
  let start = dayStartCache.get(key);
  if (start === undefined) {
    start = Temporal.PlainDate.from(serviceDate)
      .toZonedDateTime({ timeZone, plainTime: '12:00' })
      .subtract({ hours: 12 }).epochMilliseconds;
    if (dayStartCache.size > 10_000) dayStartCache.clear();
    dayStartCache.set(key, start);
  }
  return start;
}

/** Service date + GTFS seconds → epoch milliseconds. */
export function serviceTimeToEpochMs(timeZone: string, serviceDate: string, seconds: number): number {
  return serviceDayStartMs(timeZone, serviceDate) + seconds * 1000;
}

const QUARTER_HOUR_MS = 900_000;
/** Per time zone, the UTC offset of each quarter hour asked (numeric keys: a journey answer asks ~600 times). */
const offsetsByZone = new Map<string, Map<number, number>>();

/**
 * The zone's UTC offset in minutes at an instant, from Temporal, memoized per quarter hour: every offset change of
 * the tz database since 1970 falls on a quarter-hour boundary, and a timetable grid formats thousands of times.
 */
function offsetMinutes(timeZone: string, epochMs: number): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) offsetsByZone.set(timeZone, (offsets = new Map()));
  const bucket = Math.floor(epochMs / QUARTER_HOUR_MS);
  let offset = offsets.get(bucket);
  if (offset === undefined) {
    offset =
      Temporal.Instant.fromEpochMilliseconds(bucket * QUARTER_HOUR_MS).toZonedDateTimeISO(timeZone).offsetNanoseconds /
      60e9;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(bucket, offset);
  }
  return offset;
}

const DAY_MS = 86_400_000;
/** First instant whose ISO form has a 5-digit year: past it (and before 1970) the general path below is taken. */
const YEAR_10000_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
/** "YYYY-MM-DDT" of a UTC day number, and "±HH:MM" of an offset: the same few strings over and over. */
const datePrefixes = new Map<number, string>();
const offsetSuffixes = new Map<number, string>();

function offsetSuffix(offset: number): string {
  let suffix = offsetSuffixes.get(offset);
  if (suffix === undefined) {
    const abs = Math.abs(offset);
    suffix = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    offsetSuffixes.set(offset, suffix);
  }
  return suffix;
}

/** Epoch milliseconds → ISO 8601 local time with the zone's offset at that instant, e.g. "2026-11-22T08:05:00-05:00". */
export function epochMsToIso(timeZone: string, epochMs: number): string {
  const offset = offsetMinutes(timeZone, epochMs);
  const local = Math.floor(epochMs / 1000) * 1000 + offset * 60_000;
  // Whole-minute offsets within years 1970–9999 (every real timetable): the text is assembled from cached parts,
  // ~5x cheaper than a Date and toISOString per time; it is the same text the general path gives.
  if (Number.isInteger(offset) && local >= 0 && local < YEAR_10000_MS) {
    const day = Math.floor(local / DAY_MS);
    let prefix = datePrefixes.get(day);
    if (prefix === undefined) {
      prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
      if (datePrefixes.size > 10_000) datePrefixes.clear();
      datePrefixes.set(day, prefix);
    }
    const second = (local - day * DAY_MS) / 1000;
    return `${prefix}${TWO_DIGITS[Math.floor(second / 3600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}${offsetSuffix(offset)}`;
  }
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${new Date(local).toISOString().slice(0, 19)}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** serviceTimeToIso for the many times of one service day (a journey answer formats hundreds). */
export function serviceDayIso(timeZone: string, serviceDate: string): (seconds: number) => string {
  const start = serviceDayStartMs(timeZone, serviceDate);
  return (seconds) => epochMsToIso(timeZone, start + seconds * 1000);
}

/** Service date + GTFS seconds → ISO 8601 with offset (correct past 24:00 and across DST changes). */
export function serviceTimeToIso(timeZone: string, serviceDate: string, seconds: number): string {
  return epochMsToIso(timeZone, serviceTimeToEpochMs(timeZone, serviceDate, seconds));
}

/** The local calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDateOf(timeZone: string, epochMs: number): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/**
 * Parses a request date-time: ISO 8601 with an offset or "Z" (an instant), or without one (local time in `timeZone`).
 * Returns epoch milliseconds, or null when malformed.
 */
export function parseRequestDateTime(text: string, timeZone: string): number | null {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value)) return null;
  try {
    if (/(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T'))
      return Temporal.Instant.from(value).epochMilliseconds;
    return Temporal.PlainDateTime.from(value).toZonedDateTime(timeZone).epochMilliseconds;
  } catch {
    return null;
  }
}
