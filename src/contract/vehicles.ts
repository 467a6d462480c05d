import { z } from 'zod';
import { RealtimeAvailability } from './realtime.ts';

/** Where a line's vehicles are now (GTFS-realtime vehicle positions): GET /api/v1/lines/{id}/vehicles. */

export const LineVehiclesQuery = z.object({
  /** "0" / "1" (GTFS direction_id) or a terminus, as the line's timetable names directions; all directions without. */
  direction: z.string().min(1).max(200).optional(),
});

export const Vehicle = z.object({
  id: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Degrees clockwise from north, when the feed says. */
  bearing: z.number().nullable(),
  tripId: z.string().nullable(),
  headsign: z.string().nullable(),
  direction: z.string().nullable(),
  /** INCOMING_AT, STOPPED_AT or IN_TRANSIT_TO `stopName`. */
  status: z.string(),
  stopId: z.string().nullable(),
  stopName: z.string().nullable(),
  /** When the position was taken (ISO, network offset), when the feed says. */
  updatedAt: z.string().nullable(),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const LineVehiclesResponse = z.object({
  lineId: z.string(),
  realtime: RealtimeAvailability,
  vehicles: z.array(Vehicle),
});
export type LineVehiclesResponse = z.infer<typeof LineVehiclesResponse>;
