import type { TripStop } from '../contract/trips.ts';
import type { Lang } from '../i18n/index.ts';
import { localizedPath } from './route-table.ts';

/** Rules of the trip page: its address from a departure or a ride, and what each stop's line says. */

/**
 * The trip page of one run: the date it starts on (the service day of a departure, in the network's zone) and the stop
 * the visitor comes from. A departure at 00:14 of a run that started the evening before names that evening's date.
 */
export function tripPagePath(lang: Lang, tripId: string, date: string | undefined, stop?: string): string {
  return localizedPath(lang, 'trip-id', { id: tripId }, { date, stop });
}

/** The calendar date (YYYY-MM-DD) an ISO instant with its offset is written in: the network's local date. */
export function isoDateOf(iso: string): string {
  return iso.slice(0, 10);
}

export interface TripStopView {
  /** The timetable's time shown first (arrival at the last stop, departure elsewhere). */
  scheduled: string;
  /** The predicted time when it differs from the timetable's. */
  expected?: string;
  state: 'timetable' | 'onTime' | 'late' | 'early' | 'skipped';
  /** Whole minutes late or early (0: under a minute). */
  minutes: number;
}

export function tripStopView(stop: TripStop, last: boolean): TripStopView {
  const scheduled = last ? stop.arrivalTime : stop.departureTime;
  if (stop.status === 'skipped') return { scheduled, state: 'skipped', minutes: 0 };
  if (!stop.status) return { scheduled, state: 'timetable', minutes: 0 };
  const expected = last ? stop.expectedArrival : stop.expectedDeparture;
  const minutes = Math.round(Math.abs(stop.delaySeconds ?? 0) / 60);
  return {
    scheduled,
    ...(expected && stop.status !== 'onTime' ? { expected } : {}),
    state: stop.status,
    minutes,
  };
}
