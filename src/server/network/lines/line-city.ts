import { mostCounted } from '../compiler/area-cities.ts';
import type { TransitNetwork } from '../model/types.ts';

const cache = new WeakMap<TransitNetwork, string[]>();

/** Road modes: a bus serves the streets of one city (NYC: borough) or a few, where a rail line crosses them by design. */
const ROAD_MODES = new Set(['bus', 'trolleybus', 'coach']);

/**
 * The city (NYC: borough) each line is listed under: the city most of the line's stop visits are in (the stop areas'
 * voted cities, area-cities.ts), so the Q24 run from a Brooklyn depot is listed with Queens and an MTA Bus Company
 * route (a feed naming no city) with the borough it serves. Only for road modes and for lines of a feed naming a city
 * (its depot's, the fallback); '' for the rest (the subway, commuter rail: the line list then groups them by agency).
 * Computed once per loaded network.
 */
export function lineCities(network: TransitNetwork): string[] {
  let cities = cache.get(network);
  if (!cities) {
    cities = Array.from({ length: network.routes.count }, (_, route) => lineCity(network, route));
    cache.set(network, cities);
  }
  return cities;
}

function lineCity(network: TransitNetwork, route: number): string {
  const { patterns, stops, stopAreas, feeds, lookup } = network;
  const routePatterns = lookup.routePatterns[route];
  if (routePatterns.length === 0) return '';
  const feedCity = feeds[stops.feed[patterns.stops[patterns.stopStart[routePatterns[0]]]]]?.city ?? '';
  if (!feedCity && !ROAD_MODES.has(network.routes.modes[route])) return '';
  const visits = new Map<string, number>();
  for (const pattern of routePatterns) {
    for (let k = patterns.stopStart[pattern]; k < patterns.stopStart[pattern + 1]; k++) {
      const city = stopAreas.cities[stops.area[patterns.stops[k]]];
      if (city) visits.set(city, (visits.get(city) ?? 0) + 1);
    }
  }
  return mostCounted(visits) || feedCity;
}
