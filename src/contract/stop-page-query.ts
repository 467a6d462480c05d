import { z } from 'zod';

/**
 * Query parameters of the stop page `/{lang}/proximity/{type}/{id}`: the board's date and time (a plain GET form, so it
 * works without JavaScript) and the line × direction whose full-day timetable is open.
 */
export const StopPageQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date: expected YYYY-MM-DD')
    .refine(isBoardDate, 'date: not a day of the calendar between 1900 and 2999')
    .optional(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time: expected HH:mm').optional(),
  line: z.string().regex(/^[\w.:,|@~ -]{1,200}$/, 'line: not a line id').optional(),
  direction: z.string().min(1).max(200).optional(),
});
/**
 * A day the board API answers (src/server/network/calendar-days.ts REQUEST_YEARS): 2026-02-30 or 9999-12-31 made the
 * board fail and the page say "departures unavailable"; now the page says the link's date is not valid, as for any
 * other malformed value, and shows the next departures.
 */
function isBoardDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type StopPageQuery = z.infer<typeof StopPageQuery>;
