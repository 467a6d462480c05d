import type { LineTimetableResponse, LineWeekResponse } from '../../contract/lines.ts';
import { lineDirections } from '../network/lines/line-views.ts';
import { epochMsToIso, serviceDayStartMs } from '../network/model/service-time.ts';
import { otherStopTimezone, stopTimezone } from '../network/model/stop-timezone.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { lineTimetable, type LineTimetableOptions, type TimetableRow } from '../timetable/line-timetable.ts';
import { lineWeek } from '../timetable/line-week.ts';
import { compareRoutes, lineSummary } from './transit-presenters.ts';

/** Timetable and week answers: network indexes and GTFS seconds turned into the contract's ids and times. */

function timetableStops(network: TransitNetwork, rows: TimetableRow[]) {
  const { stops, stopAreas, routes } = network;
  return rows.map((row) => ({
    id: stops.ids[row.stop],
    name: stops.names[row.stop],
    lat: stops.lat[row.stop],
    lon: stops.lon[row.stop],
    stopAreaId: stopAreas.ids[stops.area[row.stop]],
    visit: row.visit,
    timingPoint: row.timingPoint,
    transfers: [...row.transfers].sort((a, b) => compareRoutes(network, a, b)).map((route) => routes.ids[route]),
    ...zoneField(network, row.stop),
  }));
}

/** The row's stop's own zone where it is not the network's: its times are read on that clock. */
function zoneField(network: TransitNetwork, stop: number): { timezone?: string } {
  const zone = otherStopTimezone(network, stop);
  return zone ? { timezone: zone } : {};
}

function relatedLines(network: TransitNetwork, rows: TimetableRow[]) {
  const related = [...new Set(rows.flatMap((row) => row.transfers))].sort((a, b) => compareRoutes(network, a, b));
  return related.map((route) => lineSummary(network, route));
}

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

export function timetableBody(
  network: TransitNetwork,
  route: number,
  directionKey: string,
  date: string,
  options: LineTimetableOptions = {},
): LineTimetableResponse | null {
  const timetable = lineTimetable(network, route, directionKey, date, options);
  if (!timetable) return null;
  const { direction, serviceDate, rows, sections } = timetable;
  const { timezone, trips } = network;
  // A grid repeats the same few hundred minutes thousands of times: format each once per clock.
  const dayStart = serviceDayStartMs(timezone, date); // the day's start found once, not per time
  const rowZones = rows.map((row) => stopTimezone(network, row.stop));
  const formattedByZone = new Map<string, Map<number, string>>();
  const iso = (seconds: number | null, row: number) => {
    if (seconds === null) return null;
    const zone = rowZones[row];
    let formatted = formattedByZone.get(zone);
    if (!formatted) formattedByZone.set(zone, (formatted = new Map()));
    let text = formatted.get(seconds);
    if (text === undefined) formatted.set(seconds, (text = epochMsToIso(zone, dayStart + seconds * 1000)));
    return text;
  };
  return {
    line: lineSummary(network, route),
    direction: { id: direction.key, headsign: direction.headsign },
    directions: lineDirections(network, route).map((d) => ({ id: d.key, headsign: d.headsign })),
    timezone,
    ...serviceDate,
    date,
    stops: timetableStops(network, rows),
    relatedLines: relatedLines(network, rows),
    sections: sections.map((section) => {
      const headsigns = section.map((row) => trips.headsigns[row.trip] || direction.headsign);
      return {
        headsign: mostCommon(headsigns),
        trips: section.map((row, i) => ({
          id: trips.ids[row.trip],
          headsign: headsigns[i],
          times: row.times.map((seconds, index) => iso(seconds, index)),
          notes: row.notes,
          ...(row.dayBefore ? { dayBefore: true } : {}),
        })),
      };
    }),
  };
}

/** Seconds a clock in `zone` is ahead of one in `networkZone` at an instant (-3600 from Chicago to Denver). */
function zoneShiftSeconds(networkZone: string, zone: string, epochMs: number): number {
  if (zone === networkZone) return 0;
  const wall = (z: string) => Date.parse(`${epochMsToIso(z, epochMs).slice(0, 19)}Z`);
  return (wall(zone) - wall(networkZone)) / 1000;
}

/** "HH:MM" on a 24-hour clock from GTFS seconds (25:10 reads 01:10: the week view shows clock times). */
function clockTime(seconds: number): string {
  const minutes = ((Math.floor(seconds / 60) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function weekBody(
  network: TransitNetwork,
  route: number,
  directionKey: string,
  date: string,
): LineWeekResponse | null {
  const week = lineWeek(network, route, directionKey, date);
  if (!week) return null;
  const direction = lineDirections(network, route).find((d) => d.key === directionKey)!;
  const kept = week.rows.flatMap((row, index) => (row.timingPoint ? [index] : []));
  // A row at a stop on another clock is moved by the zones' difference on the week's first day.
  const noon = serviceDayStartMs(network.timezone, week.weekStart) + 43_200_000;
  const shifts = kept.map((index) =>
    zoneShiftSeconds(network.timezone, stopTimezone(network, week.rows[index].stop), noon),
  );
  return {
    line: lineSummary(network, route),
    direction: { id: direction.key, headsign: direction.headsign },
    directions: lineDirections(network, route).map((d) => ({ id: d.key, headsign: d.headsign })),
    timezone: network.timezone,
    weekStart: week.weekStart,
    days: week.days,
    serviceDateShifted: week.serviceDateShifted,
    stops: timetableStops(
      network,
      kept.map((index) => week.rows[index]),
    ),
    blocks: week.blocks.map((block) => {
      const full = block.name === 'weekdays' ? '0,1,2,3,4' : block.name === 'saturday' ? '5' : '6';
      const marks = new Map<string, string>();
      const markOf = (days: number[]) => {
        const key = [...days].sort().join(',');
        if (key === full) return undefined;
        if (!marks.has(key)) marks.set(key, String.fromCharCode(97 + marks.size));
        return marks.get(key);
      };
      const sections = block.sections
        .map((section) =>
          section
            .map((column) => ({ times: kept.map((index) => column.times[index]), footnote: markOf(column.days) }))
            .filter((column) => column.times.some((time) => time !== null))
            .map((column) => ({
              times: column.times.map((time, row) => (time === null ? null : clockTime(time + shifts[row]))),
              ...(column.footnote ? { footnote: column.footnote } : {}),
            })),
        )
        .filter((section) => section.length > 0);
      return {
        name: block.name,
        sections,
        footnotes: [...marks].map(([key, mark]) => ({
          mark,
          runsOn: key.split(',').map((day) => week.days[Number(day)]),
        })),
      };
    }),
  };
}
