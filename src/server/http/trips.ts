import { otherStopTimezone, stopTimezone } from '../network/model/stop-timezone.ts';
import type { Hono } from 'hono';
import type { ServiceAlert } from '../../contract/alerts.ts';
import { TripQuery, TripResponse, type TripStop, type TripVehicle } from '../../contract/trips.ts';
import { realtimeStatus } from '../../domain/realtime-delays.ts';
import { tripProgress, type VehicleReport } from '../../domain/trip-progress.ts';
import { directionKey, tripHeadsign } from '../network/boards/stop-board.ts';
import { epochMsToIso } from '../network/model/service-time.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { tripOnDate } from '../network/model/trip-on-date.ts';
import { tripRun, type TripRun } from '../network/trips/trip-run.ts';
import type { RealtimeView } from '../realtime/realtime-feeds.ts';
import type { TripRealtime } from '../realtime/trip-update-index.ts';
import { activeAlerts } from './alerts.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { presentAvailability } from './realtime-presenters.ts';
import { lineSummary, parseQuery, requestedDate, requireNetwork } from './transit-presenters.ts';

/** GET /api/v1/trips/{tripId}: one run of a trip with its predicted times, its vehicle and its alerts. */

/** A position older than this is a vehicle the feed forgot to drop (as on the line map). */
const STALE_POSITION_MS = 10 * 60_000;
/** A vehicle is about this run only while the run is under way, give or take this much. */
const RUN_MARGIN_MS = 2 * 3600_000;

interface StopTimes {
  arrivalMs: number;
  departureMs: number;
  skipped: boolean;
}

function predictedTimes(run: TripRun, realtime: TripRealtime | undefined): StopTimes[] {
  return run.calls.map((call, i) => {
    const predicted = realtime?.cancelled ? undefined : realtime?.stops?.[i];
    return {
      arrivalMs: call.arrivalMs + (predicted?.arrivalDelay ?? 0) * 1000,
      departureMs: call.departureMs + (predicted?.departureDelay ?? 0) * 1000,
      skipped: predicted?.skipped ?? false,
    };
  });
}

function presentStops(network: TransitNetwork, run: TripRun, realtime: TripRealtime | undefined): TripStop[] {
  const { stops, stopAreas } = network;
  return run.calls.map((call, i) => {
    // Each stop's times read on its own clock: a run crossing zones keeps ISO instants, with the stop's offset.
    const zone = otherStopTimezone(network, call.stop);
    const iso = (ms: number) => epochMsToIso(stopTimezone(network, call.stop), ms);
    const stop: TripStop = {
      stopPointId: stops.ids[call.stop],
      stopAreaId: stopAreas.ids[stops.area[call.stop]],
      name: stops.names[call.stop],
      platform: stops.platformCodes[call.stop],
      lat: stops.lat[call.stop],
      lon: stops.lon[call.stop],
      arrivalTime: iso(call.arrivalMs),
      departureTime: iso(call.departureMs),
      pickup: call.pickup,
      dropOff: call.dropOff,
      ...(zone ? { timezone: zone } : {}),
    };
    const predicted = realtime?.cancelled ? undefined : realtime?.stops?.[i];
    if (!predicted) return stop;
    if (predicted.skipped) return { ...stop, status: 'skipped' };
    if (predicted.arrivalDelay === null && predicted.departureDelay === null) return stop;
    const last = i === run.calls.length - 1;
    const delay = Math.round((last ? predicted.arrivalDelay : predicted.departureDelay) ?? 0);
    return {
      ...stop,
      expectedArrival: iso(call.arrivalMs + (predicted.arrivalDelay ?? predicted.departureDelay ?? 0) * 1000),
      expectedDeparture: iso(call.departureMs + (predicted.departureDelay ?? predicted.arrivalDelay ?? 0) * 1000),
      delaySeconds: delay,
      status: realtimeStatus(delay),
    };
  });
}

function presentVehicle(
  network: TransitNetwork,
  run: TripRun,
  view: RealtimeView | undefined,
  realtime: TripRealtime | undefined,
  nowMs: number,
): TripVehicle {
  const times = predictedTimes(run, realtime);
  const under =
    nowMs >= times[0].arrivalMs - RUN_MARGIN_MS && nowMs <= times[times.length - 1].departureMs + RUN_MARGIN_MS;
  const position = under
    ? view?.vehicles.find(
        (vehicle) =>
          vehicle.trip === run.trip &&
          (vehicle.timestampMs === undefined || nowMs - vehicle.timestampMs <= STALE_POSITION_MS),
      )
    : undefined;
  const stopIndex = position?.stop !== undefined ? run.calls.findIndex((call) => call.stop === position.stop) : -1;
  const report: VehicleReport | undefined =
    position && stopIndex >= 0 ? { stopIndex, status: position.status } : undefined;
  const progress = tripProgress(times, nowMs, report);
  const predicted = realtime?.stops?.some((stop) => stop.departureDelay !== null || stop.arrivalDelay !== null);
  return {
    ...progress,
    source: position ? 'vehicle' : predicted ? 'predicted' : 'timetable',
    ...(position
      ? {
          lat: position.lat,
          lon: position.lon,
          ...(position.bearing !== undefined ? { bearing: position.bearing } : {}),
          ...(position.timestampMs !== undefined
            ? { updatedAt: epochMsToIso(network.timezone, position.timestampMs) }
            : {}),
        }
      : {}),
  };
}

function runPath(network: TransitNetwork, run: TripRun): [number, number][] {
  const { shapes, stops } = network;
  const shape = network.trips.shape[run.trip];
  if (shape >= 0 && shapes.start[shape + 1] - shapes.start[shape] >= 2) {
    const points: [number, number][] = [];
    for (let k = shapes.start[shape]; k < shapes.start[shape + 1]; k++) points.push([shapes.lat[k], shapes.lon[k]]);
    return points;
  }
  return run.calls.map((call) => [stops.lat[call.stop], stops.lon[call.stop]]);
}

/** The alerts about the run itself, its line as a whole (or its mode or agency), and its stops. */
function runAlerts(network: TransitNetwork, deps: AppDeps, run: TripRun, lang: string): ServiceAlert[] {
  const found = new Map<string, ServiceAlert>();
  const scopes = [
    { kind: 'trip' as const, trip: run.trip, route: run.route },
    { kind: 'stops' as const, stops: new Set(run.calls.map((call) => call.stop)), routes: new Set<number>() },
  ];
  for (const scope of scopes)
    for (const alert of activeAlerts(network, deps, scope, lang)) if (!found.has(alert.id)) found.set(alert.id, alert);
  return [...found.values()];
}

export function registerTrips(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/trips/{tripId}',
    tag: 'schedules',
    summary:
      'One run of a trip on a date: every stop in order with its timetable and predicted times (late, early, skipped), whether the run is cancelled, where its vehicle is, and the alerts about the run, its line or its stops',
    query: TripQuery,
    response: TripResponse,
    errors: { 404: 'Unknown trip, or the trip does not run on that date' },
  });
  app.get('/api/v1/trips/:tripId', (c) => {
    const network = requireNetwork(deps);
    const tripId = c.req.param('tripId');
    const query = parseQuery(c, TripQuery);
    const named = network.lookup.trip.get(tripId);
    if (named === undefined) throw new ApiError(404, 'unknown_trip', `Unknown trip: ${tripId}`);
    const date = requestedDate(network, query.date);
    const trip = tripOnDate(network, named, date);
    const run = tripRun(network, trip, date);
    if (!run) throw new ApiError(404, 'trip_not_running', `Trip ${tripId} does not run on ${date}`);
    const view = deps.realtime?.view();
    const realtime = view?.trip(trip, date);
    const { trips, routes, agencies } = network;
    const agency = routes.agency[run.route];
    return c.json({
      tripId: trips.ids[trip],
      date,
      ...run.serviceDate,
      timezone: network.timezone,
      line: lineSummary(network, run.route),
      direction: directionKey(network, run.pattern),
      headsign: tripHeadsign(network, trip, run.pattern),
      operator: { name: agencies.names[agency] ?? '', url: agencies.urls[agency] ?? '' },
      wheelchairAccessible: trips.wheelchair[trip],
      cancelled: realtime?.cancelled ?? false,
      realtime: presentAvailability(network, view, run.calls[0]?.stop),
      stops: presentStops(network, run, realtime),
      vehicle: presentVehicle(network, run, view, realtime, Date.now()),
      path: runPath(network, run),
      alerts: runAlerts(network, deps, run, query.lang),
    } satisfies TripResponse);
  });
}
