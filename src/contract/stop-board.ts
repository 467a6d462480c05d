import { z } from 'zod';
import { LineSummary } from './lines.ts';
import { DepartureRealtime, RealtimeAvailability } from './realtime.ts';

/**
 * The departure board of a stop page (`/{lang}/proximity/{type}/{id}`): every line × direction serving the stop with
 * its next departures and an honest state, and one line × direction's full-day timetable. Times are ISO 8601 with the
 * offset of the stop's clock (the network's, or the stop's own stop_timezone); `departureTime` is always the
 * timetable's, `realtime` adds the feed's prediction when there is one.
 */

export const StopBoardType = z.enum(['stopArea', 'stopPoint']);

/** 'YYYY-MM-DDTHH:mm' (network time zone) or a full ISO 8601 date-time. */
const DateTimeParam = z
  .string()
  .max(40)
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
    'expected an ISO 8601 date-time such as 2026-11-23T08:30',
  );

export const StopBoardQuery = z
  .object({
    /** Default now. To page on, pass one second after the last departure shown (never a fixed shift: none is skipped). */
    fromDatetime: DateTimeParam.optional(),
    /**
     * The earlier page: each line × direction's last departures strictly before this instant (pass the first departure
     * shown). Not with fromDatetime.
     */
    beforeDatetime: DateTimeParam.optional(),
    /** Departures per line × direction. */
    limit: z.coerce.number().int().min(1).max(10).default(3),
  })
  .refine((query) => !(query.fromDatetime && query.beforeDatetime), {
    message: 'fromDatetime and beforeDatetime: give one, not both',
  });

export const BoardDeparture = z.object({
  tripId: z.string(),
  stopPointId: z.string(),
  /** GTFS platform_code of the stop point, '' when the feed gives none. */
  platform: z.string(),
  /** Trip headsign when it differs from the group's (a short working). */
  headsign: z.string(),
  departureTime: z.string(),
  /** The calendar date the run starts on (its trip page's date): the day before for a run past midnight. */
  runDate: z.string().optional(),
  /** No later departure of this line × direction runs on the same service day. */
  lastOfDay: z.boolean(),
  /** GTFS wheelchair_accessible of the trip: 0 unknown, 1 yes, 2 no. */
  wheelchairAccessible: z.number(),
  /** The realtime feed's word on this departure; absent: timetable only. */
  realtime: DepartureRealtime.optional(),
});
export type BoardDeparture = z.infer<typeof BoardDeparture>;

/**
 * departures: next departures today. noMoreToday: none left today, `departures` are the next ones (tomorrow).
 * terminus: the line ends here (arrivals only), `arrivals` are the next ones. noService: nothing in the next 36 hours.
 * noEarlier (a board asked with beforeDatetime): nothing in the 24 hours before.
 */
export const BoardState = z.enum(['departures', 'noMoreToday', 'terminus', 'noService', 'noEarlier']);
export type BoardState = z.infer<typeof BoardState>;

export const BoardGroup = z.object({
  line: LineSummary,
  /** "0" / "1" (GTFS direction_id) or the terminus when the feed has none: pass it to the timetable. */
  direction: z.string(),
  headsign: z.string(),
  state: BoardState,
  departures: z.array(BoardDeparture),
  arrivals: z.array(z.string()),
});
export type BoardGroup = z.infer<typeof BoardGroup>;

export const StopBoardResponse = z.object({
  id: z.string(),
  type: StopBoardType,
  name: z.string(),
  /** The network's zone: a zone-less fromDatetime or beforeDatetime is read in it. */
  timezone: z.string(),
  /** The stop's own IANA zone where it differs from the network's (GTFS stop_timezone): its times carry that offset. */
  stopTimezone: z.string().optional(),
  fromDatetime: z.string(),
  /** The feed date whose timetable answers; serviceDateShiftedFrom is the date asked for when the feed does not cover it. */
  serviceDate: z.string(),
  serviceDateShiftedFrom: z.string().optional(),
  /** Absent from an operator's BFF without realtime: read as none. */
  realtime: RealtimeAvailability.default({ state: 'none' }),
  groups: z.array(BoardGroup),
});
export type StopBoardResponse = z.infer<typeof StopBoardResponse>;

export const StopTimetableQuery = z.object({
  line: z.string().min(1).max(200),
  direction: z.string().min(1).max(200),
  /** Service date YYYY-MM-DD in the network time zone; default today. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date: expected YYYY-MM-DD')
    .optional(),
});

export const StopTimetableResponse = z.object({
  line: LineSummary,
  direction: z.string(),
  headsign: z.string(),
  timezone: z.string(),
  /** The stop's own IANA zone where it differs from the network's: its departure times carry that offset. */
  stopTimezone: z.string().optional(),
  serviceDate: z.string(),
  serviceDateShiftedFrom: z.string().optional(),
  /**
   * Every departure of the service day in time order (times past midnight belong to the service day asked for).
   * Today's also holds the day before's departures after midnight, marked dayBefore (a train at 00:40 of last night).
   */
  departures: z.array(
    z.object({
      departureTime: z.string(),
      stopPointId: z.string(),
      platform: z.string(),
      headsign: z.string(),
      dayBefore: z.literal(true).optional(),
    }),
  ),
});
export type StopTimetableResponse = z.infer<typeof StopTimetableResponse>;
