import { z } from 'zod';

/**
 * The answer of a Pelias API (`/v1/autocomplete`, `/v1/search`, `/v1/reverse`): a GeoJSON FeatureCollection whose
 * features carry the place in `properties` (layer, name, label, housenumber, street, postalcode, locality, …), with a
 * `geocoding` block naming the engine and the attribution page. Only what the site reads is checked; unknown fields
 * pass through untouched, and a feature that breaks these rules is dropped, not the whole answer.
 */
const PeliasProperties = z.object({
  gid: z.string().min(1),
  layer: z.string(),
  source: z.string().optional(),
  name: z.string().min(1),
  label: z.string().optional(),
  housenumber: z.string().optional(),
  street: z.string().optional(),
  postalcode: z.string().optional(),
  locality: z.string().optional(),
  borough: z.string().optional(),
  localadmin: z.string().optional(),
  county: z.string().optional(),
  neighbourhood: z.string().optional(),
  confidence: z.number().optional(),
  /** Kilometres from the focus point (autocomplete with focus) or the reverse point. */
  distance: z.number().optional(),
});

const PeliasFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  properties: PeliasProperties,
});

export const PeliasAnswer = z.object({
  geocoding: z.object({ attribution: z.string().optional(), version: z.string().optional() }).partial().optional(),
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

/** One place as the geocoder found it, in the site's words. */
export interface GeocodedPlace {
  /** The engine's global id (gid): "openstreetmap:venue:way/34633854". */
  gid: string;
  /** address (a house number on a street, or a street), pointOfInterest (a venue), or area (a neighbourhood, a borough). */
  kind: 'address' | 'pointOfInterest' | 'area';
  name: string;
  /** The engine's one-line label: "Empire State Building, Manhattan, New York, NY, USA". */
  label: string;
  street: string;
  houseNumber: string;
  postCode: string;
  city: string;
  lat: number;
  lon: number;
  /** Metres from the reverse point, when the engine gave it. */
  distance?: number;
  confidence?: number;
}

const KIND_OF_LAYER: Record<string, GeocodedPlace['kind']> = {
  address: 'address',
  street: 'address',
  venue: 'pointOfInterest',
};

export function toGeocodedPlace(raw: unknown): GeocodedPlace | undefined {
  const parsed = PeliasFeature.safeParse(raw);
  if (!parsed.success) return undefined;
  const { geometry, properties: p } = parsed.data;
  const street = p.street ?? (p.layer === 'street' ? p.name : '');
  return {
    gid: p.gid,
    kind: KIND_OF_LAYER[p.layer] ?? 'area',
    name: p.name,
    label: p.label ?? p.name,
    street,
    houseNumber: p.housenumber ?? '',
    postCode: p.postalcode ?? '',
    // New York's addresses carry the borough ("Manhattan") and the city ("New York") as locality.
    city: p.borough ?? p.locality ?? p.localadmin ?? p.county ?? '',
    lon: geometry.coordinates[0],
    lat: geometry.coordinates[1],
    ...(p.distance !== undefined ? { distance: Math.round(p.distance * 1000) } : {}),
    ...(p.confidence !== undefined ? { confidence: p.confidence } : {}),
  };
}

/** The features of an answer that make sense as places; null when the body is not a Pelias answer at all. */
export function readPeliasAnswer(body: unknown): { places: GeocodedPlace[]; attributionUrl?: string } | null {
  const parsed = PeliasAnswer.safeParse(body);
  if (!parsed.success) return null;
  const places = parsed.data.features
    .map(toGeocodedPlace)
    .filter((place): place is GeocodedPlace => place !== undefined);
  return { places, attributionUrl: parsed.data.geocoding?.attribution };
}
