import type { Hono } from 'hono';
import { LineVehiclesQuery, LineVehiclesResponse } from '../../contract/vehicles.ts';
import { epochMsToIso } from '../network/model/service-time.ts';
import { directionKey, tripHeadsign } from '../network/boards/stop-board.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { presentAvailability } from './realtime-presenters.ts';
import { findRoute, parseQuery, requireNetwork } from './transit-presenters.ts';

/** A position older than this is a vehicle the feed forgot to drop: left off the map. */
const STALE_POSITION_MS = 10 * 60_000;

export function registerVehicles(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/lines/{id}/vehicles',
    tag: 'schedules',
    summary: "Where a line's vehicles are now (GTFS-realtime vehicle positions); empty without a feed that gives them",
    query: LineVehiclesQuery,
    response: LineVehiclesResponse,
    errors: { 404: 'Unknown line' },
  });
  app.get('/api/v1/lines/:id/vehicles', (c) => {
    const network = requireNetwork(deps);
    const route = findRoute(network, c.req.param('id'));
    const query = parseQuery(c, LineVehiclesQuery);
    const view = deps.realtime?.view();
    const nowMs = Date.now();
    const { trips, stops, patterns } = network;
    const firstPattern = network.lookup.routePatterns[route]?.[0];
    const lineStop = firstPattern !== undefined ? patterns.stops[patterns.stopStart[firstPattern]] : undefined;
    const vehicles = (view?.vehicles ?? [])
      .filter(
        (vehicle) =>
          vehicle.route === route &&
          (vehicle.timestampMs === undefined || nowMs - vehicle.timestampMs <= STALE_POSITION_MS),
      )
      .map((vehicle) => {
        const trip = vehicle.trip;
        const direction = trip !== undefined ? directionKey(network, trips.pattern[trip]) : null;
        return {
          id: vehicle.id,
          lat: vehicle.lat,
          lon: vehicle.lon,
          bearing: vehicle.bearing ?? null,
          tripId: trip !== undefined ? trips.ids[trip] : null,
          headsign: trip !== undefined ? tripHeadsign(network, trip, trips.pattern[trip]) : null,
          direction,
          status: vehicle.status,
          stopId: vehicle.stop !== undefined ? stops.ids[vehicle.stop] : null,
          stopName: vehicle.stop !== undefined ? stops.names[vehicle.stop] : null,
          updatedAt: vehicle.timestampMs !== undefined ? epochMsToIso(network.timezone, vehicle.timestampMs) : null,
        };
      })
      .filter((vehicle) => !query.direction || vehicle.direction === null || vehicle.direction === query.direction);
    return c.json({
      lineId: network.routes.ids[route],
      realtime: presentAvailability(network, view, lineStop),
      vehicles,
    } satisfies LineVehiclesResponse);
  });
}
