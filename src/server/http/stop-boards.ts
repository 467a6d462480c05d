import type { Hono } from 'hono';
import type { BoardGroup } from '../../contract/stop-board.ts';
import {
  StopBoardQuery,
  StopBoardResponse,
  StopTimetableQuery,
  StopTimetableResponse,
} from '../../contract/stop-board.ts';
import { localDateOf, epochMsToIso } from '../network/model/service-time.ts';
import { otherStopTimezone, stopTimezone } from '../network/model/stop-timezone.ts';
import { resolveServiceDate } from '../network/model/service-date-shift.ts';
import { dayTimetable, stopBoard, tripHeadsign, type BoardGroupData } from '../network/boards/stop-board.ts';
import { effectiveDepartureMs, runDate } from '../network/boards/departures.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { presentAvailability, presentDepartureRealtime } from './realtime-presenters.ts';
import {
  areaStops,
  compareRoutes,
  findArea,
  findRoute,
  findStop,
  fromDatetimeMs,
  lineSummary,
  parseQuery,
  requestedDate,
  requireNetwork,
  serviceDateFields,
} from './transit-presenters.ts';

/** The stop page's departure board and full-day timetable, for a stop area (all its stop points) or one stop point. */

interface BoardTarget {
  type: 'stopArea' | 'stopPoint';
  id: string;
  name: string;
  stops: number[];
}

function boardTarget(network: TransitNetwork, type: string, id: string): BoardTarget {
  if (type === 'stopArea') {
    const area = findArea(network, id);
    return {
      type,
      id: network.stopAreas.ids[area],
      name: network.stopAreas.names[area],
      stops: areaStops(network, area),
    };
  }
  if (type === 'stopPoint') {
    const stop = findStop(network, id);
    return { type, id, name: network.stops.names[stop], stops: [stop] };
  }
  throw new ApiError(404, 'unknown_point_type', `Unknown point type: ${type} (expected stopArea or stopPoint)`);
}

function presentGroup(network: TransitNetwork, target: BoardTarget, group: BoardGroupData, limit: number): BoardGroup {
  const { stops, trips } = network;
  // Each time carries the offset of its stop's clock (a stop of a run crossing zones reads its own zone's time).
  const at = (stop: number, ms: number) => epochMsToIso(stopTimezone(network, stop), ms);
  const timetable = group.departures.map(({ departure, lastOfDay }) => ({
    atMs: effectiveDepartureMs(departure),
    item: {
      tripId: trips.ids[departure.trip],
      stopPointId: stops.ids[departure.stop],
      platform: stops.platformCodes[departure.stop],
      headsign: tripHeadsign(network, departure.trip, departure.pattern),
      departureTime: at(departure.stop, departure.departureMs),
      runDate: runDate(departure),
      lastOfDay,
      wheelchairAccessible: trips.wheelchair[departure.trip],
      realtime: presentDepartureRealtime(network, departure),
    },
  }));
  const extra = group.added.map(({ added, stop, departureMs }) => ({
    atMs: departureMs,
    item: {
      tripId: added.id,
      stopPointId: stops.ids[stop],
      platform: stops.platformCodes[stop],
      headsign: added.headsign,
      departureTime: at(stop, departureMs),
      lastOfDay: false,
      wheelchairAccessible: 0,
      realtime: { status: 'added' as const, expectedTime: at(stop, departureMs) },
    },
  }));
  return {
    line: lineSummary(network, group.route),
    direction: group.directionKey,
    headsign: group.headsign,
    state: group.state,
    departures: (extra.length
      ? [...timetable, ...extra].sort((a, b) => a.atMs - b.atMs).slice(0, limit)
      : timetable
    ).map(({ item }) => item),
    arrivals: group.arrivalsMs.map((ms) => at(target.stops[0], ms)),
  };
}

export function registerStopBoards(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/stopBoards/{type}/{id}',
    tag: 'schedules',
    summary:
      'Departure board of a stop area or stop point: every line × direction with its next departures (or, with beforeDatetime, its last ones before) and a state (departures, noMoreToday, terminus, noService, noEarlier)',
    query: StopBoardQuery,
    response: StopBoardResponse,
    errors: { 404: 'Unknown type or id' },
  });
  app.get('/api/v1/stopBoards/:type/:id', (c) => {
    const network = requireNetwork(deps);
    const target = boardTarget(network, c.req.param('type'), c.req.param('id'));
    const query = parseQuery(c, StopBoardQuery);
    const before = query.beforeDatetime !== undefined;
    const fromMs = fromDatetimeMs(network, query.beforeDatetime ?? query.fromDatetime);
    const realtime = deps.realtime?.view();
    const groups = stopBoard(network, target.stops, fromMs, query.limit, realtime, { before }).sort(
      (a, b) => compareRoutes(network, a.route, b.route) || a.directionKey.localeCompare(b.directionKey),
    );
    return c.json({
      id: target.id,
      type: target.type,
      name: target.name,
      timezone: network.timezone,
      ...stopZoneField(network, target),
      fromDatetime: epochMsToIso(network.timezone, fromMs),
      ...serviceDateFields(network, target.stops[0], fromMs),
      realtime: presentAvailability(network, realtime, target.stops[0]),
      groups: groups.map((group) => presentGroup(network, target, group, query.limit)),
    } satisfies StopBoardResponse);
  });

  documentRoute({
    method: 'get',
    path: '/api/v1/stopBoards/{type}/{id}/timetable',
    tag: 'schedules',
    summary: 'Every departure of one line × direction at a stop area or stop point on one service day',
    query: StopTimetableQuery,
    response: StopTimetableResponse,
    errors: { 404: 'Unknown type, id or line' },
  });
  app.get('/api/v1/stopBoards/:type/:id/timetable', (c) => {
    const network = requireNetwork(deps);
    const target = boardTarget(network, c.req.param('type'), c.req.param('id'));
    const query = parseQuery(c, StopTimetableQuery);
    const route = findRoute(network, query.line);
    const today = localDateOf(network.timezone, Date.now());
    const date = requestedDate(network, query.date);
    const resolved = resolveServiceDate(network, network.stops.feed[target.stops[0]], date);
    // Today's timetable also lists last night's departures after midnight (yesterday's 24:14 is 00:14 today).
    const departures = dayTimetable(network, target.stops, route, query.direction, date, {
      nightBefore: date === today,
    });
    const headsigns = departures.map((d) => tripHeadsign(network, d.trip, d.pattern));
    return c.json({
      line: lineSummary(network, route),
      direction: query.direction,
      headsign: mostFrequent(headsigns) ?? query.direction,
      timezone: network.timezone,
      ...stopZoneField(network, target),
      ...resolved,
      departures: departures.map((d, i) => ({
        departureTime: epochMsToIso(stopTimezone(network, d.stop), d.departureMs),
        stopPointId: network.stops.ids[d.stop],
        platform: network.stops.platformCodes[d.stop],
        headsign: headsigns[i],
        ...(d.dayBefore ? { dayBefore: true as const } : {}),
      })),
    } satisfies StopTimetableResponse);
  });
}

/** The stop's own zone where its clock is not the network's (its stop points share their station's zone). */
function stopZoneField(network: TransitNetwork, target: BoardTarget): { stopTimezone?: string } {
  const zone = otherStopTimezone(network, target.stops[0]);
  return zone ? { stopTimezone: zone } : {};
}

function mostFrequent(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
