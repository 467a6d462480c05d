import { z } from 'zod';
import { LineSummary } from './lines.ts';

/** Place search and reverse geocoding (spec section 7, "Places and geocoding"). */

const latLon = z
  .string()
  .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, "expected 'lat,lon'")
  .transform((text) => text.split(',').map(Number) as [number, number])
  .refine(([lat, lon]) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, 'coordinates out of range');

export const PlacesQuery = z.object({
  /** Free text; an empty query answers an empty list. */
  search: z.string().max(200, 'search is limited to 200 characters').default(''),
  /** 'lat,lon' of the user: closer places rank first among equals. */
  userLatLon: latLon.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const PlaceType = z.enum(['stopArea', 'stopPoint', 'line']);

export const Place = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  displayName: z.string(),
  /** The lines serving it ("1 · 2 · 3"), or the line's long name. */
  subTitle: z.string(),
  type: PlaceType,
  lat: z.number(),
  lon: z.number(),
  extraData: z.object({ city: z.string(), zipCode: z.string() }),
  lines: z.array(LineSummary),
  /** Metres from userLatLon, when given. */
  distance: z.number().optional(),
});
export type Place = z.infer<typeof Place>;

export const PlacesResponse = z.object({ places: z.array(Place) });
export type PlacesResponse = z.infer<typeof PlacesResponse>;

export const ReverseGeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export const ReverseGeocodeResponse = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  postCode: z.string(),
  lat: z.number(),
  lon: z.number(),
  distance: z.number(),
});
export type ReverseGeocodeResponse = z.infer<typeof ReverseGeocodeResponse>;
