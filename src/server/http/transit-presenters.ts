import type { Context } from 'hono';
import { badgeTextColour } from '../../domain/line-badge-colors.ts';
import type { ZodObject, z } from 'zod';
import type { LineSummary } from '../../contract/lines.ts';
import type { PointDetail } from '../../contract/proximity.ts';
import type { DepartureItem } from '../../contract/schedules.ts';
import type { Departure } from '../network/boards/departures.ts';
import { isIsoDate, isRequestDate, isRequestYear, REQUEST_YEARS } from '../network/model/calendar-days.ts';
import { resolveServiceDate, type ResolvedServiceDate } from '../network/model/service-date-shift.ts';
import { epochMsToIso, localDateOf, parseRequestDateTime } from '../network/model/service-time.ts';
import type { TransitMode, TransitNetwork } from '../network/model/types.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';

/** Shared by the network resources (places, proximity, schedules, lines, collections): lookups, parsing and views. */

export function requireNetwork(deps: AppDeps): TransitNetwork {
  if (!deps.network)
    throw new ApiError(503, 'network_unavailable', 'No transit network is loaded (run `npm run data`).');
  return deps.network;
}

/** Parses the query string with a contract schema (a failure becomes a 400 through the app's error handler). */
export function parseQuery<S extends ZodObject>(c: Context, schema: S, arrays: string[] = []): z.output<S> {
  const raw: Record<string, unknown> = { ...c.req.query() };
  for (const name of arrays) raw[name] = c.req.queries(name) ?? [];
  return schema.parse(raw) as z.output<S>;
}

export function lineSummary(network: TransitNetwork, route: number): LineSummary {
  const { routes } = network;
  return {
    id: routes.ids[route],
    shortName: routes.shortNames[route] || routes.longNames[route],
    longName: routes.longNames[route],
    mode: routes.modes[route],
    color: routes.colors[route],
    textColor: badgeTextColour(routes.colors[route], routes.textColors[route]),
  };
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Lines in display order: those with a route_sort_order first, by it; then the others in natural order of their short
 * names ("2" before "10"). A total order (mixing "by order when both have one" with "by name" is not transitive and
 * scrambles a sort).
 */
export function compareRoutes(network: TransitNetwork, a: number, b: number): number {
  const { routes } = network;
  const orderA = routes.sortOrder[a];
  const orderB = routes.sortOrder[b];
  if (orderA >= 0 !== orderB >= 0) return orderA >= 0 ? -1 : 1;
  if (orderA !== orderB) return orderA - orderB;
  return naturalOrder.compare(routes.shortNames[a] || routes.longNames[a], routes.shortNames[b] || routes.longNames[b]);
}

export function stopRoutes(network: TransitNetwork, stop: number): number[] {
  const { stopPatterns, patterns } = network;
  const served = new Set<number>();
  for (let k = stopPatterns.start[stop]; k < stopPatterns.start[stop + 1]; k++)
    served.add(patterns.route[stopPatterns.pattern[k]]);
  return [...served].sort((a, b) => compareRoutes(network, a, b));
}

export function areaStops(network: TransitNetwork, area: number): number[] {
  return Array.from(
    network.stopAreas.stops.subarray(network.stopAreas.stopStart[area], network.stopAreas.stopStart[area + 1]),
  );
}

export function modesOf(network: TransitNetwork, routes: ArrayLike<number>): TransitMode[] {
  return [...new Set(Array.from(routes, (route) => network.routes.modes[route]))];
}

export function stopPointDetail(network: TransitNetwork, stop: number) {
  const { stops } = network;
  return {
    id: stops.ids[stop],
    name: stops.names[stop],
    lat: stops.lat[stop],
    lon: stops.lon[stop],
    platformCode: stops.platformCodes[stop],
    wheelchairBoarding: stops.wheelchair[stop],
    lines: stopRoutes(network, stop).map((route) => lineSummary(network, route)),
    headsigns: stopHeadsigns(network, stop),
  };
}

/** Most headsigns a stop point is named by. */
const HEADSIGNS_SHOWN = 3;

/**
 * Where the trips leaving a stop point go, the most frequent first: what tells its platforms apart when they share the
 * station's name (Times Sq-42 St's uptown and downtown platforms). Trips ending there go nowhere and are left out.
 */
export function stopHeadsigns(network: TransitNetwork, stop: number): string[] {
  const { stopPatterns, patterns } = network;
  const trips = new Map<string, number>();
  for (let k = stopPatterns.start[stop]; k < stopPatterns.start[stop + 1]; k++) {
    const pattern = stopPatterns.pattern[k];
    const width = patterns.stopStart[pattern + 1] - patterns.stopStart[pattern];
    const headsign = patterns.headsigns[pattern];
    if (stopPatterns.position[k] === width - 1 || !headsign) continue;
    trips.set(headsign, (trips.get(headsign) ?? 0) + patterns.tripStart[pattern + 1] - patterns.tripStart[pattern]);
  }
  return [...trips]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, HEADSIGNS_SHOWN)
    .map(([headsign]) => headsign);
}

export function areaDetail(network: TransitNetwork, area: number): PointDetail {
  const { stopAreas, lookup } = network;
  const routes = [...lookup.areaRoutes[area]].sort((a, b) => compareRoutes(network, a, b));
  return {
    id: stopAreas.ids[area],
    type: 'stopArea',
    name: stopAreas.names[area],
    lat: stopAreas.lat[area],
    lon: stopAreas.lon[area],
    city: stopAreas.cities[area],
    wheelchairBoarding: stopAreas.wheelchair[area],
    modes: modesOf(network, routes),
    lines: routes.map((route) => lineSummary(network, route)),
    stopPoints: areaStops(network, area).map((stop) => stopPointDetail(network, stop)),
    stopAreaId: stopAreas.ids[area],
  };
}

export function stopDetail(network: TransitNetwork, stop: number): PointDetail {
  const detail = stopPointDetail(network, stop);
  const area = network.stops.area[stop];
  return {
    ...detail,
    type: 'stopPoint',
    city: network.stopAreas.cities[area],
    modes: [...new Set(detail.lines.map((line) => line.mode))],
    stopPoints: [detail],
    stopAreaId: network.stopAreas.ids[area],
  };
}

export function findStop(network: TransitNetwork, id: string): number {
  const stop = network.lookup.stop.get(id);
  if (stop === undefined) throw new ApiError(404, 'unknown_stop_point', `Unknown stop point: ${id}`);
  return stop;
}

export function findArea(network: TransitNetwork, id: string): number {
  const area = network.lookup.area.get(id);
  if (area === undefined) throw new ApiError(404, 'unknown_stop_area', `Unknown stop area: ${id}`);
  return area;
}

export function findRoute(network: TransitNetwork, id: string): number {
  const route = network.lookup.route.get(id);
  if (route === undefined) throw new ApiError(404, 'unknown_line', `Unknown line: ${id}`);
  return route;
}

/** fromDatetime (ISO, offset optional) → epoch ms; default now; malformed or outside REQUEST_YEARS → 400. */
export function fromDatetimeMs(network: TransitNetwork, text: string | undefined): number {
  if (text === undefined || text === '') return Date.now();
  const ms = parseRequestDateTime(text, network.timezone);
  if (ms === null)
    throw new ApiError(400, 'invalid_request', `fromDatetime: expected ISO 8601 date-time, got "${text}"`);
  if (!isRequestYear(new Date(ms).getUTCFullYear()))
    throw new ApiError(400, 'invalid_request', `fromDatetime: ${yearsRule}`);
  return ms;
}

const yearsRule = `expected a year from ${REQUEST_YEARS.first} to ${REQUEST_YEARS.last}`;

/** A `date` query parameter (YYYY-MM-DD, network zone) → that date, default today; not a real date or out of range → 400. */
export function requestedDate(network: TransitNetwork, date: string | undefined): string {
  if (date === undefined) return localDateOf(network.timezone, Date.now());
  if (!isIsoDate(date)) throw new ApiError(400, 'invalid_request', `date: not a calendar date: ${date}`);
  if (!isRequestDate(date)) throw new ApiError(400, 'invalid_request', `date: ${yearsRule}`);
  return date;
}

/** How the stop's feed answers for the request's local date (stale-feed shift included). */
export function serviceDateFields(network: TransitNetwork, stop: number, fromMs: number): ResolvedServiceDate {
  return resolveServiceDate(network, network.stops.feed[stop], localDateOf(network.timezone, fromMs));
}

export function directionKeyOfPattern(network: TransitNetwork, pattern: number): string {
  const direction = network.patterns.direction[pattern];
  return direction >= 0 ? String(direction) : network.patterns.headsigns[pattern];
}

export function departureItem(network: TransitNetwork, departure: Departure): DepartureItem {
  const { trips, stops, timezone } = network;
  const shifted = departure.serviceDate.serviceDateShiftedFrom;
  return {
    tripId: trips.ids[departure.trip],
    stopPointId: stops.ids[departure.stop],
    headsign: trips.headsigns[departure.trip] || network.patterns.headsigns[departure.pattern],
    direction: directionKeyOfPattern(network, departure.pattern),
    departureTime: epochMsToIso(timezone, departure.departureMs),
    ...(departure.arrivalMs !== undefined ? { arrivalTime: epochMsToIso(timezone, departure.arrivalMs) } : {}),
    serviceDate: departure.serviceDate.serviceDate,
    ...(shifted ? { serviceDateShiftedFrom: shifted } : {}),
    wheelchairAccessible: trips.wheelchair[departure.trip],
  };
}
