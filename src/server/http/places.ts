import type { Hono } from 'hono';
import { Place, PlacesQuery, PlacesResponse, ReverseGeocodeQuery, ReverseGeocodeResponse } from '../../contract/places.ts';
import { nearestArea } from '../network/nearby.ts';
import { placeIndexOf, searchPlaces, type PlaceHit } from '../network/place-search.ts';
import type { TransitNetwork } from '../network/types.ts';
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
    routes = hit.merged?.length ? areaRoutes(network, [entry.area, ...hit.merged.map((other) => other.area)]) : stopRoutes(network, entry.index);
  } else {
    id = network.routes.ids[entry.index];
    routes = [entry.index];
  }
  const lines = routes.map((route) => lineSummary(network, route));
  const subTitle = entry.kind === 'line' ? network.routes.longNames[entry.index] : lines.map((line) => line.shortName).join(' · ');
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
  };
}

const SEARCH_PATHS = ['/api/v1/places', '/core/v3/placesSearch', '/core/v3/places'];

export function registerPlaces(app: Hono, deps: AppDeps): void {
  for (const path of SEARCH_PATHS) {
    documentRoute({
      method: 'get',
      path,
      tag: 'places',
      summary: 'Search stop areas, stop points and lines by name (word prefixes, accents and case ignored, one typo allowed)',
      query: PlacesQuery,
      response: PlacesResponse,
    });
    app.get(path, (c) => {
      const network = requireNetwork(deps);
      const query = parseQuery(c, PlacesQuery);
      const near = query.userLatLon ? { lat: query.userLatLon[0], lon: query.userLatLon[1] } : undefined;
      const hits = searchPlaces(placeIndexOf(network), query.search, { limit: query.limit, near });
      return c.json(PlacesResponse.parse({ places: hits.map((hit) => placeOf(network, hit)) }));
    });
  }

  documentRoute({
    method: 'get',
    path: '/core/v3/reverseGeocode',
    tag: 'places',
    summary: `Nearest stop area within ${REVERSE_GEOCODE_RADIUS_M} m`,
    query: ReverseGeocodeQuery,
    response: ReverseGeocodeResponse,
    errors: { 404: 'No stop area nearby' },
  });
  app.get('/core/v3/reverseGeocode', (c) => {
    const network = requireNetwork(deps);
    const { lat, lon } = parseQuery(c, ReverseGeocodeQuery);
    const { area, distance } = nearestArea(network, lat, lon, REVERSE_GEOCODE_RADIUS_M);
    if (area < 0) throw new ApiError(404, 'nothing_nearby', `No stop area within ${REVERSE_GEOCODE_RADIUS_M} m of ${lat},${lon}`);
    const { stopAreas } = network;
    return c.json({
      id: stopAreas.ids[area],
      name: stopAreas.names[area],
      city: stopAreas.cities[area],
      postCode: '',
      lat: stopAreas.lat[area],
      lon: stopAreas.lon[area],
      distance: Math.round(distance),
    } satisfies ReverseGeocodeResponse);
  });
}
