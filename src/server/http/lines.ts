import type { Hono } from 'hono';
import {
  LineDetailResponse,
  LineListResponse,
  LineStopWordsResponse,
  LineTimetableQuery,
  LineTimetableResponse,
  LineWeekQuery,
  LineWeekResponse,
} from '../../contract/lines.ts';
import { lineCities } from '../network/lines/line-city.ts';
import { lineStopWords } from '../network/lines/line-stop-words.ts';
import { lineDirections } from '../network/lines/line-views.ts';
import { MODE_ORDER } from '../network/model/modes.ts';
import { localDateOf } from '../network/model/service-time.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import {
  compareRoutes,
  findRoute,
  lineSummary,
  parseQuery,
  requestedDate,
  requireNetwork,
} from './transit-presenters.ts';
import { timetableBody, weekBody } from './timetable-presenters.ts';
import { answerCache } from './answer-cache.ts';

/**
 * Timetable and week answers kept as JSON text (a bus line's is 10–40 ms of main thread to build and serialize; the
 * same one serves the five languages of a line page and every band/stops link of its grid). They depend on the static
 * network, the line, direction and date (and whether that date is today, for last night's trains): all in the key,
 * the network by identity. 32 M characters: a few hundred answers.
 */
const timetableAnswers = answerCache(32_000_000);
const JSON_TYPE = { 'Content-Type': 'application/json' };

function lineStop(network: TransitNetwork, stop: number) {
  const { stops, stopAreas } = network;
  return {
    id: stops.ids[stop],
    name: stops.names[stop],
    lat: stops.lat[stop],
    lon: stops.lon[stop],
    stopAreaId: stopAreas.ids[stops.area[stop]],
  };
}

function shapePoints(network: TransitNetwork, shape: number): [number, number][] {
  if (shape < 0) return [];
  const { shapes } = network;
  const points: [number, number][] = [];
  for (let k = shapes.start[shape]; k < shapes.start[shape + 1]; k++) points.push([shapes.lat[k], shapes.lon[k]]);
  return points;
}

/** Borough or agency of a line: the city where its stops are when its feed names one (line-city.ts), else its agency's name. */
function areaOf(network: TransitNetwork, route: number): string {
  return lineCities(network)[route] || (network.agencies.names[network.routes.agency[route]] ?? '');
}

/** Lines grouped by mode, and by borough or agency when a mode's lines come from several. */
function lineGroups(network: TransitNetwork): LineListResponse['groups'] {
  const routes = Array.from({ length: network.routes.count }, (_, r) => r)
    .filter((r) => network.lookup.routePatterns[r].length > 0)
    .sort((a, b) => compareRoutes(network, a, b));
  return MODE_ORDER.flatMap((mode) => {
    const ofMode = routes.filter((r) => network.routes.modes[r] === mode);
    const areas = [...new Set(ofMode.map((r) => areaOf(network, r)))];
    if (areas.length <= 1)
      return ofMode.length > 0 ? [{ mode, lines: ofMode.map((r) => lineSummary(network, r)) }] : [];
    return areas.map((area) => ({
      mode,
      area,
      lines: ofMode.filter((r) => areaOf(network, r) === area).map((r) => lineSummary(network, r)),
    }));
  });
}

const firstDirection = (network: TransitNetwork, route: number) => lineDirections(network, route)[0]?.key ?? '';

export function registerLines(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/lines',
    tag: 'lines',
    summary: 'All lines grouped by mode (and borough or agency), in natural order',
    response: LineListResponse,
  });
  app.get('/api/v1/lines', (c) => c.json({ groups: lineGroups(requireNetwork(deps)) } satisfies LineListResponse));

  documentRoute({
    method: 'get',
    path: '/api/v1/lineStopWords',
    tag: 'lines',
    summary:
      'Per line, the words of the names of the stops it serves (what the line list filter matches stops against)',
    response: LineStopWordsResponse,
  });
  app.get('/api/v1/lineStopWords', (c) =>
    c.json({ lines: lineStopWords(requireNetwork(deps)) } satisfies LineStopWordsResponse),
  );

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
    summary:
      'Timetable of one direction on one date: stops × trips the way a printed timetable reads, without time inversions',
    query: LineTimetableQuery,
    response: LineTimetableResponse,
    errors: { 404: 'Unknown line or direction' },
  });
  app.get('/api/v1/lines/:id/timetable', (c) => {
    const network = requireNetwork(deps);
    const route = findRoute(network, c.req.param('id'));
    const query = parseQuery(c, LineTimetableQuery);
    const date = requestedDate(network, query.date);
    // Today's timetable also lists last night's trains still running after midnight (24:14 of yesterday is 00:14 today).
    const nightBefore = date === localDateOf(network.timezone, Date.now());
    const direction = query.direction ?? firstDirection(network, route);
    const text = timetableAnswers.get(network, `day|${route}|${direction}|${date}|${nightBefore}`, () => {
      const body = timetableBody(network, route, direction, date, { nightBefore });
      return body && JSON.stringify(body satisfies LineTimetableResponse);
    });
    if (text === null)
      throw new ApiError(
        404,
        'unknown_direction',
        `Line ${network.routes.ids[route]} has no direction "${query.direction}"`,
      );
    return c.body(text, 200, JSON_TYPE);
  });

  documentRoute({
    method: 'get',
    path: '/api/v1/lines/{id}/week',
    tag: 'lines',
    summary:
      'Paper-style week of one direction: Monday–Friday, Saturday and Sunday blocks at the timing points, with footnotes',
    query: LineWeekQuery,
    response: LineWeekResponse,
    errors: { 404: 'Unknown line or direction' },
  });
  app.get('/api/v1/lines/:id/week', (c) => {
    const network = requireNetwork(deps);
    const route = findRoute(network, c.req.param('id'));
    const query = parseQuery(c, LineWeekQuery);
    const direction = query.direction ?? firstDirection(network, route);
    const date = requestedDate(network, query.date);
    const text = timetableAnswers.get(network, `week|${route}|${direction}|${date}`, () => {
      const body = weekBody(network, route, direction, date);
      return body && JSON.stringify(body satisfies LineWeekResponse);
    });
    if (text === null)
      throw new ApiError(
        404,
        'unknown_direction',
        `Line ${network.routes.ids[route]} has no direction "${query.direction}"`,
      );
    return c.body(text, 200, JSON_TYPE);
  });
}
