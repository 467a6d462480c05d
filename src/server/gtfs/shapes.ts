import { field, intField, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsShapePoint {
  shapeId: string;
  sequence: number;
  lat: number;
  lon: number;
}

/** shapes.txt; points with unusable coordinates are skipped. */
export function readShapePoints(source: GtfsSource): Promise<GtfsShapePoint[]> {
  return readTable(source, 'shapes', (row) => {
    const shapeId = field(row, 'shape_id');
    const lat = Number(field(row, 'shape_pt_lat'));
    const lon = Number(field(row, 'shape_pt_lon'));
    if (!shapeId || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
    return { shapeId, sequence: intField(row, 'shape_pt_sequence', 0), lat, lon };
  });
}
