import type { Hono } from 'hono';
import {
  LineDeparturesQuery,
  LineDeparturesResponse,
  SchedulesQuery,
  SchedulesResponse,
} from '../../contract/schedules.ts';
import { nextDepartures, type Departure } from '../network/boards/departures.ts';
import { epochMsToIso } from '../network/model/service-time.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import {
  areaStops,
  compareRoutes,
  departureItem,
  directionKeyOfPattern,
  findArea,
  findRoute,
  fromDatetimeMs,
  lineSummary,
  parseQuery,
  requireNetwork,
  serviceDateFields,
} from './transit-presenters.ts';

/** How far ahead a stop board looks. */
const BOARD_HORIZON_SECONDS = 4 * 3600;

/** Stop board: the next departures at some stops grouped by line (and by terminus when asked), lines in display order. */
function board(
  network: TransitNetwork,
  id: string,
  name: string,
  stops: number[],
  query: { groupedByTerminus: boolean; fromDatetime?: string; limit: number },
) {
  const fromMs = fromDatetimeMs(network, query.fromDatetime);
  const departures = nextDepartures(network, {
    stops,
    fromMs,
    horizonSeconds: BOARD_HORIZON_SECONDS,
    limitPerPattern: query.limit,
  });
  const groups = new Map<string, { route: number; terminus?: string; items: Departure[] }>();
  for (const departure of departures) {
    const terminus = query.groupedByTerminus
      ? network.trips.headsigns[departure.trip] || network.patterns.headsigns[departure.pattern]
      : undefined;
    const key = `${departure.route}|${terminus ?? ''}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { route: departure.route, terminus, items: [] }));
    if (group.items.length < query.limit) group.items.push(departure);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => compareRoutes(network, a.route, b.route) || (a.terminus ?? '').localeCompare(b.terminus ?? ''),
  );
  return {
    id,
    name,
    timezone: network.timezone,
    fromDatetime: epochMsToIso(network.timezone, fromMs),
    ...serviceDateFields(network, stops[0], fromMs),
    groups: ordered.map((group) => ({
      line: lineSummary(network, group.route),
      ...(group.terminus !== undefined ? { terminus: group.terminus } : {}),
      departures: group.items.map((departure) => departureItem(network, departure)),
    })),
  } satisfies SchedulesResponse;
}

/** A stop point id, or a stop area id standing for all its stop points. */
function stopsOf(network: TransitNetwork, id: string): { stops: number[]; name: string } {
  const stop = network.lookup.stop.get(id);
  if (stop !== undefined) return { stops: [stop], name: network.stops.names[stop] };
  const area = network.lookup.area.get(id);
  if (area !== undefined) return { stops: areaStops(network, area), name: network.stopAreas.names[area] };
  throw new ApiError(404, 'unknown_stop_point', `Unknown stop point: ${id}`);
}

export function registerSchedules(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/stopPoints/{id}/schedules',
    tag: 'schedules',
    summary:
      'Next departures at a stop point (a stop area id is accepted too), grouped by line and optionally by terminus',
    query: SchedulesQuery,
    response: SchedulesResponse,
    errors: { 404: 'Unknown stop point' },
  });
  app.get('/api/v1/stopPoints/:id/schedules', (c) => {
    const network = requireNetwork(deps);
    const query = parseQuery(c, SchedulesQuery);
    const id = c.req.param('id');
    const { stops, name } = stopsOf(network, id);
    return c.json(board(network, id, name, stops, query));
  });

  documentRoute({
    method: 'get',
    path: '/api/proximity/v2/stopAreas/{id}/schedules',
    tag: 'schedules',
    summary: 'Next departures at every stop point of a stop area, grouped by line and optionally by terminus',
    query: SchedulesQuery,
    response: SchedulesResponse,
    errors: { 404: 'Unknown stop area' },
  });
  app.get('/api/proximity/v2/stopAreas/:id/schedules', (c) => {
    const network = requireNetwork(deps);
    const query = parseQuery(c, SchedulesQuery);
    const area = findArea(network, c.req.param('id'));
    return c.json(
      board(network, network.stopAreas.ids[area], network.stopAreas.names[area], areaStops(network, area), query),
    );
  });

  documentRoute({
    method: 'get',
    path: '/api/v1/stopPoints/{stopPointId}/lines/{lineId}/departures',
    tag: 'schedules',
    summary: 'Next departures of one line at a stop point, by direction ("0"/"1" or terminus) or towards a stop point',
    query: LineDeparturesQuery,
    response: LineDeparturesResponse,
    errors: { 404: 'Unknown stop point, line or destination' },
  });
  app.get('/api/v1/stopPoints/:stopPointId/lines/:lineId/departures', (c) => {
    const network = requireNetwork(deps);
    const query = parseQuery(c, LineDeparturesQuery);
    const { stopPointId, lineId } = c.req.param();
    const { stops } = stopsOf(network, stopPointId);
    const route = findRoute(network, lineId);
    let toStop: number | undefined;
    if (query.toStopPointId) {
      toStop = network.lookup.stop.get(query.toStopPointId);
      if (toStop === undefined)
        throw new ApiError(404, 'unknown_stop_point', `Unknown stop point: ${query.toStopPointId}`);
    }
    const fromMs = fromDatetimeMs(network, query.fromDatetime);
    const departures = nextDepartures(network, { stops, fromMs, route, toStop, limitPerPattern: query.limit })
      .filter(
        (departure) =>
          query.direction === undefined ||
          directionKeyOfPattern(network, departure.pattern) === query.direction ||
          (network.trips.headsigns[departure.trip] || network.patterns.headsigns[departure.pattern]) ===
            query.direction,
      )
      .slice(0, query.limit);
    return c.json({
      line: lineSummary(network, route),
      stopPointId,
      timezone: network.timezone,
      fromDatetime: epochMsToIso(network.timezone, fromMs),
      ...serviceDateFields(network, stops[0], fromMs),
      departures: departures.map((departure) => departureItem(network, departure)),
    } satisfies LineDeparturesResponse);
  });
}
