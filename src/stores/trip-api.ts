import { bff } from '../bff-client/bff-fetch.ts';
import type { PreferencesTemplate, SearchResponse, TripRequest } from '../contract/trip-planner.ts';
import type { PlaceSearchResult } from '../domain/trip-place.ts';
import type { PlaceAttribution, PlaceSearchAnswer } from './trip-place-search.ts';
import {
  isPlaceList,
  isPreferencesTemplate,
  isReverseGeocode,
  isSearchResponse,
  outline,
} from './trip-answer-checks.ts';

/** The browser calls of the trip planner screens, through the typed same-origin /bff client. */

const SearchAnswer = outline<SearchResponse>('a journey search answer', isSearchResponse);

export const searchJourneys = (body: TripRequest, signal?: AbortSignal) =>
  bff.request('/api/trip-planner/v2/journeys/search', SearchAnswer, {
    method: 'POST',
    body,
    signal,
    timeoutMs: 20_000,
  });

export const preferencesTemplate = () =>
  bff.request(
    '/api/trip-planner/v3/journeys/preferences',
    outline<PreferencesTemplate>('a preferences template', isPreferencesTemplate),
  );

const PlacesAnswer = outline<PlaceSearchResult[] | { places: PlaceSearchResult[]; attribution?: PlaceAttribution }>(
  'a place list',
  isPlaceList,
);

export async function searchPlaces(
  query: string,
  signal: AbortSignal,
  userLatLon?: string,
): Promise<PlaceSearchAnswer> {
  const answer = await bff.request('/core/v3/places', PlacesAnswer, {
    query: { search: query, userLatLon },
    signal,
    timeoutMs: 8000,
  });
  if (!answer.ok) return { ok: false, code: answer.code };
  const list = Array.isArray(answer.data) ? answer.data : answer.data.places;
  const attribution = Array.isArray(answer.data) ? undefined : answer.data.attribution;
  // A line is a search result for the timetables, not a place a journey can start or end at.
  const data = list.filter((place) => place.type !== 'line');
  return { ok: true, data, ...(attribution && typeof attribution.text === 'string' ? { attribution } : {}) };
}

interface ReverseGeocode {
  id?: string;
  /** stopArea (nearest stop), or address / pointOfInterest from the geocoder. */
  type?: string;
  /** The geocoder's credit, when it named the point. */
  attribution?: { text: string; url?: string };
  name: string;
  city?: string;
  postCode?: string;
  lat: number;
  lon: number;
}

export const reverseGeocode = (lat: number, lon: number) =>
  bff.request('/core/v3/reverseGeocode', outline<ReverseGeocode>('a reverse geocode answer', isReverseGeocode), {
    query: { lat, lon },
    timeoutMs: 5000,
  });
