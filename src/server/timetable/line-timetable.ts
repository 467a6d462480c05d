import { addDays } from '../network/model/calendar-days.ts';
import { lineDirections, patternStops, type LineDirection } from '../network/lines/line-views.ts';
import { servicesOn } from '../network/model/service-days.ts';
import type { ResolvedServiceDate } from '../network/model/service-date-shift.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { pickTimingPoints } from './timing-points.ts';
import { splitIntoSections } from './trip-sections.ts';
import { orderTrips } from './trip-order.ts';

/** Why a cell carries a mark: GTFS pickup_type / drop_off_type other than "regular". */
export type CellNote = 'dropOffOnly' | 'pickupOnly' | 'onRequest';

export interface TimetableRow {
  stop: number;
  /** 0 for the first pass at this stop, 1 for the second (loop lines). */
  visit: number;
  timingPoint: boolean;
  /** Other routes serving the stop's area, in display order. */
  transfers: number[];
}

export interface TimetableTrip {
  trip: number;
  /** GTFS seconds per row (departure; arrival at the trip's last stop), null where the trip does not stop. */
  times: (number | null)[];
  notes: Array<{ row: number; note: CellNote }>;
  /** A trip of the service day before, still running after midnight: its times are counted from this date's midnight. */
  dayBefore?: boolean;
}

export interface LineTimetable {
  direction: LineDirection;
  serviceDate: ResolvedServiceDate;
  rows: TimetableRow[];
  /** Inversion-free blocks of trips (see trip-sections.ts); one for most directions. */
  sections: TimetableTrip[][];
}

function cellNote(pickup: number, dropOff: number, first: boolean, last: boolean): CellNote | null {
  const noPickup = !last && pickup === 1;
  const noDropOff = !first && dropOff === 1;
  if (noPickup && !noDropOff) return 'dropOffOnly';
  if (noDropOff && !noPickup) return 'pickupOnly';
  if ((!last && pickup >= 2) || (!first && dropOff >= 2)) return 'onRequest';
  return null;
}

/**
 * The trips of a direction running on the given active-service set, as timetable columns (unordered). `built` (a week
 * asks for each of its days) hands back a trip's column already built for another day: same trip, same column.
 */
export function directionTrips(
  network: TransitNetwork,
  direction: LineDirection,
  active: Uint8Array,
  built?: Map<number, TimetableTrip>,
): { trips: TimetableTrip[]; sequenceOf: number[] } {
  const { patterns, trips, stopTimes } = network;
  const rowCount = direction.rows.length;
  const result: TimetableTrip[] = [];
  const sequenceOf: number[] = [];
  direction.patterns.forEach((p, index) => {
    const rowOf = direction.rowOfPosition[index];
    const base = patterns.stopStart[p];
    const length = rowOf.length;
    for (let t = patterns.tripStart[p]; t < patterns.tripStart[p + 1]; t++) {
      if (!active[trips.service[t]]) continue;
      const known = built?.get(t);
      if (known) {
        result.push(known);
        sequenceOf.push(direction.sequenceKey[index]);
        continue;
      }
      const times: (number | null)[] = new Array(rowCount).fill(null);
      const notes: TimetableTrip['notes'] = [];
      for (let i = 0; i < length; i++) {
        const at = trips.stopTimeStart[t] + i;
        times[rowOf[i]] = i === length - 1 ? stopTimes.arrival[at] : stopTimes.departure[at];
        const note = cellNote(patterns.pickup[base + i], patterns.dropOff[base + i], i === 0, i === length - 1);
        if (note) notes.push({ row: rowOf[i], note });
      }
      const trip = { trip: t, times, notes };
      built?.set(t, trip);
      result.push(trip);
      sequenceOf.push(direction.sequenceKey[index]);
    }
  });
  return { trips: result, sequenceOf };
}

/** Orders trips (no inversion within a section) and splits the overtaking ones into further sections. */
export function arrangeTrips(trips: TimetableTrip[], sequenceOf: number[]): TimetableTrip[][] {
  const times = trips.map((trip) => trip.times);
  const { order } = orderTrips(times);
  return splitIntoSections(times, order, sequenceOf).map((section) => section.trips.map((index) => trips[index]));
}

export function timetableRows(network: TransitNetwork, route: number, direction: LineDirection): TimetableRow[] {
  const transfers = direction.rows.map(({ stop }) =>
    Array.from(network.lookup.areaRoutes[network.stops.area[stop]]).filter((other) => other !== route),
  );
  const timing = pickTimingPoints(transfers.map((list) => list.length));
  return direction.rows.map(({ stop, visit }, row) => ({
    stop,
    visit,
    timingPoint: timing[row],
    transfers: transfers[row],
  }));
}

const DAY_SECONDS = 86_400;

/**
 * The day before's trips that still take travellers after this date's midnight (a departure at 24:00 or later before
 * their last stop: GTFS service days run past 24:00), from their first stop after midnight, with times moved onto this
 * date's clock (24:14 → 00:14): this date's page lists what runs on this date, as a trip starting mid-line would.
 */
function nightBeforeTrips(
  network: TransitNetwork,
  direction: LineDirection,
  date: string,
): { trips: TimetableTrip[]; sequenceOf: number[] } {
  const before = directionTrips(network, direction, servicesOn(network, addDays(date, -1)).active);
  const trips: TimetableTrip[] = [];
  const sequenceOf: number[] = [];
  before.trips.forEach((trip, i) => {
    // Times rise along a trip: the second latest is the departure from the stop before the last one.
    const sorted = trip.times.filter((time): time is number => time !== null).sort((a, b) => a - b);
    if (sorted.length < 2 || sorted[sorted.length - 2] < DAY_SECONDS) return;
    const times = trip.times.map((time) => (time === null || time < DAY_SECONDS ? null : time - DAY_SECONDS));
    trips.push({ trip: trip.trip, times, notes: trip.notes.filter(({ row }) => times[row] !== null), dayBefore: true });
    sequenceOf.push(before.sequenceOf[i]);
  });
  return { trips, sequenceOf };
}

export interface LineTimetableOptions {
  /** Also list the day before's trips still running after midnight (today's timetable opened at 00:05 shows them). */
  nightBefore?: boolean;
}

/** The printed-timetable grid of one direction on one date, or null for an unknown direction. */
export function lineTimetable(
  network: TransitNetwork,
  route: number,
  directionKey: string,
  date: string,
  options: LineTimetableOptions = {},
): LineTimetable | null {
  const direction = lineDirections(network, route).find((d) => d.key === directionKey);
  if (!direction) return null;
  const { active, feedDates } = servicesOn(network, date);
  const { trips, sequenceOf } = directionTrips(network, direction, active);
  if (options.nightBefore) {
    const night = nightBeforeTrips(network, direction, date);
    trips.unshift(...night.trips);
    sequenceOf.unshift(...night.sequenceOf);
  }
  return {
    direction,
    serviceDate: feedDates[network.stops.feed[direction.rows[0].stop]],
    rows: timetableRows(network, route, direction),
    sections: arrangeTrips(trips, sequenceOf),
  };
}

export { patternStops };
