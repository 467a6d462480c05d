import { z } from 'zod';

/**
 * What GTFS-realtime feeds add to answers: predictions on departures, whether live data backs an answer, each source's
 * health (GET /api/v1/network), and service alerts (GET /api/v1/alerts). Times are ISO 8601 with the network's offset.
 */

/**
 * onTime / late / early: a prediction (`expectedTime`, `delaySeconds`); cancelled: the trip does not run;
 * skipped: the vehicle passes this stop without stopping; added: an extra trip the timetable does not have
 * (`expectedTime` only).
 */
export const DepartureRealtimeStatus = z.enum(['onTime', 'late', 'early', 'cancelled', 'skipped', 'added']);
export type DepartureRealtimeStatus = z.infer<typeof DepartureRealtimeStatus>;

export const DepartureRealtime = z.object({
  status: DepartureRealtimeStatus,
  expectedTime: z.string().optional(),
  /** Seconds late (negative: early). */
  delaySeconds: z.number().int().optional(),
});
export type DepartureRealtime = z.infer<typeof DepartureRealtime>;

/**
 * live: departures carry predictions where the feed has them; unavailable: the feed is configured but failing past its
 * maximum age, so the answer is the timetable (say so); none: no realtime feed for this network part.
 */
export const RealtimeAvailability = z.object({
  state: z.enum(['live', 'unavailable', 'none']),
  /** When the newest snapshot behind a live answer was fetched. */
  updatedAt: z.string().optional(),
});
export type RealtimeAvailability = z.infer<typeof RealtimeAvailability>;

export const RealtimeSourceStatus = z.object({
  /** GTFS_FEEDS id whose ids the source's entities use. */
  feedId: z.string(),
  /** The source address without its query string (keys stay secret). */
  url: z.string(),
  /** waiting: no answer yet; live: fresh; stale: failing, last snapshot still used; down: nothing usable (timetable only). */
  state: z.enum(['waiting', 'live', 'stale', 'down']),
  lastSuccess: z.string().nullable(),
  ageSeconds: z.number().int().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  entities: z.object({
    total: z.number().int(),
    tripUpdates: z.number().int(),
    alerts: z.number().int(),
    vehicles: z.number().int(),
  }),
  /** Trip updates whose trip_id this network knows, and those it does not (a static/realtime mismatch). */
  tripsMatched: z.number().int(),
  tripsUnmatched: z.number().int(),
});
export type RealtimeSourceStatus = z.infer<typeof RealtimeSourceStatus>;

/** A ride of a journey as the feed predicts it (today's rides only: feeds speak of the trips running now). */
export const SectionRealtime = z.object({
  /** The boarding departure: onTime / late / early (predicted), cancelled, or skipped (no stop at the boarding stop). */
  status: DepartureRealtimeStatus,
  expectedDeparture: z.string().optional(),
  expectedArrival: z.string().optional(),
  departureDelaySeconds: z.number().int().optional(),
  arrivalDelaySeconds: z.number().int().optional(),
  /** The vehicle passes the alighting stop without stopping. */
  alightingSkipped: z.boolean(),
});
export type SectionRealtime = z.infer<typeof SectionRealtime>;

/** What realtime changes for a whole journey: warnings by ride (0-based among its rides) and the predicted arrival. */
export const JourneyRealtime = z.object({
  expectedArrival: z.string().optional(),
  warnings: z.array(
    z.object({
      kind: z.enum(['cancelled', 'stopSkipped', 'connectionMissed']),
      ride: z.number().int(),
      shortBySeconds: z.number().int().optional(),
    }),
  ),
  /** Ids of the service alerts in force about its lines, stops or trips (texts in `alerts`). */
  alertIds: z.array(z.string()),
});
export type JourneyRealtime = z.infer<typeof JourneyRealtime>;
