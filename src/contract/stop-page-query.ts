import { z } from 'zod';

/**
 * Query parameters of the stop page `/{lang}/proximity/{type}/{id}`: the board's date and time (a plain GET form, so it
 * works without JavaScript) or its page (after / before a departure), its line filter, and the line × direction whose
 * full-day timetable is open.
 */
/** A departure instant as the board API writes it ('2026-11-28T11:04:30-05:00'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

export const StopPageQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date: expected YYYY-MM-DD')
    .refine(isBoardDate, 'date: not a day of the calendar between 1900 and 2999')
    .optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time: expected HH:mm')
    .optional(),
  line: z
    .string()
    .regex(/^[\w.:,|@~ -]{1,200}$/, 'line: not a line id')
    .optional(),
  direction: z.string().min(1).max(200).optional(),
  /** The board's later page: departures strictly after this instant (the earliest last departure shown). */
  after: z.string().max(40).regex(INSTANT, 'after: expected an ISO 8601 date-time with its offset').optional(),
  /** The board's earlier page: departures strictly before this instant (the earliest first departure shown). */
  before: z.string().max(40).regex(INSTANT, 'before: expected an ISO 8601 date-time with its offset').optional(),
  /** The line filter: the board shows only these lines (comma-separated ids); absent, every line. */
  lines: z
    .string()
    .regex(/^[\w.:|@~ -]{1,200}(,[\w.:|@~ -]{1,200}){0,29}$/, 'lines: expected line ids separated by commas')
    .transform((text) => text.split(','))
    .optional(),
});
/**
 * A day the board API answers (src/server/network/model/calendar-days.ts REQUEST_YEARS): 2026-02-30 or 9999-12-31 made
 * the board fail and the page say "departures unavailable"; now the page says the link's date is not valid, as for any
 * other malformed value, and shows the next departures.
 */
export function isBoardDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export type StopPageQuery = z.infer<typeof StopPageQuery>;
