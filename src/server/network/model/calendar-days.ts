/** Pure calendar arithmetic on ISO dates (YYYY-MM-DD) through UTC epoch days: no time zone is involved. */

const DAY_MS = 86_400_000;

/**
 * The years a request may ask about: any timetable question fits, and the date code never meets a year past 9999
 * (9999-12-31 plus a day is '+010000-01-01', which Temporal will not read back: those requests answered 500).
 */
export const REQUEST_YEARS = { first: 1900, last: 2999 } as const;

/** A real calendar date within REQUEST_YEARS. */
export function isRequestDate(text: string): boolean {
  return isIsoDate(text) && isRequestYear(Number(text.slice(0, 4)));
}

export function isRequestYear(year: number): boolean {
  return year >= REQUEST_YEARS.first && year <= REQUEST_YEARS.last;
}

export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = epochDay(text);
  return Number.isFinite(day) && isoDateOfEpochDay(day) === text;
}

export function epochDay(isoDate: string): number {
  return Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;
}

export function isoDateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return isoDateOfEpochDay(epochDay(isoDate) + days);
}

/** ISO weekday index with Monday = 0 … Sunday = 6. */
export function weekdayIndex(isoDate: string): number {
  return (new Date(epochDay(isoDate) * DAY_MS).getUTCDay() + 6) % 7;
}
