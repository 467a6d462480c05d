import { z } from 'zod';
import { RealtimeSourceStatus } from './realtime.ts';

/**
 * What the loaded transit network is: its time zone (every time of the site is local to it), agencies, the service
 * window of each feed, where it lies, and whom to credit for the data. Answered by GET /api/v1/network.
 */

/** ISO weekday order, Monday first. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const LatLon = z.object({ lat: z.number(), lon: z.number() });

export const NetworkInfoResponse = z.object({
  /** IANA time zone of the network (agency_timezone), e.g. "America/New_York". */
  timezone: z.string(),
  agencies: z.array(z.object({ name: z.string(), url: z.string() })),
  /**
   * Per feed: the first and last dates its calendars cover (ISO dates); the days the feed marks as holidays (service far
   * below its weekday's usual) with the weekday each resembles; and, for the seven days from today, the date whose
   * timetable answers each (another date when the feed does not cover it: its representative week).
   */
  feeds: z.array(
    z.object({
      id: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      holidays: z.array(z.object({ date: z.string(), resembles: z.enum(WEEKDAYS).nullable() })).default([]),
      week: z.array(z.object({ date: z.string(), serviceDate: z.string() })).default([]),
      /** The version served: a content hash for a feed by URL, the package version, or a file time. */
      version: z.string().optional(),
      /** When the version served was received, and when its operator was last asked (ISO times; feeds by URL). */
      fetchedAt: z.string().optional(),
      checkedAt: z.string().optional(),
      /** The last version refused by validation and why; the version above kept serving. */
      refusal: z.object({ version: z.string(), at: z.string(), reason: z.string() }).optional(),
      /** The last fetch that failed (no answer, HTTP error, over the size cap). */
      fetchError: z.object({ at: z.string(), reason: z.string() }).optional(),
    }),
  ),
  /** How the last refresh of the timetables went (DATA_REFRESH, SIGHUP); absent before the first. */
  refresh: z
    .object({ result: z.enum(['swapped', 'unchanged', 'failed']), at: z.string(), reason: z.string().optional() })
    .optional(),
  /** Box around every stop; null when the network has no stop. */
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }).nullable(),
  center: LatLon.nullable(),
  /** Credit for the timetables (data terms: name the source, claim neither endorsement nor accuracy). */
  attribution: z.object({ name: z.string(), url: z.string() }),
  /** Each configured GTFS-realtime source (REALTIME_FEEDS): health, last success, age, entity counts; [] when none. */
  realtime: z.array(RealtimeSourceStatus).default([]),
});
export type NetworkInfoResponse = z.infer<typeof NetworkInfoResponse>;
