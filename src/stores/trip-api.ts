import { z } from 'zod';
import { bff } from '../api/bff-fetch.ts';
import { DetailedResponse, PreferencesTemplate, SearchResponse, type TripRequest } from '../contract/trip-planner.ts';
import type { PlaceSearchResult } from '../domain/trip-place.ts';
import type { PlaceSearchAnswer } from './trip-place-search.ts';

/** The browser calls of the trip planner screens, through the typed same-origin /bff client. */

export const searchJourneys = (body: TripRequest, signal?: AbortSignal) =>
  bff.request('/api/trip-planner/v2/journeys/search', SearchResponse, { method: 'POST', body, signal, timeoutMs: 20_000 });

export const detailedJourney = (journeySummaryCode: string, signal?: AbortSignal) =>
  bff.request('/api/trip-planner/v2/journeys/detailed', DetailedResponse, {
    method: 'POST', body: { tripType: '0', journeySummaryCode }, signal,
  });

export const preferencesTemplate = () => bff.request('/api/trip-planner/v3/journeys/preferences', PreferencesTemplate);

const PlaceResult = z.looseObject({
  id: z.string(),
  title: z.string().optional(),
  name: z.string().optional(),
  displayName: z.string().optional(),
  subTitle: z.string().optional(),
  type: z.string().optional(),
  lat: z.union([z.number(), z.string()]),
  lon: z.union([z.number(), z.string()]),
  extraData: z.looseObject({ city: z.string().optional(), zipCode: z.string().optional() }).optional(),
});
/** The places answer is a list, or a list under `places` (both shapes are seen behind operators' BFFs). */
const PlacesAnswer = z.union([z.array(PlaceResult), z.looseObject({ places: z.array(PlaceResult) })]);

export async function searchPlaces(query: string, signal: AbortSignal, userLatLon?: string): Promise<PlaceSearchAnswer> {
  const answer = await bff.request('/core/v3/places', PlacesAnswer, { query: { search: query, userLatLon }, signal, timeoutMs: 8000 });
  if (!answer.ok) return { ok: false, code: answer.code };
  const list = Array.isArray(answer.data) ? answer.data : answer.data.places;
  // A line is a search result for the timetables, not a place a journey can start or end at.
  return { ok: true, data: (list as PlaceSearchResult[]).filter((place) => place.type !== 'line') };
}

const ReverseGeocode = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  city: z.string().optional(),
  postCode: z.string().optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
});

export const reverseGeocode = (lat: number, lon: number) =>
  bff.request('/core/v3/reverseGeocode', ReverseGeocode, { query: { lat, lon }, timeoutMs: 5000 });
