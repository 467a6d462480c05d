import { z } from 'zod';

/** Lines (routes) for the schedules screens: the list by mode, one line's directions, a direction's timetable grid. */

export const LineMode = z.enum(['tram', 'metro', 'rail', 'bus', 'ferry', 'cableTram', 'aerialLift', 'funicular', 'trolleybus', 'monorail', 'coach']);

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
  groups: z.array(z.object({ mode: LineMode, lines: z.array(LineSummary) })),
});
export type LineListResponse = z.infer<typeof LineListResponse>;

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
  direction: z.string().min(1).max(200),
  /** Service date YYYY-MM-DD in the network time zone; default today. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD').optional(),
});

export const LineTimetableResponse = z.object({
  line: LineSummary,
  direction: z.object({ id: z.string(), headsign: z.string() }),
  timezone: z.string(),
  /** The feed date whose timetable is shown; serviceDateShiftedFrom is the date asked for when the feed did not cover it. */
  serviceDate: z.string(),
  serviceDateShiftedFrom: z.string().optional(),
  stops: z.array(LineStop),
  /** One row per trip; times[i] is the ISO time at stops[i], null where the trip does not stop. */
  trips: z.array(z.object({ id: z.string(), headsign: z.string(), times: z.array(z.string().nullable()) })),
});
export type LineTimetableResponse = z.infer<typeof LineTimetableResponse>;
