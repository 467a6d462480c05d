import type { Hono } from 'hono';
import { LineDetailResponse, LineListResponse, LineTimetableQuery, LineTimetableResponse } from '../../contract/lines.ts';
import { isIsoDate } from '../network/calendar-days.ts';
import { lineDirections, lineTimetable } from '../network/line-views.ts';
import { MODE_ORDER } from '../network/modes.ts';
import { localDateOf, serviceTimeToIso } from '../network/service-time.ts';
import type { TransitNetwork } from '../network/types.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { compareRoutes, findRoute, lineSummary, parseQuery, requireNetwork } from './transit-presenters.ts';

function lineStop(network: TransitNetwork, stop: number) {
  const { stops, stopAreas } = network;
  return { id: stops.ids[stop], name: stops.names[stop], lat: stops.lat[stop], lon: stops.lon[stop], stopAreaId: stopAreas.ids[stops.area[stop]] };
}

function shapePoints(network: TransitNetwork, shape: number): [number, number][] {
  if (shape < 0) return [];
  const { shapes } = network;
  const points: [number, number][] = [];
  for (let k = shapes.start[shape]; k < shapes.start[shape + 1]; k++) points.push([shapes.lat[k], shapes.lon[k]]);
  return points;
}

export function registerLines(app: Hono, deps: AppDeps): void {
  documentRoute({ method: 'get', path: '/api/v1/lines', tag: 'lines', summary: 'All lines grouped by mode, in natural order', response: LineListResponse });
  app.get('/api/v1/lines', (c) => {
    const network = requireNetwork(deps);
    const routes = Array.from({ length: network.routes.count }, (_, r) => r)
      .filter((r) => network.lookup.routePatterns[r].length > 0)
      .sort((a, b) => compareRoutes(network, a, b));
    const groups = MODE_ORDER.map((mode) => ({
      mode,
      lines: routes.filter((r) => network.routes.modes[r] === mode).map((r) => lineSummary(network, r)),
    })).filter((group) => group.lines.length > 0);
    return c.json({ groups } satisfies LineListResponse);
  });

  documentRoute({
    method: 'get',
    path: '/api/v1/lines/{id}',
    tag: 'lines',
    summary: 'One line: its directions, each with ordered stops and shape',
    response: LineDetailResponse,
    errors: { 404: 'Unknown line' },
  });
  app.get('/api/v1/lines/:id', (c) => {
    const network = requireNetwork(deps);
    const route = findRoute(network, c.req.param('id'));
    return c.json({
      line: { ...lineSummary(network, route), agencyName: network.agencies.names[network.routes.agency[route]] ?? '' },
      directions: lineDirections(network, route).map((direction) => ({
        id: direction.key,
        headsign: direction.headsign,
        stops: direction.stops.map((stop) => lineStop(network, stop)),
        shape: shapePoints(network, direction.shape),
      })),
    } satisfies LineDetailResponse);
  });

  documentRoute({
    method: 'get',
    path: '/api/v1/lines/{id}/timetable',
    tag: 'lines',
    summary: 'Timetable of one direction on one date: trips × stops, the way a printed timetable reads',
    query: LineTimetableQuery,
    response: LineTimetableResponse,
    errors: { 404: 'Unknown line or direction' },
  });
  app.get('/api/v1/lines/:id/timetable', (c) => {
    const network = requireNetwork(deps);
    const route = findRoute(network, c.req.param('id'));
    const query = parseQuery(c, LineTimetableQuery);
    if (query.date !== undefined && !isIsoDate(query.date)) throw new ApiError(400, 'invalid_request', `date: not a calendar date: ${query.date}`);
    const date = query.date ?? localDateOf(network.timezone, Date.now());
    const timetable = lineTimetable(network, route, query.direction, date);
    if (!timetable) throw new ApiError(404, 'unknown_direction', `Line ${network.routes.ids[route]} has no direction "${query.direction}"`);
    const { direction, serviceDate, trips } = timetable;
    return c.json({
      line: lineSummary(network, route),
      direction: { id: direction.key, headsign: direction.headsign },
      timezone: network.timezone,
      ...serviceDate,
      stops: direction.stops.map((stop) => lineStop(network, stop)),
      trips: trips.map((row) => ({
        id: network.trips.ids[row.trip],
        headsign: network.trips.headsigns[row.trip] || direction.headsign,
        times: row.times.map((seconds) => (seconds === null ? null : serviceTimeToIso(network.timezone, date, seconds))),
      })),
    } satisfies LineTimetableResponse);
  });
}
