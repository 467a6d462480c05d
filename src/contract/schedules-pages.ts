import { z } from 'zod';

/**
 * Query parameters of the schedules pages (links the pages build themselves; anything else is a bad request shown as
 * the error page). Unknown parameters are ignored so tracking tags (utm_…) do not break a shared link.
 */

export const TIME_BAND_VALUES = ['early', 'morning', 'midday', 'afternoon', 'evening', 'night', 'all'] as const;

export const LinePageQuery = z.object({
  direction: z.string().min(1).max(200).optional(),
  /** Service date YYYY-MM-DD in the network time zone; default today. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
    .optional(),
  /** Time-of-day band, or all day; default the band of the first trip not yet finished. */
  band: z.enum(TIME_BAND_VALUES).optional(),
  /** Rows: every stop, or the timing points; default every stop for lines of up to 40 stops. */
  stops: z.enum(['all', 'timing']).optional(),
  /** "1" shows every trip of the "then every N min" runs. */
  expand: z.enum(['1']).optional(),
  /** The day grid (default) or the paper-style week. */
  view: z.enum(['day', 'week']).optional(),
});
export type LinePageQuery = z.infer<typeof LinePageQuery>;

export const LinesPageQuery = z.object({
  /** Filter of the line list (short name, long name or mode), applied by the server when JavaScript is off. */
  q: z.string().max(100).optional(),
});
