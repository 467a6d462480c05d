import { z } from 'zod';
import { LineSummary } from './lines.ts';
import { PLACE_QUERY_MAX_LENGTH } from '../domain/place-query.ts';

/** Place search and reverse geocoding (spec section 7, "Places and geocoding"). */

const latLon = z
  .string()
  .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, "expected 'lat,lon'")
  .transform((text) => text.split(',').map(Number) as [number, number])
  .refine(([lat, lon]) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, 'coordinates out of range');

export const PlacesQuery = z.object({
  /** Free text; an empty query answers an empty list. */
  search: z
    .string()
    .max(PLACE_QUERY_MAX_LENGTH, `search is limited to ${PLACE_QUERY_MAX_LENGTH} characters`)
    .default(''),
  /** 'lat,lon' of the user: closer places rank first among equals. */
  userLatLon: latLon.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Stops and lines come from the network; addresses and points of interest from the geocoder (GEOCODER_URL). */
export const PlaceType = z.enum(['stopArea', 'stopPoint', 'line', 'address', 'pointOfInterest']);

export const Place = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  displayName: z.string(),
  /** The lines serving it ("1 · 2 · 3"), the line's long name, or where an address or landmark is ("Manhattan 10118"). */
  subTitle: z.string(),
  type: PlaceType,
  lat: z.number(),
  lon: z.number(),
  extraData: z.object({ city: z.string(), zipCode: z.string() }),
  lines: z.array(LineSummary),
  /** Metres from userLatLon, when given. */
  distance: z.number().optional(),
  /** Spec "Place" fields, for addresses and landmarks: city (the borough in New York), postal code, street line. */
  city: z.string().optional(),
  postCode: z.string().optional(),
  address: z.string().optional(),
  /** Where the place comes from: the transit network or the geocoding engine. */
  source: z.enum(['network', 'geocoder']),
});
export type Place = z.infer<typeof Place>;

/** The credit the geocoder's data licences ask for, present when its places are in the list. */
export const PlacesAttribution = z.object({ text: z.string(), url: z.string().optional() });

export const PlacesResponse = z.object({ places: z.array(Place), attribution: PlacesAttribution.optional() });
export type PlacesResponse = z.infer<typeof PlacesResponse>;

export const ReverseGeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export const ReverseGeocodeResponse = z.object({
  id: z.string(),
  /** An address or landmark from the geocoder when configured, else the nearest stop area. */
  type: z.enum(['stopArea', 'address', 'pointOfInterest']),
  name: z.string(),
  city: z.string(),
  postCode: z.string(),
  lat: z.number(),
  lon: z.number(),
  distance: z.number(),
  attribution: PlacesAttribution.optional(),
});
export type ReverseGeocodeResponse = z.infer<typeof ReverseGeocodeResponse>;
