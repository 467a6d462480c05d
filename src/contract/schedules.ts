import { z } from 'zod';
import { LineSummary } from './lines.ts';

/** Stop schedules and departures (spec section 7, "Proximity"). Times are ISO 8601 with the network's offset. */

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const SchedulesQuery = z.object({
  groupedByTerminus: booleanFlag.default(false),
  /** ISO 8601; without an offset it is read in the network time zone. Default now. */
  fromDatetime: z.string().max(40).optional(),
  /** Departures per group. */
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const LineDeparturesQuery = z.object({
  toStopPointId: z.string().max(200).optional(),
  /** "0" / "1" (GTFS direction_id) or a terminus name. */
  direction: z.string().max(200).optional(),
  fromDatetime: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * serviceDate: the date whose timetable answers (YYYY-MM-DD, network time zone). serviceDateShiftedFrom: set when the
 * date asked for lay outside the feed's calendar; serviceDate is then the same weekday of the nearest covered week, and
 * the interface should say so. Times stay on the date asked for.
 */
export const ServiceDateFields = z.object({
  serviceDate: z.string(),
  serviceDateShiftedFrom: z.string().optional(),
});

export const DepartureItem = z.object({
  tripId: z.string(),
  stopPointId: z.string(),
  headsign: z.string(),
  /** "0" / "1" or the terminus when the feed gives no direction. */
  direction: z.string(),
  departureTime: z.string(),
  /** At toStopPointId, when asked. */
  arrivalTime: z.string().optional(),
  /** See ServiceDateFields; per departure because a trip may belong to yesterday's service day. */
  serviceDate: z.string(),
  serviceDateShiftedFrom: z.string().optional(),
  wheelchairAccessible: z.number(),
});
export type DepartureItem = z.infer<typeof DepartureItem>;

export const ScheduleGroup = z.object({
  line: LineSummary,
  /** Set when grouped by terminus. */
  terminus: z.string().optional(),
  departures: z.array(DepartureItem),
});

export const SchedulesResponse = ServiceDateFields.extend({
  id: z.string(),
  name: z.string(),
  timezone: z.string(),
  fromDatetime: z.string(),
  groups: z.array(ScheduleGroup),
});
export type SchedulesResponse = z.infer<typeof SchedulesResponse>;

export const LineDeparturesResponse = ServiceDateFields.extend({
  line: LineSummary,
  stopPointId: z.string(),
  timezone: z.string(),
  fromDatetime: z.string(),
  departures: z.array(DepartureItem),
});
export type LineDeparturesResponse = z.infer<typeof LineDeparturesResponse>;
