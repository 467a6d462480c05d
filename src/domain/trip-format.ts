import type { Journey } from '../contract/trip-planner.ts';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

/** Spec section 9: distances over 1000 m in km with one decimal; durations in hours and minutes; '<1 min'. */
export function formatDistance(meters: number, locale: string): string {
  if (meters > 1000) {
    return numberFormat(locale, {
      style: 'unit',
      unit: 'kilometer',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(meters / 1000);
  }
  return numberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(meters));
}

export function formatDuration(seconds: number, locale: string): string {
  if (seconds < 60) return '<1 min';
  const totalMinutes = Math.round(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const minuteText = numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
  if (hours === 0) return minuteText;
  const hourText = numberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }).format(hours);
  return minutes === 0 ? hourText : `${hourText} ${minuteText}`;
}

/** A clock time in the network's time zone, the locale's short time: 09:05 (fr, it, de), 9:05 (es), 9:05 AM (en). One rule for every screen (boards and widgets call it through clockTime). */
export function formatClock(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** The short name of a zone at an instant in a locale ("CST", "GMT-6"): what a time read on another clock is marked with. */
export function zoneShortName(iso: string, locale: string, timeZone: string): string {
  const parts = dateTimeFormat(locale, { hour: 'numeric', timeZoneName: 'short', timeZone }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A stop's time on its own clock: in the network's zone, the plain time; at a stop in another zone (a run crossing
 * zones), that zone's time with the zone named, so "10:05 PM CST" is never read as the network's 10:05.
 */
export function formatStopClock(iso: string, locale: string, networkZone: string, stopZone?: string): string {
  if (!stopZone || stopZone === networkZone) return formatClock(iso, locale, networkZone);
  return `${formatClock(iso, locale, stopZone)} ${zoneShortName(iso, locale, stopZone)}`;
}

const wallClocks = new Map<string, string>();

/**
 * formatClock's rule for a time already read in the network's zone ("HH:MM" of a timetable grid): a line page's
 * grid writes 6:35 AM in English like the boards and journeys, 06:35 in French. A grid prints thousands of cells out
 * of at most 1440 distinct times, so the text is kept per locale and time.
 */
export function formatWallClock(hhmm: string, locale: string): string {
  const key = `${locale}|${hhmm}`;
  let text = wallClocks.get(key);
  if (text === undefined) {
    const at = Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
    wallClocks.set(key, (text = dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(at)));
  }
  return text;
}

export function formatDay(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(iso));
}

/**
 * Calendar days from `baseIso`'s date to `iso`'s date in the network's time zone: 1 for an arrival after midnight.
 * Each date is read on its own clock where given (a stop in another zone: the day its clocks show).
 */
export function daysAfter(
  baseIso: string,
  iso: string,
  timeZone: string,
  zones: { base?: string; at?: string } = {},
): number {
  const day = (value: string, zone: string) => {
    const parts = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(
      new Date(value),
    );
    return Date.UTC(Number(parts.slice(0, 4)), Number(parts.slice(5, 7)) - 1, Number(parts.slice(8, 10)));
  };
  return Math.round((day(iso, zones.at ?? timeZone) - day(baseIso, zones.base ?? timeZone)) / 86_400_000);
}

/** The "+1" after a time that falls on a later day than the trip's first one; empty on the same day. */
export function dayMarker(days: number): string {
  return days > 0 ? `+${days}` : days < 0 ? `${days}` : '';
}

/** The zones of a journey's first and last places where they are not the network's (stops with their own zone). */
export function journeyEndZones(journey: Journey): { departure?: string; arrival?: string } {
  const first = journey.sections[0];
  const last = journey.sections.at(-1);
  return {
    departure: first ? (first.type === 'WAIT' ? first.at : first.from).timezone : undefined,
    arrival: last ? (last.type === 'WAIT' ? last.at : last.to).timezone : undefined,
  };
}
