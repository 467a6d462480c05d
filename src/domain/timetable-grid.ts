import type { CellNote, LineTimetableResponse } from '../contract/lines.ts';
import { compressRuns } from './timetable-compression.ts';
import { bandOf, bandsWithTrips, defaultBand, type TimeBandId } from './timetable-bands.ts';

/**
 * What the line page draws from a timetable answer: which rows (all stops or timing points), which trips (one
 * time-of-day band or all day), runs folded into "every N min" unless expanded, and the column to scroll to.
 */

export interface GridOptions {
  band: TimeBandId | 'all' | undefined;
  stops: 'all' | 'timing';
  expanded: boolean;
  /** Minutes since the start of the shown service day when it is today, else null. */
  nowMinutes: number | null;
}

export interface GridCell {
  /** "08:05", the network's wall clock (24-hour; pages print it with formatWallClock); datetime is the full ISO value. */
  text: string;
  datetime: string;
  note?: CellNote;
}

export type GridColumn =
  | { kind: 'trip'; id: string; headsign: string; cells: Array<GridCell | null>; current: boolean }
  | { kind: 'every'; headway: number; hidden: number; current: boolean };

export interface GridView {
  rows: number[];
  /**
   * Tables in page order. `nightBefore`: the day before's trips still running after midnight (today only), in tables
   * of their own ahead of the day's, so "00:40" is never read as a train of the day shown.
   */
  sections: Array<{ headsign: string; columns: GridColumn[]; nightBefore: boolean }>;
  band: TimeBandId | 'all';
  bands: TimeBandId[];
  earlier: TimeBandId | null;
  later: TimeBandId | null;
  notes: CellNote[];
  tripCount: number;
  compressed: boolean;
}

const DAY_MS = 86_400_000;

/** Minutes since midnight of `date` for an ISO time "YYYY-MM-DDTHH:MM…" (past midnight counts on: 25:10 → 1510). */
export function serviceMinutes(iso: string, date: string): number {
  const days =
    (Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) -
      Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10))) /
    DAY_MS;
  return days * 1440 + +iso.slice(11, 13) * 60 + +iso.slice(14, 16);
}

type Trip = LineTimetableResponse['sections'][number]['trips'][number];

function span(trip: Trip, date: string): { first: number; last: number } {
  const times = trip.times.filter((time): time is string => time !== null);
  return { first: serviceMinutes(times[0], date), last: serviceMinutes(times[times.length - 1], date) };
}

export function buildGrid(timetable: LineTimetableResponse, options: GridOptions): GridView {
  const { date } = timetable;
  const rows = timetable.stops.flatMap((stop, index) => (options.stops === 'all' || stop.timingPoint ? [index] : []));
  const allTrips = timetable.sections.flatMap((section) => section.trips);
  const spans = new Map(allTrips.map((trip) => [trip, span(trip, date)]));
  const byFirst = [...spans.values()].sort((a, b) => a.first - b.first);
  const bands = bandsWithTrips(byFirst.map((s) => s.first));
  const band =
    options.band && (options.band === 'all' || bands.includes(options.band))
      ? options.band
      : (defaultBand(byFirst, options.nowMinutes) ?? 'all');
  const at = band === 'all' ? -1 : bands.indexOf(band);
  const current =
    options.nowMinutes === null
      ? undefined
      : allTrips
          .filter((trip) => spans.get(trip)!.last >= options.nowMinutes!)
          .sort((a, b) => spans.get(a)!.first - spans.get(b)!.first)[0];
  const notes = new Set<CellNote>();
  let compressed = false;
  let tripCount = 0;

  // A section's trips are free of inversions, so any subset in the same order is too: last night's part is split off.
  const parts = [true, false].flatMap((nightBefore) =>
    timetable.sections.map((section) => ({
      headsign: section.headsign,
      nightBefore,
      trips: section.trips.filter((trip) => (trip.dayBefore === true) === nightBefore),
    })),
  );
  const sections = parts.map((section) => {
    const trips = section.trips.filter((trip) => band === 'all' || bandOf(spans.get(trip)!.first) === band);
    tripCount += trips.length;
    const cellsOf = (trip: Trip) =>
      rows.map((row) => {
        const time = trip.times[row];
        if (time === null) return null;
        const note = trip.notes.find((n) => n.row === row)?.note;
        if (note) notes.add(note);
        return { text: time.slice(11, 16), datetime: time, ...(note ? { note } : {}) };
      });
    const tripColumn = (trip: Trip): GridColumn => ({
      kind: 'trip',
      id: trip.id,
      headsign: trip.headsign,
      cells: cellsOf(trip),
      current: trip === current,
    });
    if (options.expanded)
      return { headsign: section.headsign, nightBefore: section.nightBefore, columns: trips.map(tripColumn) };
    const compressible = trips.map((trip) => ({
      minutes: rows.map((row) => (trip.times[row] === null ? null : serviceMinutes(trip.times[row]!, date))),
      signature: `${trip.headsign}|${trip.notes.map((n) => `${n.row}:${n.note}`).join(',')}`,
    }));
    const columns = compressRuns(compressible).map((column): GridColumn => {
      if (column.kind === 'trip') return tripColumn(trips[column.trip]);
      compressed = true;
      // The first trip not yet finished may sit inside a folded run: the run's column is then the one to scroll to.
      const folded = trips.slice(column.from, column.to + 1).includes(current!);
      return { kind: 'every', headway: column.headway, hidden: column.hidden, current: folded };
    });
    return { headsign: section.headsign, nightBefore: section.nightBefore, columns };
  });

  return {
    rows,
    sections: sections.filter((section) => section.columns.length > 0),
    band,
    bands,
    earlier: at > 0 ? bands[at - 1] : null,
    later: at >= 0 && at < bands.length - 1 ? bands[at + 1] : null,
    notes: [...notes],
    tripCount,
    compressed,
  };
}
