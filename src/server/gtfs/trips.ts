import { field, intField, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsTrip {
  id: string;
  routeId: string;
  serviceId: string;
  headsign: string;
  shortName: string;
  /** 0, 1 or -1 when absent. */
  directionId: number;
  shapeId: string;
  wheelchairAccessible: number;
}

/** trips.txt */
export function readTrips(source: GtfsSource): Promise<GtfsTrip[]> {
  return readTable(source, 'trips', (row) => {
    const id = field(row, 'trip_id');
    if (!id) return null;
    return {
      id,
      routeId: field(row, 'route_id'),
      serviceId: field(row, 'service_id'),
      headsign: field(row, 'trip_headsign'),
      shortName: field(row, 'trip_short_name'),
      directionId: intField(row, 'direction_id', -1),
      shapeId: field(row, 'shape_id'),
      wheelchairAccessible: intField(row, 'wheelchair_accessible', 0),
    };
  });
}
