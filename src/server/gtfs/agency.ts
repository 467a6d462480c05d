import { field, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsAgency {
  id: string;
  name: string;
  url: string;
  timezone: string;
}

/** agency.txt; a feed with one agency may leave agency_id empty. */
export function readAgencies(source: GtfsSource): Promise<GtfsAgency[]> {
  return readTable(source, 'agency', (row) => ({
    id: field(row, 'agency_id'),
    name: field(row, 'agency_name'),
    url: field(row, 'agency_url'),
    timezone: field(row, 'agency_timezone'),
  }));
}
