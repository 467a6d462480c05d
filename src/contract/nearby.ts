import { z } from 'zod';
import { LineMode, LineSummary } from './lines.ts';

/** The nearby screen's list: the stop areas nearest a point, and "departures near you" (one row per line × direction). */

const Coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name}: expected a number` })
    .refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, `${name}: out of range`);

export const NearbyQuery = z.object({
  lat: Coordinate('lat', 90),
  lon: Coordinate('lon', 180),
  /** Metres around the point. */
  radius: z.coerce.number().int().min(50).max(2000).default(500),
  /** How many stop areas the list holds. */
  stopAreas: z.coerce.number().int().min(1).max(30).default(12),
  fromDatetime: z.string().max(40).optional(),
});

/** One departure's run: what its trip page is asked with (`/trips/{tripId}?date=runDate`). */
export const NearbyRun = z.object({
  tripId: z.string(),
  /** The date the run starts on: the day before for a run boarded after midnight. */
  runDate: z.string(),
  stopPointId: z.string(),
});
export type NearbyRun = z.infer<typeof NearbyRun>;

export const NearbyNext = z.object({
  lineId: z.string(),
  direction: z.string(),
  headsign: z.string(),
  /** The next two departures (ISO): predicted times when the realtime feed has them (cancelled ones left out). */
  departureTimes: z.array(z.string()),
  /** Aligned with departureTimes: true for a realtime prediction, false for the timetable's time. */
  live: z.array(z.boolean()).optional(),
  /** Aligned with departureTimes: each run's trip page (its trip, the date the run starts on, the stop it leaves). */
  runs: z.array(NearbyRun).optional(),
  /**
   * Present when the feed has no timetable for the date asked (it ran out): the date asked, and in serviceDate the
   * feed date whose timetable gives these times (the stop page's "timetable of another day").
   */
  serviceDateShiftedFrom: z.string().optional(),
  serviceDate: z.string().optional(),
});

export type NearbyNext = z.infer<typeof NearbyNext>;

export const NearbyStopArea = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Straight-line metres from the point, and minutes walking it. */
  distance: z.number(),
  walkMinutes: z.number(),
  modes: z.array(LineMode),
  lines: z.array(LineSummary),
  next: z.array(NearbyNext),
  /**
   * Only when `next` is empty, why: the first departure after the list's two hours (ISO, within a day), or absent when
   * nothing leaves this stop for a day (trips end here, or no service).
   */
  nextLater: z.string().optional(),
});
export type NearbyStopArea = z.infer<typeof NearbyStopArea>;

export const NearbyDeparture = z.object({
  line: LineSummary,
  direction: z.string(),
  headsign: z.string(),
  stopArea: z.object({ id: z.string(), name: z.string() }),
  stopPointId: z.string(),
  distance: z.number(),
  walkMinutes: z.number(),
  /** Departures one can still reach walking there, soonest first (ISO; predicted when the realtime feed has them). */
  departureTimes: z.array(z.string()),
  /** Aligned with departureTimes: true for a realtime prediction, false for the timetable's time. */
  live: z.array(z.boolean()).optional(),
  /** Aligned with departureTimes: each run's trip page (its trip, the date the run starts on, the stop it leaves). */
  runs: z.array(NearbyRun).optional(),
  /**
   * Present when the feed has no timetable for the date asked (it ran out): the date asked, and in serviceDate the
   * feed date whose timetable gives these times (the stop page's "timetable of another day").
   */
  serviceDateShiftedFrom: z.string().optional(),
  serviceDate: z.string().optional(),
});
export type NearbyDeparture = z.infer<typeof NearbyDeparture>;

export const NearbyResponse = z.object({
  timezone: z.string(),
  fromDatetime: z.string(),
  stopAreas: z.array(NearbyStopArea),
  /** One row per line × direction from its nearest stop within the radius, soonest first. */
  departures: z.array(NearbyDeparture),
});
export type NearbyResponse = z.infer<typeof NearbyResponse>;
