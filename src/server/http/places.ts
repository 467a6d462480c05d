import type { Context, Hono } from 'hono';
import {
  type Place,
  PlacesQuery,
  PlacesResponse,
  ReverseGeocodeQuery,
  ReverseGeocodeResponse,
} from '../../contract/places.ts';
import { geocodedToPlace, geocodedToReverse } from '../geocoder/geocoded-place.ts';
import type { GeocodedPlace } from '../geocoder/pelias-answer.ts';
import type { Bounds, Geocoder, LatLon } from '../geocoder/pelias-client.ts';
import { addressesFirst, mergeRanked, stopMatchOf, stopsFirst } from '../geocoder/place-ranking.ts';
import { nearestArea } from '../network/boards/nearby.ts';
import { placeIndexOf, searchPlaces, type PlaceHit } from '../network/places/place-search.ts';
import { stopBounds } from './network-info.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { compareRoutes, lineSummary, parseQuery, requireNetwork, stopRoutes } from './transit-presenters.ts';

const REVERSE_GEOCODE_RADIUS_M = 500;

/** The lines of an area, sorted (a merged entry lists the lines of every area it stands for). */
function areaRoutes(network: TransitNetwork, areas: number[]): number[] {
  const routes = new Set<number>();
  for (const area of areas) for (const route of network.lookup.areaRoutes[area]) routes.add(route);
  return [...routes].sort((a, b) => compareRoutes(network, a, b));
}

function placeOf(network: TransitNetwork, hit: PlaceHit): Place {
  const { entry } = hit;
  let id: string;
  let city = '';
  let routes: number[];
  if (entry.kind === 'stopArea') {
    id = network.stopAreas.ids[entry.index];
    city = network.stopAreas.cities[entry.index];
    routes = areaRoutes(network, [entry.index, ...(hit.merged ?? []).map((other) => other.area)]);
  } else if (entry.kind === 'stopPoint') {
    id = network.stops.ids[entry.index];
    city = network.stopAreas.cities[network.stops.area[entry.index]];
    routes = hit.merged?.length
      ? areaRoutes(network, [entry.area, ...hit.merged.map((other) => other.area)])
      : stopRoutes(network, entry.index);
  } else {
    id = network.routes.ids[entry.index];
    routes = [entry.index];
  }
  const lines = routes.map((route) => lineSummary(network, route));
  const subTitle =
    entry.kind === 'line' ? network.routes.longNames[entry.index] : lines.map((line) => line.shortName).join(' · ');
  return {
    id,
    name: entry.name,
    title: entry.name,
    displayName: city ? `${entry.name}, ${city}` : entry.name,
    subTitle,
    type: entry.kind,
    lat: entry.lat,
    lon: entry.lon,
    extraData: { city, zipCode: '' },
    lines,
    ...(hit.distance !== undefined ? { distance: Math.round(hit.distance) } : {}),
    source: 'network',
  };
}

const SEARCH_PATHS = ['/api/v1/places', '/core/v3/placesSearch', '/core/v3/places'];
/** Shorter queries ask the network only: one or two letters name no address, and every keystroke would cost a call. */
const GEOCODER_MIN_QUERY = 3;
const LANGS = new Set(['fr', 'en', 'es', 'it', 'de']);

/** The language the geocoder should name places in: the request's Accept-Language when it is one of the site's. */
function requestLang(c: Context): string | undefined {
  const lang = c.req.header('Accept-Language')?.slice(0, 2).toLowerCase();
  return lang && LANGS.has(lang) ? lang : undefined;
}

const networkArea = new WeakMap<TransitNetwork, { bounds?: Bounds; center?: LatLon }>();
/** The network's bounds and centre: geocoder results are focused on the centre and limited to the bounds. */
function areaOf(network: TransitNetwork | undefined): { bounds?: Bounds; center?: LatLon } {
  if (!network) return {};
  let area = networkArea.get(network);
  if (!area) {
    const { bounds, center } = stopBounds(network);
    area = { bounds: bounds ?? undefined, center: center ?? undefined };
    networkArea.set(network, area);
  }
  return area;
}

const inside = (bounds: Bounds | undefined) => (place: GeocodedPlace) =>
  !bounds ||
  (place.lat >= bounds.south && place.lat <= bounds.north && place.lon >= bounds.west && place.lon <= bounds.east);

/** Asks the geocoder; undefined when it failed (logged once per failure kind in a row, not per keystroke). */
let lastFailure = '';
async function ask<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    const value = await call();
    lastFailure = '';
    return value;
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    if (code !== lastFailure)
      console.warn(
        `[places] geocoder unavailable (${code}): ${(error as Error).message}; answering with the network's stops`,
      );
    lastFailure = code;
    return undefined;
  }
}

/**
 * Stops from the network and addresses and landmarks from the geocoder, in one list. Either side may fail alone: the
 * list then holds the other side's places. Only when both fail is the answer an error (spec: the place search's
 * loading-error flag is for a search that found nothing because everything failed).
 */
async function findPlaces(c: Context, deps: AppDeps, geocoder: Geocoder | undefined): Promise<PlacesResponse> {
  const query = parseQuery(c, PlacesQuery);
  const network = deps.network;
  const near = query.userLatLon ? { lat: query.userLatLon[0], lon: query.userLatLon[1] } : undefined;
  const text = query.search.trim();
  const hits = network ? searchPlaces(placeIndexOf(network), text, { limit: query.limit, near }) : undefined;
  if (!geocoder || text.length < GEOCODER_MIN_QUERY) {
    if (!network) requireNetwork(deps);
    return { places: hits!.map((hit) => placeOf(network!, hit)) };
  }
  const { bounds, center } = areaOf(network);
  const found = await ask(() =>
    geocoder.autocomplete(text, { focus: near ?? center, bounds, lang: requestLang(c), size: 10 }),
  );
  if (!hits && !found)
    throw new ApiError(
      503,
      'places_unavailable',
      'Neither the transit network nor the geocoder can answer: try again in a moment',
    );
  const stops = network && hits ? hits.map((hit) => placeOf(network, hit)) : [];
  const geocoded = addressesFirst(text, (found ?? []).filter(inside(bounds))).map(geocodedToPlace);
  const places = stopsFirst(text, stopMatchOf(hits?.[0]))
    ? mergeRanked(stops, geocoded, query.limit)
    : mergeRanked(geocoded, stops, query.limit);
  return { places, ...(geocoded.length ? { attribution: geocoder.attribution() } : {}) };
}

export function registerPlaces(app: Hono, deps: AppDeps): void {
  for (const path of SEARCH_PATHS) {
    documentRoute({
      method: 'get',
      path,
      tag: 'places',
      summary:
        'Search stops and lines by name (word prefixes, abbreviations, accents and case ignored, typos forgiven), merged with the ' +
        "geocoder's addresses and landmarks when GEOCODER_URL is set; answers with the stops alone when the geocoder fails",
      query: PlacesQuery,
      response: PlacesResponse,
      errors: { 503: 'No network loaded and no geocoder answering' },
    });
    app.get(path, async (c) => c.json(PlacesResponse.parse(await findPlaces(c, deps, deps.geocoder))));
  }

  documentRoute({
    method: 'get',
    path: '/core/v3/reverseGeocode',
    tag: 'places',
    summary: `The nearest address or landmark (geocoder, when configured), else the nearest stop area within ${REVERSE_GEOCODE_RADIUS_M} m`,
    query: ReverseGeocodeQuery,
    response: ReverseGeocodeResponse,
    errors: { 404: 'Nothing nearby', 429: 'Too many place searches from this address (Retry-After)' },
  });
  app.get('/core/v3/reverseGeocode', async (c) => {
    const { lat, lon } = parseQuery(c, ReverseGeocodeQuery);
    const geocoder = deps.geocoder;
    if (geocoder) {
      const found = await ask(() => geocoder.reverse({ lat, lon }, { lang: requestLang(c) }));
      if (found)
        return c.json({
          ...geocodedToReverse(found),
          attribution: geocoder.attribution(),
        } satisfies ReverseGeocodeResponse);
    }
    const network = requireNetwork(deps);
    const { area, distance } = nearestArea(network, lat, lon, REVERSE_GEOCODE_RADIUS_M);
    if (area < 0)
      throw new ApiError(404, 'nothing_nearby', `No stop area within ${REVERSE_GEOCODE_RADIUS_M} m of ${lat},${lon}`);
    const { stopAreas } = network;
    return c.json({
      id: stopAreas.ids[area],
      type: 'stopArea',
      name: stopAreas.names[area],
      city: stopAreas.cities[area],
      postCode: '',
      lat: stopAreas.lat[area],
      lon: stopAreas.lon[area],
      distance: Math.round(distance),
    } satisfies ReverseGeocodeResponse);
  });
}
