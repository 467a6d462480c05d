import { parseGtfsTime } from './gtfs-time.ts';
import type { GtfsSource, GtfsTableName } from './source.ts';

/**
 * Checks a GTFS feed before it is used: required files and fields, references between files, times in order along
 * each trip, service in the coming days and coordinates inside the expected area. Errors make the version unusable
 * (the previous one keeps serving); warnings are reported only. Rows are streamed, as the compiler reads them, and
 * each kind of problem is counted once with its first example, so a feed with a million bad rows gives a short report.
 */
export type Severity = 'error' | 'warning';

export interface ValidationIssue {
  severity: Severity;
  /** The file the problem is in, e.g. `stop_times.txt`. */
  file: string;
  /** A stable name of the kind of problem, e.g. `unknown_stop`. */
  code: string;
  /** The first case, in words. */
  message: string;
  count: number;
}

/** A box of latitudes and longitudes (degrees) the network's stops are expected in. */
export interface Area {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface ValidationOptions {
  /** Today in the feed's zone as `YYYY-MM-DD`; computed from `now` and the agencies' zone when absent. */
  today?: string;
  now?: Date;
  /** How many days from today must have service (default 7). */
  comingDays?: number;
  /** No service in the coming days is an error (a feed fetched from its operator) or a warning (a pinned package). */
  requireComingService?: boolean;
  area?: Area;
}

export interface ValidationReport {
  feed: string;
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
  counts: { agencies: number; stops: number; routes: number; trips: number; stopTimes: number };
  /** First and last dates any used service runs (`YYYY-MM-DD`), null without any. */
  serviceWindow: { start: string; end: string } | null;
  /** Of the coming days from `today`, those with at least one trip. */
  coming: { from: string; days: number; withService: number };
}

class IssueLog {
  private readonly issues = new Map<string, ValidationIssue>();

  add(severity: Severity, file: GtfsTableName, code: string, message: () => string): void {
    const key = `${severity}\n${file}\n${code}`;
    const found = this.issues.get(key);
    if (found) found.count++;
    else this.issues.set(key, { severity, file: `${file}.txt`, code, message: message(), count: 1 });
  }

  of(severity: Severity): ValidationIssue[] {
    return [...this.issues.values()].filter((issue) => issue.severity === severity);
  }
}

const REQUIRED_TABLES: GtfsTableName[] = ['agency', 'stops', 'routes', 'trips', 'stop_times'];
const WEEKDAY_COLUMNS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** Farther than this from the feed's middle, a stop is reported (a stop at the wrong sign of a coordinate). */
const OUTLIER_KM = 300;

const isoOf = (gtfsDate: string): string | null =>
  /^\d{8}$/.test(gtfsDate) ? `${gtfsDate.slice(0, 4)}-${gtfsDate.slice(4, 6)}-${gtfsDate.slice(6, 8)}` : null;
const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const isoOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

function localToday(now: Date, timezone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

interface Service {
  weekdays: boolean[];
  start: number;
  end: number;
  added: Set<number>;
  removed: Set<number>;
}

function runsOn(service: Service, day: number): boolean {
  if (service.removed.has(day)) return false;
  if (service.added.has(day)) return true;
  return day >= service.start && day <= service.end && service.weekdays[((day % 7) + 11) % 7];
}

export async function validateFeed(
  source: GtfsSource,
  feed: string,
  options: ValidationOptions = {},
): Promise<ValidationReport> {
  const log = new IssueLog();
  const counts = { agencies: 0, stops: 0, routes: 0, trips: 0, stopTimes: 0 };
  const present = new Map<GtfsTableName, boolean>();
  for (const table of [...REQUIRED_TABLES, 'calendar', 'calendar_dates'] as GtfsTableName[])
    present.set(table, await source.hasTable(table));
  for (const table of REQUIRED_TABLES)
    if (!present.get(table)) log.add('error', table, 'missing_file', () => `${table}.txt is missing`);
  if (!present.get('calendar') && !present.get('calendar_dates'))
    log.add('error', 'calendar', 'missing_file', () => 'neither calendar.txt nor calendar_dates.txt is present');

  // agency.txt
  const agencies = new Set<string>();
  let timezone = '';
  for await (const row of source.rows('agency')) {
    counts.agencies++;
    agencies.add(row.agency_id ?? '');
    for (const field of ['agency_name', 'agency_url', 'agency_timezone'])
      if (!row[field]?.trim()) log.add('error', 'agency', `missing_${field}`, () => `an agency has no ${field}`);
    timezone ||= row.agency_timezone?.trim() ?? '';
  }
  if (timezone && !isZone(timezone))
    log.add('error', 'agency', 'bad_timezone', () => `agency_timezone "${timezone}" is not a known time zone`);

  // stops.txt
  const stops = new Set<string>();
  const parents: Array<[string, string]> = [];
  const lats: number[] = [];
  const lons: number[] = [];
  const area = options.area;
  for await (const row of source.rows('stops')) {
    counts.stops++;
    const id = row.stop_id?.trim() ?? '';
    if (!id) {
      log.add('error', 'stops', 'missing_stop_id', () => `a stop has no stop_id`);
      continue;
    }
    if (stops.has(id)) log.add('error', 'stops', 'duplicate_stop_id', () => `stop_id "${id}" is used twice`);
    stops.add(id);
    if (row.parent_station?.trim()) parents.push([id, row.parent_station.trim()]);
    const type = Number(row.location_type || 0);
    if (type > 2) continue; // generic nodes and boarding areas may have no name or position
    if (!row.stop_name?.trim()) log.add('warning', 'stops', 'missing_stop_name', () => `stop "${id}" has no stop_name`);
    const lat = Number(row.stop_lat);
    const lon = Number(row.stop_lon);
    if (!row.stop_lat?.trim() || !row.stop_lon?.trim() || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      log.add('error', 'stops', 'bad_coordinates', () => `stop "${id}" has no valid stop_lat/stop_lon`);
    } else if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) {
      log.add('error', 'stops', 'bad_coordinates', () => `stop "${id}" is at ${lat},${lon}`);
    } else {
      lats.push(lat);
      lons.push(lon);
      if (area && (lat < area.south || lat > area.north || lon < area.west || lon > area.east))
        log.add('warning', 'stops', 'outside_area', () => `stop "${id}" at ${lat},${lon} is outside the expected area`);
    }
  }
  for (const [id, parent] of parents)
    if (!stops.has(parent))
      log.add(
        'error',
        'stops',
        'unknown_parent_station',
        () => `stop "${id}" names unknown parent_station "${parent}"`,
      );
  checkSpread(lats, lons, area, log);

  // routes.txt
  const routes = new Set<string>();
  for await (const row of source.rows('routes')) {
    counts.routes++;
    const id = row.route_id?.trim() ?? '';
    if (!id) log.add('error', 'routes', 'missing_route_id', () => 'a route has no route_id');
    else if (routes.has(id)) log.add('error', 'routes', 'duplicate_route_id', () => `route_id "${id}" is used twice`);
    routes.add(id);
    if (!row.route_short_name?.trim() && !row.route_long_name?.trim())
      log.add('error', 'routes', 'missing_route_name', () => `route "${id}" has neither short nor long name`);
    if (!/^\d+$/.test(row.route_type?.trim() ?? ''))
      log.add('error', 'routes', 'bad_route_type', () => `route "${id}" has route_type "${row.route_type ?? ''}"`);
    const agency = row.agency_id?.trim() ?? '';
    if (agency && agencies.size > 0 && !agencies.has(agency))
      log.add('error', 'routes', 'unknown_agency', () => `route "${id}" names unknown agency_id "${agency}"`);
  }

  // calendar.txt, calendar_dates.txt
  const services = new Map<string, Service>();
  const serviceOf = (id: string) => {
    let service = services.get(id);
    if (!service) {
      service = { weekdays: Array(7).fill(false), start: 1, end: 0, added: new Set(), removed: new Set() };
      services.set(id, service);
    }
    return service;
  };
  for await (const row of source.rows('calendar')) {
    const id = row.service_id?.trim() ?? '';
    const start = isoOf(row.start_date?.trim() ?? '');
    const end = isoOf(row.end_date?.trim() ?? '');
    if (!id || !start || !end) {
      log.add(
        'error',
        'calendar',
        'bad_calendar',
        () => `service "${id}" has no valid service_id, start_date or end_date`,
      );
      continue;
    }
    const service = serviceOf(id);
    service.weekdays = WEEKDAY_COLUMNS.map((day) => row[day]?.trim() === '1');
    service.start = dayNumber(start);
    service.end = dayNumber(end);
    if (service.end < service.start)
      log.add('error', 'calendar', 'end_before_start', () => `service "${id}" ends before it starts`);
  }
  for await (const row of source.rows('calendar_dates')) {
    const id = row.service_id?.trim() ?? '';
    const date = isoOf(row.date?.trim() ?? '');
    const type = row.exception_type?.trim();
    if (!id || !date || (type !== '1' && type !== '2')) {
      log.add(
        'error',
        'calendar_dates',
        'bad_calendar_date',
        () => `service "${id}" has an invalid date or exception_type`,
      );
      continue;
    }
    const service = serviceOf(id);
    (type === '1' ? service.added : service.removed).add(dayNumber(date));
  }

  // trips.txt
  const trips = new Set<string>();
  const usedServices = new Set<string>();
  for await (const row of source.rows('trips')) {
    counts.trips++;
    const id = row.trip_id?.trim() ?? '';
    if (!id) {
      log.add('error', 'trips', 'missing_trip_id', () => 'a trip has no trip_id');
      continue;
    }
    if (trips.has(id)) log.add('error', 'trips', 'duplicate_trip_id', () => `trip_id "${id}" is used twice`);
    trips.add(id);
    const route = row.route_id?.trim() ?? '';
    if (!routes.has(route))
      log.add('error', 'trips', 'unknown_route', () => `trip "${id}" names unknown route_id "${route}"`);
    const service = row.service_id?.trim() ?? '';
    if (!services.has(service))
      log.add('error', 'trips', 'unknown_service', () => `trip "${id}" names service_id "${service}", in no calendar`);
    else usedServices.add(service);
  }

  // stop_times.txt: checked trip by trip while the rows of one trip come together (as feeds write them).
  const tripsWithTimes = new Set<string>();
  let block: { trip: string; rows: Array<{ sequence: number; arrival: number; departure: number }> } | undefined;
  const closeBlock = () => {
    if (block) checkTripTimes(block.trip, block.rows, log);
    block = undefined;
  };
  let scattered = false;
  for await (const row of source.rows('stop_times')) {
    counts.stopTimes++;
    const trip = row.trip_id?.trim() ?? '';
    const stop = row.stop_id?.trim() ?? '';
    if (!trips.has(trip))
      log.add('error', 'stop_times', 'unknown_trip', () => `a stop time names unknown trip_id "${trip}"`);
    if (!stops.has(stop))
      log.add('error', 'stop_times', 'unknown_stop', () => `trip "${trip}" stops at unknown stop_id "${stop}"`);
    const sequence = Number(row.stop_sequence);
    if (!row.stop_sequence?.trim() || !Number.isInteger(sequence) || sequence < 0)
      log.add(
        'error',
        'stop_times',
        'bad_stop_sequence',
        () => `trip "${trip}" has stop_sequence "${row.stop_sequence ?? ''}"`,
      );
    const arrivalText = row.arrival_time?.trim() ?? '';
    const departureText = row.departure_time?.trim() ?? '';
    let arrival = parseGtfsTime(arrivalText || departureText);
    let departure = parseGtfsTime(departureText || arrivalText);
    if ((arrivalText && parseGtfsTime(arrivalText) < 0) || (departureText && parseGtfsTime(departureText) < 0)) {
      log.add('error', 'stop_times', 'bad_time', () => `trip "${trip}" has time "${arrivalText || departureText}"`);
      arrival = departure = -1;
    }
    if (block?.trip !== trip) {
      closeBlock();
      if (tripsWithTimes.has(trip)) scattered = true;
      tripsWithTimes.add(trip);
      block = { trip, rows: [] };
    }
    if (!scattered) block.rows.push({ sequence, arrival, departure });
  }
  closeBlock();
  if (scattered)
    log.add(
      'warning',
      'stop_times',
      'not_grouped',
      () => 'rows of one trip are not together: times were checked in part only',
    );
  let tripsWithoutTimes = 0;
  for (const trip of trips) if (!tripsWithTimes.has(trip)) tripsWithoutTimes++;
  if (tripsWithoutTimes > 0)
    log.add('warning', 'trips', 'trip_without_stop_times', () => `${tripsWithoutTimes} trips have no stop times`);

  // Service: the window of the services trips use, and the coming days.
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const id of usedServices) {
    const service = services.get(id)!;
    if (service.start <= service.end && service.weekdays.some(Boolean)) {
      first = Math.min(first, service.start);
      last = Math.max(last, service.end);
    }
    for (const day of service.added) {
      first = Math.min(first, day);
      last = Math.max(last, day);
    }
  }
  const today = options.today ?? localToday(options.now ?? new Date(), timezone || 'UTC');
  const comingDays = options.comingDays ?? 7;
  const from = dayNumber(today);
  let withService = 0;
  for (let day = from; day < from + comingDays; day++)
    if ([...usedServices].some((id) => runsOn(services.get(id)!, day))) withService++;
  if (withService === 0 && counts.trips > 0) {
    const severity = options.requireComingService ? 'error' : 'warning';
    log.add(severity, 'calendar', 'no_coming_service', () =>
      Number.isFinite(last) && last < from
        ? `no service from ${today} for ${comingDays} days: the feed ends on ${isoOfDay(last)}`
        : `no service from ${today} for ${comingDays} days`,
    );
  }
  if (counts.trips === 0 && present.get('trips')) log.add('error', 'trips', 'no_trips', () => 'the feed has no trips');

  return {
    feed,
    errors: log.of('error'),
    warnings: log.of('warning'),
    counts,
    serviceWindow: Number.isFinite(first) ? { start: isoOfDay(first), end: isoOfDay(last) } : null,
    coming: { from: today, days: comingDays, withService },
  };
}

function isZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

function checkTripTimes(
  trip: string,
  rows: Array<{ sequence: number; arrival: number; departure: number }>,
  log: IssueLog,
): void {
  if (rows.length === 0) return; // a trip seen again after others: not checked (reported as not grouped)
  rows.sort((a, b) => a.sequence - b.sequence);
  if (rows.length < 2)
    log.add('warning', 'stop_times', 'single_stop_trip', () => `trip "${trip}" has fewer than two stops`);
  for (let i = 1; i < rows.length; i++)
    if (rows[i].sequence === rows[i - 1].sequence)
      log.add(
        'error',
        'stop_times',
        'duplicate_stop_sequence',
        () => `trip "${trip}" repeats stop_sequence ${rows[i].sequence}`,
      );
  const ends = [rows[0], rows.at(-1)!];
  if (ends.some((row) => row.arrival < 0 || row.departure < 0))
    log.add('error', 'stop_times', 'missing_end_time', () => `trip "${trip}" has no time at its first or last stop`);
  let previous = -1;
  for (const row of rows) {
    if (row.arrival < 0) continue; // a stop without a time (not a timepoint) lies between two that have one
    if (row.departure < row.arrival || row.arrival < previous) {
      log.add(
        'error',
        'stop_times',
        'time_backwards',
        () => `trip "${trip}" goes back in time at stop_sequence ${row.sequence}`,
      );
      return;
    }
    previous = row.departure;
  }
}

/** Stops far from the middle of the others (a stop with a sign dropped), and most stops outside the expected area. */
function checkSpread(lats: number[], lons: number[], area: Area | undefined, log: IssueLog): void {
  if (lats.length === 0) return;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const midLat = median(lats);
  const midLon = median(lons);
  const kmPerDegree = 111.2;
  let far = 0;
  let outside = 0;
  for (let i = 0; i < lats.length; i++) {
    const dy = (lats[i] - midLat) * kmPerDegree;
    const dx = (lons[i] - midLon) * kmPerDegree * Math.cos((midLat * Math.PI) / 180);
    if (Math.hypot(dx, dy) > OUTLIER_KM) far++;
    if (area && (lats[i] < area.south || lats[i] > area.north || lons[i] < area.west || lons[i] > area.east)) outside++;
  }
  if (far > 0)
    log.add(
      'warning',
      'stops',
      'far_from_others',
      () => `${far} stops lie more than ${OUTLIER_KM} km from the middle of the others`,
    );
  if (area && outside * 2 > lats.length)
    log.add(
      'error',
      'stops',
      'mostly_outside_area',
      () => `${outside} of ${lats.length} stops are outside the expected area`,
    );
}
