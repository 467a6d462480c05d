/**
 * A feed's fares as the compiled network keeps them: GTFS Fares v1 and v2 rows with every route and stop id already
 * turned into the network's id (`subway:A`, `bus_m:400001`), so the fare calculator matches a journey's legs by the
 * ids the answer shows. Plain JSON (small tables), stored in the network file's header.
 */

/** fare_attributes.txt with its fare_rules.txt rows. */
export interface FareV1Attribute {
  id: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  /** Transfers allowed on this fare; -1 unlimited (GTFS empty). */
  transfers: number;
  /** Seconds from the first ride's departure to the last ride's arrival; -1 no limit. */
  transferDuration: number;
  /** Network agency id, '' for any. */
  agency: string;
  rules: { route: string; origin: string; destination: string; contains: string }[];
}

export interface FaresV1 {
  attributes: FareV1Attribute[];
  /** Network stop id → zone_id, for the stops that have one. */
  stopZones: Record<string, string>;
}

export interface FareProduct {
  id: string;
  name: string;
  /** Minor units. */
  amount: number;
  currency: string;
  riderCategory: string;
  media: string;
}

export interface FareLegRule {
  legGroup: string;
  network: string;
  fromArea: string;
  toArea: string;
  fromTimeframe: string;
  toTimeframe: string;
  product: string;
  /** rule_priority; 0 when absent. */
  priority: number;
}

export interface FareTransferRule {
  fromLegGroup: string;
  toLegGroup: string;
  /** -1 unlimited; 1 when absent and the groups differ (the GTFS reference forbids it there). */
  transferCount: number;
  /** Seconds, -1 none. */
  durationLimit: number;
  /** 0 departure→arrival, 1 departure→departure, 2 arrival→departure, 3 arrival→arrival (current leg → next leg). */
  durationLimitType: number;
  /** 0 A+AB, 1 A+AB+B, 2 AB. */
  transferType: number;
  /** '' for a free transfer. */
  product: string;
}

export interface FareTimeframe {
  group: string;
  /** Seconds since local midnight, end exclusive. */
  start: number;
  end: number;
  /** The days the timeframe applies on; null for every day. */
  days: TimeframeDays | null;
}

/** A calendar (calendar.txt and calendar_dates.txt rows) of a timeframe's service_id. */
export interface TimeframeDays {
  /** Monday first. */
  weekdays: boolean[];
  startDate: string;
  endDate: string;
  added: string[];
  removed: string[];
}

export interface FaresV2 {
  products: FareProduct[];
  legRules: FareLegRule[];
  transferRules: FareTransferRule[];
  timeframes: FareTimeframe[];
  /** rider_categories: id → name, and the default category's id ('' when none is marked). */
  riderCategories: Record<string, string>;
  defaultRiderCategory: string;
  /** Network route id → network_id (route_networks.txt, or routes.txt's network_id). */
  routeNetworks: Record<string, string>;
  /** Network stop id → its areas (stop_areas.txt; a station's row covers its platforms). */
  stopAreas: Record<string, string[]>;
}

export interface FareTables {
  /** Where the fares come from: the feed itself, or an operator's fare table (FARES_PATH). */
  source: 'gtfs' | 'operator';
  /** Indexes (into network.feeds) of the feeds whose legs these fares price. */
  feeds: number[];
  v1: FaresV1 | null;
  v2: FaresV2 | null;
}
