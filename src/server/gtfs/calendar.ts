import { gtfsDateToIso } from './gtfs-time.ts';
import { field, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsCalendar {
  serviceId: string;
  /** Monday first, as ISO weekday − 1. */
  weekdays: boolean[];
  /** ISO dates, inclusive. */
  startDate: string;
  endDate: string;
}

const DAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** calendar.txt; rows with malformed dates are skipped. */
export function readCalendars(source: GtfsSource): Promise<GtfsCalendar[]> {
  return readTable(source, 'calendar', (row) => {
    const startDate = gtfsDateToIso(field(row, 'start_date'));
    const endDate = gtfsDateToIso(field(row, 'end_date'));
    const serviceId = field(row, 'service_id');
    if (!serviceId || !startDate || !endDate) return null;
    return { serviceId, weekdays: DAY_COLUMNS.map((day) => field(row, day) === '1'), startDate, endDate };
  });
}
