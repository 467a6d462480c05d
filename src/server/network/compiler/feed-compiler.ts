import { readAgencies } from '../../gtfs/agency.ts';
import { readCalendarDates } from '../../gtfs/calendar-dates.ts';
import { readCalendars } from '../../gtfs/calendar.ts';
import { readFrequencies } from '../../gtfs/frequencies.ts';
import { readRoutes, type GtfsRoute } from '../../gtfs/routes.ts';
import { readShapePoints } from '../../gtfs/shapes.ts';
import type { GtfsSource } from '../../gtfs/source.ts';
import { readStops, type GtfsStop } from '../../gtfs/stops.ts';
import { readTransfers } from '../../gtfs/transfers.ts';
import { readTrips } from '../../gtfs/trips.ts';
import { readFareTables } from './fare-import.ts';
import { shiftServicesToNetworkClock } from './feed-clock.ts';
import { lineColors } from './line-colors.ts';
import { modeOfRouteType } from '../model/modes.ts';
import type { NetworkAccumulator } from './network-accumulator.ts';
import { collectTripRuns, type FeedTripRuns } from './stop-time-collector.ts';
import { patternKey, splitOvertaking, type FeedStopTimes, type TripRun } from './trip-patterns.ts';

export interface FeedConfig {
  /** Namespace of the feed's ids ("subway", "bus_m"). */
  id: string;
  source: GtfsSource;
  /** Prefix ids with `${id}:` (default true; a single test feed may keep its raw ids). */
  namespaceIds?: boolean;
  /** Feeds sharing a route namespace merge their routes of equal id into one line (the six NYC bus feeds). */
  routeNamespace?: string;
  /** Default city of this feed's places (a last resort in the vote of stop areas' cities: area-cities.ts). */
  city?: string;
  /** The city a route's name hints at, '' for none (NYC local buses: 'B44' → Brooklyn); see area-cities.ts. */
  routeCity?: (route: GtfsRoute) => string;
}

export interface ImportProgressEvent {
  feed: string;
  table: string;
  rows: number;
}
export type ImportProgress = (event: ImportProgressEvent) => void;

/** Appends one feed to the network under construction. */
export async function addFeed(
  acc: NetworkAccumulator,
  config: FeedConfig,
  progress: ImportProgress = () => {},
): Promise<void> {
  const { source } = config;
  const ns = config.namespaceIds === false ? '' : `${config.id}:`;
  const routeNs = config.namespaceIds === false ? '' : `${config.routeNamespace ?? config.id}:`;
  const feed = acc.feeds.length;
  const report = (table: string, rows: number) => progress({ feed: config.id, table, rows });

  const agencies = await readAgencies(source);
  report('agency', agencies.length);
  // GTFS gives all agencies of one feed the same zone: the clock of its stop_times and of its stops by default.
  const feedZone = agencies.find((agency) => agency.timezone)?.timezone ?? '';
  const networkZone = acc.timezone || feedZone;
  const agencyIndex = new Map<string, number>();
  for (const agency of agencies) {
    agencyIndex.set(agency.id, acc.agencies.ids.length);
    acc.agencies.ids.push(ns + (agency.id || agency.name));
    acc.agencies.names.push(agency.name);
    acc.agencies.urls.push(agency.url);
    acc.agencies.timezones.push(agency.timezone);
    if (!acc.timezone && agency.timezone) acc.timezone = agency.timezone;
  }

  const stops = await readStops(source);
  report('stops', stops.length);
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  const stopIndex = new Map<string, number>();
  const stationStops = new Map<string, number[]>();
  for (const stop of stops) {
    if (stop.locationType === 1 && Number.isFinite(stop.lat) && Number.isFinite(stop.lon)) {
      acc.stations.set(ns + stop.id, {
        name: stop.name,
        lat: stop.lat,
        lon: stop.lon,
        wheelchair: stop.wheelchairBoarding,
        feed,
      });
    }
  }
  const addStopPoint = (stop: GtfsStop, parent: GtfsStop | undefined): number | undefined => {
    const lat = Number.isFinite(stop.lat) ? stop.lat : (parent?.lat ?? Number.NaN);
    const lon = Number.isFinite(stop.lon) ? stop.lon : (parent?.lon ?? Number.NaN);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
    const station = parent && acc.stations.has(ns + parent.id) ? parent.id : '';
    const index = acc.stops.ids.length;
    stopIndex.set(stop.id, index);
    if (station) stationStops.set(station, [...(stationStops.get(station) ?? []), index]);
    acc.stops.ids.push(ns + stop.id);
    acc.stops.names.push(stop.name || parent?.name || stop.id);
    acc.stops.codes.push(stop.code);
    acc.stops.platformCodes.push(stop.platformCode);
    acc.stops.timezones.push(stop.timezone || parent?.timezone || feedZone);
    acc.stops.lat.push(lat);
    acc.stops.lon.push(lon);
    acc.stops.feed.push(feed);
    acc.stops.wheelchair.push(stop.wheelchairBoarding || parent?.wheelchairBoarding || 0);
    acc.stops.station.push(station ? ns + station : '');
    return index;
  };
  for (const stop of stops) {
    if (stop.locationType === 0) addStopPoint(stop, stop.parentStation ? byId.get(stop.parentStation) : undefined);
  }
  /** stop_times should name stop points; a feed that names a station directly gets a stop point for it on first use. */
  const stopFor = (id: string): number | undefined => {
    const known = stopIndex.get(id);
    if (known !== undefined) return known;
    const stop = byId.get(id);
    return stop?.locationType === 1 ? addStopPoint(stop, stop) : undefined;
  };

  const routes = new Map((await readRoutes(source)).map((route) => [route.id, route]));
  report('routes', routes.size);
  const globalRouteIndex = new Map(acc.routes.ids.map((id, index) => [id, index]));
  const routeIndexFor = (localId: string): number => {
    const route = routes.get(localId)!;
    const id = routeNs + route.id;
    let index = globalRouteIndex.get(id);
    if (index === undefined) {
      index = acc.routes.ids.length;
      globalRouteIndex.set(id, index);
      const mode = modeOfRouteType(route.type);
      const colors = lineColors(mode, route.color, route.textColor);
      acc.routes.ids.push(id);
      acc.routes.agency.push(agencyIndex.get(route.agencyId) ?? agencyIndex.values().next().value ?? 0);
      acc.routes.shortNames.push(route.shortName);
      acc.routes.longNames.push(route.longName);
      acc.routes.routeType.push(route.type);
      acc.routes.modes.push(mode);
      acc.routes.colors.push(colors.color);
      acc.routes.textColors.push(colors.textColor);
      acc.routes.sortOrder.push(route.sortOrder);
      acc.routes.cityHints.push(config.routeCity?.(route) ?? '');
    }
    return index;
  };

  const trips = (await readTrips(source)).filter((trip) => routes.has(trip.routeId));
  report('trips', trips.length);

  const serviceIndex = new Map<string, number>();
  for (const trip of trips) {
    if (serviceIndex.has(trip.serviceId)) continue;
    serviceIndex.set(trip.serviceId, acc.services.ids.length);
    acc.services.ids.push(ns + trip.serviceId);
    acc.services.feed.push(feed);
  }
  let firstDate = '9999-12-31';
  let lastDate = '0000-01-01';
  const calendars = await readCalendars(source);
  report('calendar', calendars.length);
  for (const calendar of calendars) {
    const service = serviceIndex.get(calendar.serviceId);
    if (service === undefined) continue;
    acc.services.calendars.push({
      service,
      weekdays: calendar.weekdays,
      startDate: calendar.startDate,
      endDate: calendar.endDate,
    });
    if (calendar.startDate < firstDate) firstDate = calendar.startDate;
    if (calendar.endDate > lastDate) lastDate = calendar.endDate;
  }
  const calendarDates = await readCalendarDates(source);
  report('calendar_dates', calendarDates.length);
  for (const exception of calendarDates) {
    const service = serviceIndex.get(exception.serviceId);
    if (service === undefined) continue;
    acc.services.exceptions.push({ service, date: exception.date, added: exception.added });
    if (exception.added && exception.date < firstDate) firstDate = exception.date;
    if (exception.added && exception.date > lastDate) lastDate = exception.date;
  }
  acc.feeds.push({
    id: config.id,
    namespaced: ns !== '',
    source: source.description,
    city: config.city ?? '',
    firstDate,
    lastDate,
  });
  const clocks = shiftServicesToNetworkClock(
    acc,
    serviceIndex.values(),
    feedZone,
    networkZone,
    firstDate <= lastDate ? firstDate : '',
  );

  const shapeIndex = await addShapes(
    acc,
    source,
    ns,
    new Set(trips.map((trip) => trip.shapeId).filter(Boolean)),
    report,
  );

  const frequencies = await readFrequencies(source);
  report('frequencies', frequencies.length);
  const collected: FeedTripRuns = await collectTripRuns(source, trips, stopFor, frequencies, (rows) =>
    report('stop_times', rows),
  );
  const { times } = collected;
  const runs = clocks.size
    ? collected.runs.flatMap((run) =>
        (clocks.get(serviceIndex.get(trips[run.trip].serviceId)!) ?? []).map((clock) => ({
          ...run,
          shift: run.shift + clock.shift,
          service: clock.service,
          idSuffix: clock.idSuffix,
        })),
      )
    : collected.runs;

  const groups = new Map<string, TripRun[]>();
  for (const run of runs) {
    const trip = trips[run.trip];
    const key = `${trip.directionId}|${patternKey(routeIndexFor(trip.routeId), times, run)}`;
    const group = groups.get(key);
    if (group) group.push(run);
    else groups.set(key, [run]);
  }
  for (const group of groups.values()) {
    for (const lane of splitOvertaking(times, group))
      appendPattern(acc, times, lane, trips, routeIndexFor, serviceIndex, shapeIndex, ns);
  }

  const transfers = await readTransfers(source);
  report('transfers', transfers.length);
  const expand = (id: string): number[] => {
    const single = stopIndex.get(id);
    return single !== undefined ? [single] : (stationStops.get(id) ?? []);
  };
  for (const transfer of transfers) {
    for (const from of expand(transfer.fromStopId)) {
      for (const to of expand(transfer.toStopId))
        acc.transfers.push({ from, to, type: transfer.type, minTime: transfer.minTransferTime });
    }
  }

  const fares = await readFareTables(
    source,
    {
      route: (id) => routeNs + id,
      stops: (id) => expand(id).map((stop) => acc.stops.ids[stop]),
      agency: (id) => ns + id,
    },
    { source: 'gtfs', feeds: [feed] },
  );
  report('fares', fares ? 1 : 0);
  if (fares) acc.fares.push(fares);
}

async function addShapes(
  acc: NetworkAccumulator,
  source: GtfsSource,
  ns: string,
  used: Set<string>,
  report: (table: string, rows: number) => void,
): Promise<Map<string, number>> {
  const points = (await readShapePoints(source)).filter((point) => used.has(point.shapeId));
  report('shapes', points.length);
  points.sort((a, b) => (a.shapeId < b.shapeId ? -1 : a.shapeId > b.shapeId ? 1 : a.sequence - b.sequence));
  const index = new Map<string, number>();
  for (const point of points) {
    if (!index.has(point.shapeId)) {
      index.set(point.shapeId, acc.shapes.ids.length);
      acc.shapes.ids.push(ns + point.shapeId);
      acc.shapes.start.push(acc.shapes.lat.length);
    }
    acc.shapes.lat.push(point.lat);
    acc.shapes.lon.push(point.lon);
  }
  return index;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = 0;
  for (const value of values) {
    if (!value) continue;
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

function appendPattern(
  acc: NetworkAccumulator,
  times: FeedStopTimes,
  lane: TripRun[],
  trips: Awaited<ReturnType<typeof readTrips>>,
  routeIndexFor: (localId: string) => number,
  serviceIndex: Map<string, number>,
  shapeIndex: Map<string, number>,
  ns: string,
): void {
  const { patterns } = acc;
  const pattern = patterns.route.length;
  const first = lane[0];
  const firstTrip = trips[first.trip];
  const route = routeIndexFor(firstTrip.routeId);
  patterns.route.push(route);
  patterns.direction.push(firstTrip.directionId);
  patterns.headsigns.push(
    mostCommon(lane.map((run) => trips[run.trip].headsign)) ||
      acc.stops.names[times.stops[first.start + first.length - 1]],
  );
  patterns.stopStart.push(patterns.stops.length);
  for (let i = first.start; i < first.start + first.length; i++) {
    patterns.stops.push(times.stops[i]);
    patterns.pickup.push(times.pickup[i]);
    patterns.dropOff.push(times.dropOff[i]);
  }
  patterns.tripStart.push(acc.trips.ids.length);
  for (const run of lane) {
    const trip = trips[run.trip];
    acc.trips.ids.push(
      ns + trip.id + (run.expanded ? `@${times.departure[run.start] + run.shift}` : '') + (run.idSuffix ?? ''),
    );
    acc.trips.pattern.push(pattern);
    acc.trips.route.push(route);
    acc.trips.service.push(run.service ?? serviceIndex.get(trip.serviceId)!);
    acc.trips.headsigns.push(trip.headsign);
    acc.trips.shortNames.push(trip.shortName);
    acc.trips.shape.push(shapeIndex.get(trip.shapeId) ?? -1);
    acc.trips.wheelchair.push(trip.wheelchairAccessible);
    acc.trips.direction.push(trip.directionId);
    acc.trips.stopTimeStart.push(acc.stopTimes.arrival.length);
    for (let i = run.start; i < run.start + run.length; i++) {
      acc.stopTimes.arrival.push(times.arrival[i] + run.shift);
      acc.stopTimes.departure.push(times.departure[i] + run.shift);
    }
  }
}
