import { addDays, weekdayIndex } from '../network/model/calendar-days.ts';
import { lineDirections } from '../network/lines/line-views.ts';
import { servicesOn } from '../network/model/service-days.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import {
  arrangeTrips,
  directionTrips,
  timetableRows,
  type TimetableRow,
  type TimetableTrip,
} from './line-timetable.ts';

/**
 * The paper-style week of a direction: Monday–Friday, Saturday and Sunday blocks, over the seven days from the date asked
 * (today by default), so a week view opened on a Saturday shows today, tomorrow and the coming weekdays. A column is one distinct run (same
 * stops, same times) with the set of days it runs on; different trip ids of different days with the same times are one
 * column. Runs missing some day of their block (a holiday in calendar_dates, a Friday-only trip) get a footnote mark.
 */

export const WEEK_BLOCKS = [
  { name: 'weekdays', days: [0, 1, 2, 3, 4] },
  { name: 'saturday', days: [5] },
  { name: 'sunday', days: [6] },
] as const;

export interface WeekColumn {
  times: (number | null)[];
  /** Day indexes (0 = Monday) of the week the run operates. */
  days: number[];
}

export interface WeekBlock {
  name: (typeof WEEK_BLOCKS)[number]['name'];
  sections: WeekColumn[][];
}

export interface LineWeek {
  weekStart: string;
  days: string[];
  serviceDateShifted: boolean;
  rows: TimetableRow[];
  blocks: WeekBlock[];
}

export function lineWeek(network: TransitNetwork, route: number, directionKey: string, date: string): LineWeek | null {
  const direction = lineDirections(network, route).find((d) => d.key === directionKey);
  if (!direction) return null;
  // The seven days from the date on, Monday first: each block holds its next days, never one already past.
  const weekStart = date;
  const offset = weekdayIndex(date);
  const days = Array.from({ length: 7 }, (_, i) => addDays(date, (i - offset + 7) % 7));
  const feed = network.stops.feed[direction.rows[0].stop];
  let serviceDateShifted = false;
  // A trip running on several days of the week is built and keyed once (weekdays: five times the same trips).
  const built = new Map<number, TimetableTrip>();
  const keyOf = new Map<TimetableTrip, string>();
  const blocks = WEEK_BLOCKS.map((block) => {
    const runs = new Map<string, { trip: TimetableTrip; sequence: number; days: number[] }>();
    for (const day of block.days) {
      const { active, feedDates } = servicesOn(network, days[day]);
      if (feedDates[feed].serviceDateShiftedFrom) serviceDateShifted = true;
      const { trips, sequenceOf } = directionTrips(network, direction, active, built);
      trips.forEach((trip, i) => {
        let key = keyOf.get(trip);
        if (key === undefined) keyOf.set(trip, (key = trip.times.join(',')));
        const run = runs.get(key);
        if (run) run.days.push(day);
        else runs.set(key, { trip, sequence: sequenceOf[i], days: [day] });
      });
    }
    const list = [...runs.values()];
    const daysOf = new Map(list.map((run) => [run.trip, run.days]));
    const sections = arrangeTrips(
      list.map((run) => run.trip),
      list.map((run) => run.sequence),
    );
    return {
      name: block.name,
      sections: sections.map((section) => section.map((trip) => ({ times: trip.times, days: daysOf.get(trip)! }))),
    };
  });
  return { weekStart, days, serviceDateShifted, rows: timetableRows(network, route, direction), blocks };
}
