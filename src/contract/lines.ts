import { z } from 'zod';

/** Lines (routes) for the schedules screens: the list by mode, one line's directions, a direction's timetable grid. */

export const LineMode = z.enum([
  'tram',
  'metro',
  'rail',
  'bus',
  'ferry',
  'cableTram',
  'aerialLift',
  'funicular',
  'trolleybus',
  'monorail',
  'coach',
]);

export const LineSummary = z.object({
  id: z.string(),
  shortName: z.string(),
  longName: z.string(),
  mode: LineMode,
  /** "#RRGGBB"; textColor is readable on color. */
  color: z.string(),
  textColor: z.string(),
});
export type LineSummary = z.infer<typeof LineSummary>;

export const LineListResponse = z.object({
  /** Modes in display order; lines sorted naturally by short name ("2" before "10"). */
  groups: z.array(
    z.object({
      mode: LineMode,
      /** Set when a mode's lines come from several boroughs or agencies: the feed's city, else the agency's name. */
      area: z.string().optional(),
      lines: z.array(LineSummary),
    }),
  ),
});
export type LineListResponse = z.infer<typeof LineListResponse>;

export const LineStopWordsResponse = z.object({
  /** Per line id: the distinct words of the names of the stops it serves, lower case, space-separated (the line filter's). */
  lines: z.record(z.string(), z.string()),
});
export type LineStopWordsResponse = z.infer<typeof LineStopWordsResponse>;

export const LineStop = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  stopAreaId: z.string(),
});

export const LineDirection = z.object({
  /** "0" / "1" (GTFS direction_id), or the terminus when the feed has no directions. Pass it to the timetable. */
  id: z.string(),
  headsign: z.string(),
  stops: z.array(LineStop),
  /** [lat, lon] pairs; empty when the feed has no shape (then draw through the stops). */
  shape: z.array(z.tuple([z.number(), z.number()])),
});

export const LineDetailResponse = z.object({
  line: LineSummary.extend({ agencyName: z.string() }),
  directions: z.array(LineDirection),
});
export type LineDetailResponse = z.infer<typeof LineDetailResponse>;

export const LineTimetableQuery = z.object({
  /** A direction id of the line; default its first direction. */
  direction: z.string().min(1).max(200).optional(),
  /**
   * Service date YYYY-MM-DD in the network time zone; default today. Today's timetable also holds the day before's
   * trips still running after midnight (marked dayBefore), so a timetable opened at 00:05 shows tonight's trains.
   */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
    .optional(),
});

/** A timetable row: a stop (twice on a loop line: visit 1 is the second pass), with the other lines serving it. */
export const TimetableStop = LineStop.extend({
  visit: z.number().int().min(0),
  /** One of the few stops the "timing points" view keeps (both ends and the main interchanges between them). */
  timingPoint: z.boolean(),
  /** Ids of the other lines at this stop (their summaries are in relatedLines). */
  transfers: z.array(z.string()),
  /**
   * The stop's own IANA zone where it differs from the network's (GTFS stop_timezone): the row's times are on its
   * clock (ISO times carry its offset; the week view's HH:MM are its wall clock).
   */
  timezone: z.string().optional(),
});

/** GTFS pickup/drop-off rules other than regular: drop-off only, pickup only, on request (phone or signal). */
export const CellNote = z.enum(['dropOffOnly', 'pickupOnly', 'onRequest']);
export type CellNote = z.infer<typeof CellNote>;

export const TimetableTrip = z.object({
  id: z.string(),
  headsign: z.string(),
  /** times[i] is the ISO time at stops[i] (departure; arrival at the trip's last stop), null where it does not stop. */
  times: z.array(z.string().nullable()),
  notes: z.array(z.object({ row: z.number().int(), note: CellNote })),
  /** Today's timetable only: a trip of the day before's service still running after midnight (times are today's clock). */
  dayBefore: z.literal(true).optional(),
});
export type TimetableTrip = z.infer<typeof TimetableTrip>;

export const LineTimetableResponse = z.object({
  line: LineSummary,
  direction: z.object({ id: z.string(), headsign: z.string() }),
  /** Every direction of the line, for direction links. */
  directions: z.array(z.object({ id: z.string(), headsign: z.string() })),
  timezone: z.string(),
  /** The feed date whose timetable is shown; serviceDateShiftedFrom is the date asked for when the feed did not cover it. */
  serviceDate: z.string(),
  serviceDateShiftedFrom: z.string().optional(),
  /** The date asked for (times are on it). */
  date: z.string(),
  stops: z.array(TimetableStop),
  relatedLines: z.array(LineSummary),
  /**
   * Blocks of trips, each free of time inversions (no trip leaves a stop before the column to its left). Trips that
   * overtake others (limited-stop services) get their own block; most directions have one.
   */
  sections: z.array(z.object({ headsign: z.string(), trips: z.array(TimetableTrip) })),
});
export type LineTimetableResponse = z.infer<typeof LineTimetableResponse>;

export const LineWeekQuery = z.object({
  direction: z.string().min(1).max(200).optional(),
  /** Any date of the wanted week (Monday to Sunday); default this week. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
    .optional(),
});

export const WeekBlockName = z.enum(['weekdays', 'saturday', 'sunday']);

export const LineWeekResponse = z.object({
  line: LineSummary,
  direction: z.object({ id: z.string(), headsign: z.string() }),
  directions: z.array(z.object({ id: z.string(), headsign: z.string() })),
  timezone: z.string(),
  /** The first day shown (the date asked, default today); the seven dates, Monday to Sunday, each the next from weekStart on. */
  weekStart: z.string(),
  days: z.array(z.string()),
  serviceDateShifted: z.boolean(),
  /** Timing points only (a paper timetable's rows). */
  stops: z.array(TimetableStop),
  /**
   * Monday–Friday, Saturday, Sunday. Identical trips of different days are one column; a trip not running on every day
   * of its block carries a footnote mark, defined in footnotes by the days it runs.
   */
  blocks: z.array(
    z.object({
      name: WeekBlockName,
      /** times are clock times "HH:MM" in the network time zone (the same on every day the column runs). */
      sections: z.array(z.array(z.object({ times: z.array(z.string().nullable()), footnote: z.string().optional() }))),
      footnotes: z.array(z.object({ mark: z.string(), runsOn: z.array(z.string()) })),
    }),
  ),
});
export type LineWeekResponse = z.infer<typeof LineWeekResponse>;
