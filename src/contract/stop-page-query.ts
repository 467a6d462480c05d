import { z } from 'zod';

/**
 * Query parameters of the stop page `/{lang}/proximity/{type}/{id}`: the board's date and time (a plain GET form, so it
 * works without JavaScript) and the line × direction whose full-day timetable is open.
 */
export const StopPageQuery = z.object({
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date: expected YYYY-MM-DD').optional(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time: expected HH:mm').optional(),
  line: z.string().regex(/^[\w.:,|@~ -]{1,200}$/, 'line: not a line id').optional(),
  direction: z.string().min(1).max(200).optional(),
});
export type StopPageQuery = z.infer<typeof StopPageQuery>;
