import { epochDay, isoDateOfEpochDay, weekdayIndex } from './calendar-days.ts';
import { feedDayProfiles, type FeedDayProfile } from './feed-day-profile.ts';
import type { NetworkData } from './types.ts';

export interface ResolvedServiceDate {
  /** The date whose timetable answers (YYYY-MM-DD). */
  serviceDate: string;
  /** The date asked for, when it lay outside the feed's calendar and was shifted; else undefined. */
  serviceDateShiftedFrom?: string;
}

/** Weekdays (Monday = 0) on which holidays fall by rule ("first Monday of September", "fourth Thursday of November"). */
const FLOATING_HOLIDAY_WEEKDAYS = new Set([0, 3]);

/**
 * The stale-feed rule: a date inside feed `feed`'s calendar coverage is used as is. A date outside it is answered from
 * - the same holiday of the covered period, when the date is one of the feed's holidays in another year (same day of
 *   the same month, or the same Monday or Thursday of the month: first, second…, or last);
 * - else the covered day of the same weekday nearest to it whose service is typical (see feed-day-profile.ts), so the
 *   sparse tail many feeds end with and the feed's holidays are passed over;
 * - a coverage without that weekday falls back to its nearest end.
 * Deterministic: the same network answers the same date the same way.
 */
export function resolveServiceDate(network: NetworkData, feed: number, isoDate: string): ResolvedServiceDate {
  const { firstDay, lastDay } = network.feeds[feed];
  const base = epochDay(network.services.firstDate);
  const day = epochDay(isoDate) - base;
  if (lastDay < firstDay || (day >= firstDay && day <= lastDay)) return { serviceDate: isoDate };
  const profile = feedDayProfiles(network)[feed];
  const shifted = sameHoliday(profile, base, isoDate, day) ?? typicalSameWeekday(profile, firstDay, lastDay, day);
  return { serviceDate: isoDateOfEpochDay(base + shifted), serviceDateShiftedFrom: isoDate };
}

/** Which occurrence of its weekday in its month a date is (0 = first), and whether it is the month's last. */
function occurrence(isoDate: string): { nth: number; last: boolean } {
  const dayOfMonth = Number(isoDate.slice(8, 10));
  const month = isoDate.slice(0, 7);
  return {
    nth: Math.floor((dayOfMonth - 1) / 7),
    last: isoDateOfEpochDay(epochDay(isoDate) + 7).slice(0, 7) !== month,
  };
}

function sameHoliday(profile: FeedDayProfile, base: number, isoDate: string, day: number): number | undefined {
  const monthDay = isoDate.slice(5);
  const month = isoDate.slice(5, 7);
  const weekday = weekdayIndex(isoDate);
  const asked = occurrence(isoDate);
  let byDate: number | undefined;
  let byRule: number | undefined;
  const nearer = (current: number | undefined, candidate: number) =>
    current === undefined || Math.abs(candidate - day) < Math.abs(current - day) ? candidate : current;
  for (const { day: holiday } of profile.holidays) {
    const date = isoDateOfEpochDay(base + holiday);
    if (date.slice(5) === monthDay) byDate = nearer(byDate, holiday);
    else if (FLOATING_HOLIDAY_WEEKDAYS.has(weekday) && date.slice(5, 7) === month && weekdayIndex(date) === weekday) {
      const found = occurrence(date);
      // A holiday in its month's last week is read as "the last Monday" (one year cannot tell it from "the fourth").
      if (found.last ? asked.last : found.nth === asked.nth) byRule = nearer(byRule, holiday);
    }
  }
  return byDate ?? byRule;
}

function typicalSameWeekday(profile: FeedDayProfile, firstDay: number, lastDay: number, day: number): number {
  // Same weekday days of the coverage, from the one nearest the asked date outwards.
  const step = day < firstDay ? 7 : -7;
  let candidate = day < firstDay ? day + 7 * Math.ceil((firstDay - day) / 7) : day - 7 * Math.ceil((day - lastDay) / 7);
  if (candidate < firstDay || candidate > lastDay) return day < firstDay ? firstDay : lastDay;
  const nearest = candidate;
  for (; candidate >= firstDay && candidate <= lastDay; candidate += step)
    if (profile.typical[candidate - profile.firstDay]) return candidate;
  return nearest;
}
