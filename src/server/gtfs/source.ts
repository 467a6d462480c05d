/** One GTFS record: column name → raw string value (absent columns read as ''). */
export type GtfsRow = Record<string, string>;

export const GTFS_TABLES = [
  'agency',
  'stops',
  'routes',
  'trips',
  'stop_times',
  'calendar',
  'calendar_dates',
  'transfers',
  'shapes',
  'frequencies',
  'feed_info',
  // Fares v1
  'fare_attributes',
  'fare_rules',
  // Fares v2
  'fare_media',
  'fare_products',
  'fare_leg_rules',
  'fare_transfer_rules',
  'rider_categories',
  'areas',
  'stop_areas',
  'networks',
  'route_networks',
  'timeframes',
] as const;
export type GtfsTableName = (typeof GTFS_TABLES)[number];

/**
 * Where a feed's tables come from: a zip, a folder, inline text (tests) or the MTA JSON package.
 * Rows are streamed so a 200 MB stop_times table never sits in memory as text.
 */
export interface GtfsSource {
  /** For progress output and the network's feed summary. */
  readonly description: string;
  hasTable(table: GtfsTableName): Promise<boolean>;
  rows(table: GtfsTableName): AsyncIterable<GtfsRow>;
}
