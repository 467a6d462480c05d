import { parseGtfsTime } from './gtfs-time.ts';
import { field, intField } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsStopTime {
  tripId: string;
  stopId: string;
  stopSequence: number;
  /** Seconds, -1 when not given (to be interpolated). */
  arrival: number;
  departure: number;
  pickupType: number;
  dropOffType: number;
}

/**
 * stop_times.txt, streamed: millions of rows, so the caller stores what it needs (typed arrays) and the record
 * object is reused between calls; do not keep it.
 */
export async function forEachStopTime(source: GtfsSource, visit: (stopTime: GtfsStopTime) => void): Promise<number> {
  if (!(await source.hasTable('stop_times'))) return 0;
  const record: GtfsStopTime = {
    tripId: '',
    stopId: '',
    stopSequence: 0,
    arrival: -1,
    departure: -1,
    pickupType: 0,
    dropOffType: 0,
  };
  let count = 0;
  for await (const row of source.rows('stop_times')) {
    record.tripId = field(row, 'trip_id');
    record.stopId = field(row, 'stop_id');
    record.stopSequence = intField(row, 'stop_sequence', count);
    record.arrival = parseGtfsTime(row.arrival_time ?? '');
    record.departure = parseGtfsTime(row.departure_time ?? '');
    record.pickupType = intField(row, 'pickup_type', 0);
    record.dropOffType = intField(row, 'drop_off_type', 0);
    visit(record);
    count++;
  }
  return count;
}
