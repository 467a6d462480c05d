import type { Hono } from 'hono';
import { type NearbyNext, NearbyQuery, NearbyResponse } from '../../contract/nearby.ts';
import { effectiveDepartureMs, runDate, type Departure } from '../network/boards/departures.ts';
import {
  areaStopList,
  boardableDepartures,
  departuresNearYou,
  groupByDirection,
  nearestAreas,
  walkSecondsTo,
} from '../network/boards/nearby-departures.ts';
import type { RealtimeView } from '../realtime/realtime-feeds.ts';
import { epochMsToIso } from '../network/model/service-time.ts';
import { tripHeadsign } from '../network/boards/stop-board.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import {
  compareRoutes,
  fromDatetimeMs,
  lineSummary,
  modesOf,
  parseQuery,
  requireNetwork,
} from './transit-presenters.ts';

/** The list of the nearby screen: the stop areas nearest a point, and "departures near you". */

/** The list looks this far for stop areas (the departures use the query's radius). */
const LIST_RADIUS_M = 1500;
const LIST_HORIZON_SECONDS = 2 * 3600;

const walkMinutes = (network: TransitNetwork, distance: number) =>
  Math.max(1, Math.ceil(walkSecondsTo(network, distance) / 60));

/** How far past the list's hours a stop with no departure is looked at, to say when its next one is. */
const LATER_HORIZON_SECONDS = 24 * 3600;

/**
 * When one can board (predicted when the feed says), whether that is a realtime prediction, and the timetable's date
 * when the feed ran out and another day's answers (the first departure's, as the stop board says it).
 */
function times(
  network: TransitNetwork,
  departures: Departure[],
): Pick<NearbyNext, 'departureTimes' | 'live' | 'runs' | 'serviceDate' | 'serviceDateShiftedFrom'> {
  const departureTimes = departures.map((d) => epochMsToIso(network.timezone, effectiveDepartureMs(d)));
  const runs = departures.map((d) => ({
    tripId: network.trips.ids[d.trip],
    runDate: runDate(d),
    stopPointId: network.stops.ids[d.stop],
  }));
  const live = departures.map((d) => d.realtime?.state === 'predicted');
  const { serviceDate, serviceDateShiftedFrom } = departures[0].serviceDate;
  // Timetable-only answers stay as they were (no `live` at all), and so do answers of the feed's own dates.
  return {
    departureTimes,
    ...(live.some(Boolean) ? { live } : {}),
    runs,
    ...(serviceDateShiftedFrom ? { serviceDate, serviceDateShiftedFrom } : {}),
  };
}

function listedArea(
  network: TransitNetwork,
  area: number,
  distance: number,
  fromMs: number,
  realtime: RealtimeView | undefined,
) {
  const { stopAreas, lookup } = network;
  const routes = [...lookup.areaRoutes[area]].sort((a, b) => compareRoutes(network, a, b));
  const stops = areaStopList(network, area);
  const departures = boardableDepartures(network, realtime, stops, fromMs, LIST_HORIZON_SECONDS, 2);
  const next = groupByDirection(network, departures, 2)
    .sort((a, b) => compareRoutes(network, a.route, b.route) || a.directionKey.localeCompare(b.directionKey))
    .map((group) => ({
      lineId: network.routes.ids[group.route],
      direction: group.directionKey,
      headsign: tripHeadsign(network, group.departures[0].trip, group.departures[0].pattern),
      ...times(network, group.departures),
    }));
  // A stop with nothing in the list's hours says when its next departure is (or, by its absence, that none comes).
  const later =
    next.length === 0 ? boardableDepartures(network, realtime, stops, fromMs, LATER_HORIZON_SECONDS, 1)[0] : undefined;
  return {
    id: stopAreas.ids[area],
    name: stopAreas.names[area],
    lat: stopAreas.lat[area],
    lon: stopAreas.lon[area],
    distance: Math.round(distance),
    walkMinutes: walkMinutes(network, distance),
    modes: modesOf(network, routes),
    lines: routes.map((route) => lineSummary(network, route)),
    next,
    ...(later ? { nextLater: epochMsToIso(network.timezone, effectiveDepartureMs(later)) } : {}),
  };
}

export function registerNearby(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/proximity/nearby',
    tag: 'proximity',
    summary:
      'The stop areas nearest a point (distance, walking minutes, lines, next departures per line × direction) and "departures near you": one row per line × direction from its nearest stop within the radius, soonest first',
    query: NearbyQuery,
    response: NearbyResponse,
  });
  app.get('/api/v1/proximity/nearby', (c) => {
    const network = requireNetwork(deps);
    const query = parseQuery(c, NearbyQuery);
    const fromMs = fromDatetimeMs(network, query.fromDatetime);
    const listed = nearestAreas(network, query.lat, query.lon, Math.max(LIST_RADIUS_M, query.radius), query.stopAreas);
    const close = nearestAreas(network, query.lat, query.lon, query.radius, Number.MAX_SAFE_INTEGER);
    const realtime = deps.realtime?.view();
    const { timezone, stopAreas, stops } = network;
    return c.json({
      timezone,
      fromDatetime: epochMsToIso(timezone, fromMs),
      stopAreas: listed.map(({ area, distance }) => listedArea(network, area, distance, fromMs, realtime)),
      departures: departuresNearYou(network, close, fromMs, 3, realtime).map((row) => ({
        line: lineSummary(network, row.route),
        direction: row.directionKey,
        headsign: tripHeadsign(network, row.departures[0].trip, row.departures[0].pattern),
        stopArea: { id: stopAreas.ids[row.area], name: stopAreas.names[row.area] },
        stopPointId: stops.ids[row.departures[0].stop],
        distance: Math.round(row.distance),
        walkMinutes: walkMinutes(network, row.distance),
        ...times(network, row.departures),
      })),
    } satisfies NearbyResponse);
  });
}
