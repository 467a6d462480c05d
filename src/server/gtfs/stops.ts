import { field, intField, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsStop {
  id: string;
  code: string;
  name: string;
  lat: number;
  lon: number;
  /** 0 stop/platform, 1 station, 2 entrance, 3 generic node, 4 boarding area. */
  locationType: number;
  parentStation: string;
  wheelchairBoarding: number;
  platformCode: string;
  /** GTFS stop_timezone ('' when absent: the agency's zone). */
  timezone: string;
}

/** stops.txt; rows without an id or usable coordinates (allowed for nodes) are kept with NaN coordinates. */
export function readStops(source: GtfsSource): Promise<GtfsStop[]> {
  return readTable(source, 'stops', (row) => {
    const id = field(row, 'stop_id');
    if (!id) return null;
    const lat = field(row, 'stop_lat');
    const lon = field(row, 'stop_lon');
    return {
      id,
      code: field(row, 'stop_code'),
      name: field(row, 'stop_name'),
      lat: lat === '' ? Number.NaN : Number(lat),
      lon: lon === '' ? Number.NaN : Number(lon),
      locationType: intField(row, 'location_type', 0),
      parentStation: field(row, 'parent_station'),
      wheelchairBoarding: intField(row, 'wheelchair_boarding', 0),
      platformCode: field(row, 'platform_code'),
      timezone: field(row, 'stop_timezone'),
    };
  });
}
