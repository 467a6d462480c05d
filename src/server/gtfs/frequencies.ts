import { parseGtfsTime } from './gtfs-time.ts';
import { field, intField, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsFrequency {
  tripId: string;
  startTime: number;
  endTime: number;
  headwaySecs: number;
}

/** frequencies.txt: the network expands each row into concrete trips every headway from start (inclusive) to end (exclusive). */
export function readFrequencies(source: GtfsSource): Promise<GtfsFrequency[]> {
  return readTable(source, 'frequencies', (row) => {
    const tripId = field(row, 'trip_id');
    const startTime = parseGtfsTime(field(row, 'start_time'));
    const endTime = parseGtfsTime(field(row, 'end_time'));
    const headwaySecs = intField(row, 'headway_secs', 0);
    if (!tripId || startTime < 0 || endTime <= startTime || headwaySecs <= 0) return null;
    return { tripId, startTime, endTime, headwaySecs };
  });
}
