import type { TFunction } from 'i18next';
import { formatDay } from './trip-format.ts';

/** The asked date lay outside the timetable: journeys come from the same weekday of another week (stale feed). */
export interface TimetableShift {
  /** YYYY-MM-DD asked for. */
  asked: string;
  /** YYYY-MM-DD whose timetable answered. */
  used: string;
}

export function timetableShiftOf(
  answer: { serviceDate?: string; serviceDateShiftedFrom?: string } | null | undefined,
): TimetableShift | null {
  return answer?.serviceDateShiftedFrom && answer.serviceDate
    ? { asked: answer.serviceDateShiftedFrom, used: answer.serviceDate }
    : null;
}

/**
 * Whether the date that answered lies on the asked date's weekday: it does, unless the asked date is a holiday answered
 * from the same holiday of the published period (which may fall on another weekday), and the notice says so.
 */
export function shiftKeepsWeekday(asked: string, used: string): boolean {
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday(asked) === weekday(used);
}

/** The notice every screen with times repeats (results, journeys, roadmap, print, calendar file). */
export function staleTimetableMessage(t: TFunction, shift: TimetableShift, locale: string): string {
  const day = (date: string) => formatDay(`${date}T12:00:00Z`, locale, 'UTC');
  return t('tripPlanner.staleData', { asked: day(shift.asked), used: day(shift.used) });
}
