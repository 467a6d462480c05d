import { gtfsDateToIso } from './gtfs-time.ts';
import { field, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsCalendarDate {
  serviceId: string;
  date: string;
  /** exception_type 1 adds the date, 2 removes it. */
  added: boolean;
}

/** calendar_dates.txt */
export function readCalendarDates(source: GtfsSource): Promise<GtfsCalendarDate[]> {
  return readTable(source, 'calendar_dates', (row) => {
    const serviceId = field(row, 'service_id');
    const date = gtfsDateToIso(field(row, 'date'));
    const type = field(row, 'exception_type');
    if (!serviceId || !date || (type !== '1' && type !== '2')) return null;
    return { serviceId, date, added: type === '1' };
  });
}
