import { z } from 'zod';
import { isBoardDate } from './stop-page-query.ts';

/**
 * Query parameters of the trip page `/{lang}/trip/{tripId}`: the date the run starts on, and the stop the visitor came
 * from (highlighted in the list).
 */
export const TripPageQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date: expected YYYY-MM-DD')
    .refine(isBoardDate, 'date: not a day of the calendar between 1900 and 2999')
    .optional(),
  stop: z
    .string()
    .regex(/^[\w.:,|@~+-]{1,200}$/, 'stop: not a stop id')
    .optional(),
});
export type TripPageQuery = z.infer<typeof TripPageQuery>;
