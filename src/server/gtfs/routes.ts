import { field, intField, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsRoute {
  id: string;
  agencyId: string;
  shortName: string;
  longName: string;
  type: number;
  /** Hex without '#', '' when absent. */
  color: string;
  textColor: string;
  sortOrder: number;
}

/** routes.txt */
export function readRoutes(source: GtfsSource): Promise<GtfsRoute[]> {
  return readTable(source, 'routes', (row) => {
    const id = field(row, 'route_id');
    if (!id) return null;
    return {
      id,
      agencyId: field(row, 'agency_id'),
      shortName: field(row, 'route_short_name'),
      longName: field(row, 'route_long_name'),
      type: intField(row, 'route_type', 3),
      color: field(row, 'route_color').replace(/^#/, ''),
      textColor: field(row, 'route_text_color').replace(/^#/, ''),
      sortOrder: intField(row, 'route_sort_order', -1),
    };
  });
}
