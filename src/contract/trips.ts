import { z } from 'zod';
import { LANGS } from '../i18n/langs.ts';
import { ServiceAlert } from './alerts.ts';
import { LineSummary } from './lines.ts';
import { RealtimeAvailability } from './realtime.ts';

/**
 * One run of a trip (GET /api/v1/trips/{tripId}?date=): every stop in order with its timetable times and, when a
 * GTFS-realtime trip update covers it, the predicted ones; where the vehicle is; the alerts about the run, its line or
 * its stops. Times are ISO 8601 with the network's offset.
 */

export const TripQuery = z.object({
  /** The calendar date the run starts on (YYYY-MM-DD, network zone); today without. */
  date: z.string().max(20).optional(),
  /** Answer language of the alerts' texts. */
  lang: z.enum(LANGS).default('en'),
});
export type TripQuery = z.infer<typeof TripQuery>;

/** onTime / late / early: a prediction at this stop; skipped: the vehicle passes without stopping. */
export const TripStopStatus = z.enum(['onTime', 'late', 'early', 'skipped']);
export type TripStopStatus = z.infer<typeof TripStopStatus>;

export const TripStop = z.object({
  stopPointId: z.string(),
  stopAreaId: z.string(),
  name: z.string(),
  /** GTFS platform_code ('' when unknown). */
  platform: z.string(),
  lat: z.number(),
  lon: z.number(),
  arrivalTime: z.string(),
  departureTime: z.string(),
  /** Predicted times, when the feed predicts this stop. */
  expectedArrival: z.string().optional(),
  expectedDeparture: z.string().optional(),
  /** Seconds late at departure (negative: early), when predicted. */
  delaySeconds: z.number().int().optional(),
  status: TripStopStatus.optional(),
  /** False where the timetable lets no one board (pickup_type 1) or alight (drop_off_type 1). */
  pickup: z.boolean(),
  dropOff: z.boolean(),
  /** The stop's IANA zone where it differs from the network's (GTFS stop_timezone); its times carry that offset. */
  timezone: z.string().optional(),
});
export type TripStop = z.infer<typeof TripStop>;

/**
 * Where the vehicle is: before its first stop, at a stop, between two stops (indexes into `stops`), or past its last.
 * `source` says how it is known: the feed's vehicle position, the predicted times, or the timetable alone.
 */
export const TripVehicle = z.object({
  state: z.enum(['notStarted', 'atStop', 'between', 'finished']),
  /** atStop: the stop; between: the stop left. */
  from: z.number().int().optional(),
  /** between: the next stop. */
  to: z.number().int().optional(),
  source: z.enum(['vehicle', 'predicted', 'timetable']),
  lat: z.number().optional(),
  lon: z.number().optional(),
  bearing: z.number().optional(),
  /** When the position was taken, when the feed says. */
  updatedAt: z.string().optional(),
});
export type TripVehicle = z.infer<typeof TripVehicle>;

export const TripResponse = z.object({
  tripId: z.string(),
  /** The date asked for (the run's calendar date). */
  date: z.string(),
  /** The date whose timetable answers, and the date asked for when the feed did not cover it (stale-feed shift). */
  serviceDate: z.string(),
  serviceDateShiftedFrom: z.string().optional(),
  timezone: z.string(),
  line: LineSummary,
  /** "0" / "1" (GTFS direction_id) or the terminus, as boards name directions. */
  direction: z.string(),
  headsign: z.string(),
  operator: z.object({ name: z.string(), url: z.string() }),
  /** GTFS wheelchair_accessible: 0 unknown, 1 yes, 2 no. */
  wheelchairAccessible: z.number().int(),
  /** The feed says this run does not run. */
  cancelled: z.boolean(),
  realtime: RealtimeAvailability,
  stops: z.array(TripStop),
  vehicle: TripVehicle,
  /** The run's path as [lat, lon] points (its shape, else its stops). */
  path: z.array(z.tuple([z.number(), z.number()])),
  alerts: z.array(ServiceAlert),
});
export type TripResponse = z.infer<typeof TripResponse>;
