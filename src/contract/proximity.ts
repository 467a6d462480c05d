import { z } from 'zod';
import { LineMode, LineSummary } from './lines.ts';

/** Map points and point details (spec section 7, "Proximity"). */

export const LatLngParam = z
  .string()
  .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, "coord: expected 'lat,lng'")
  .transform((text) => text.split(',').map(Number) as [number, number])
  .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'coord: coordinates out of range');

export const ProximityPointsQuery = z.object({
  /** The map's corners, repeated: ?coord=lat,lng&coord=… (four, or two opposite ones). */
  coord: z.array(LatLngParam).min(2, 'give the map corners as coord=lat,lng (four, or two opposite)').max(4),
});

export const MarkerRange = z.enum(['small', 'full']);

export const ProximityPoint = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  modes: z.array(LineMode),
  type: z.literal('stopArea'),
  /** Which zoom range of the matching rule shows it as a full marker (heavy modes) or a small one. */
  markerRange: MarkerRange,
});

const ZoomRange = z.object({ min: z.number(), max: z.number() });
export const ZoomRule = z.object({
  type: z.string(),
  modes: z.array(LineMode).optional(),
  /** Zoom percentages (0 = whole world, 100 = street level) where the small / full marker shows. */
  small: ZoomRange,
  full: ZoomRange,
});
export type ZoomRule = z.infer<typeof ZoomRule>;

export const ProximityPointsResponse = z.object({
  points: z.array(ProximityPoint),
  /** True when the box held more points than the cap: the most important ones are returned. */
  truncated: z.boolean(),
  zoomRules: z.array(ZoomRule),
});
export type ProximityPointsResponse = z.infer<typeof ProximityPointsResponse>;

export const ZoomRulesResponse = z.object({ zoomRules: z.array(ZoomRule) });

export const PointType = z.enum(['stopArea', 'stopPoint', 'stopAreas', 'stopPoints']);

export const StopPointDetail = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  platformCode: z.string(),
  /** 0 unknown, 1 accessible, 2 not accessible (GTFS wheelchair_boarding). */
  wheelchairBoarding: z.number(),
  lines: z.array(LineSummary),
  /** Where its departures go, the most frequent first (names a platform by its direction); absent from older answers. */
  headsigns: z.array(z.string()).optional(),
});

export const PointDetail = z.object({
  id: z.string(),
  type: z.enum(['stopArea', 'stopPoint']),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  city: z.string(),
  wheelchairBoarding: z.number(),
  modes: z.array(LineMode),
  lines: z.array(LineSummary),
  /** For a stop area its stop points; for a stop point, itself. */
  stopPoints: z.array(StopPointDetail),
  stopAreaId: z.string(),
});
export type PointDetail = z.infer<typeof PointDetail>;

/** Every served stop area, for the sitemap and other listings of the stop pages. */
export const StopAreaListResponse = z.object({
  stopAreas: z.array(
    z.object({ id: z.string(), name: z.string(), lat: z.number(), lon: z.number(), modes: z.array(LineMode) }),
  ),
});
export type StopAreaListResponse = z.infer<typeof StopAreaListResponse>;
