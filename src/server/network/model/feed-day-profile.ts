import { epochDay, isoDateOfEpochDay, weekdayIndex } from './calendar-days.ts';
import type { NetworkData } from './types.ts';

/**
 * How much each covered day of a feed runs, and which days are unusual: what a date outside the feed's calendar is
 * answered from (see service-date-shift.ts). Real feeds end in a sparse tail (a dozen single services running months
 * after the main timetable) and mark holidays with calendar_dates exceptions; both are covered days whose service is
 * nothing like a normal day's, so "the nearest covered day" alone picks a day on which almost nothing runs.
 */
export interface FeedDayProfile {
  /** Day index (see `services.firstDate`) of trips[0]; the feed's first covered day. */
  firstDay: number;
  /** Active trips of each covered day, firstDay .. lastDay. */
  trips: Uint32Array;
  /** Per weekday (Monday = 0): the median of `trips` over that weekday's covered days. */
  medians: number[];
  /** Per covered day (aligned with `trips`): 1 when its service is typical of its weekday. */
  typical: Uint8Array;
  /** The feed's holidays: covered days that run less than half their weekday's median, ascending. */
  holidays: FeedHoliday[];
}

export interface FeedHoliday {
  /** Day index (see `services.firstDate`). */
  day: number;
  /** The weekday (Monday = 0) whose typical service the holiday's services overlap most, or -1 when nothing runs. */
  resembles: number;
}

/** A day is typical when it runs at least this share of its weekday's median number of trips. */
export const TYPICAL_SHARE = 0.5;

/** Longest run of consecutive untypical days still read as holidays (Christmas to New Year's Day is 8 days). */
const MAX_HOLIDAY_RUN = 9;

const profiles = new WeakMap<NetworkData, FeedDayProfile[]>();

/** The profile of every feed of `network`, computed once per network object (one per loaded network version). */
export function feedDayProfiles(network: NetworkData): FeedDayProfile[] {
  let cached = profiles.get(network);
  if (!cached) profiles.set(network, (cached = network.feeds.map((_, feed) => computeProfile(network, feed))));
  return cached;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function computeProfile(network: NetworkData, feed: number): FeedDayProfile {
  const { services, trips } = network;
  const { firstDay, lastDay } = network.feeds[feed];
  const length = Math.max(0, lastDay - firstDay + 1);
  const tripsOfService = new Uint32Array(services.count);
  for (let t = 0; t < trips.count; t++) tripsOfService[trips.service[t]]++;
  const feedServices: number[] = [];
  for (let s = 0; s < services.count; s++) if (services.feed[s] === feed && tripsOfService[s] > 0) feedServices.push(s);

  const running = (service: number, day: number) =>
    day >= 0 &&
    day < services.dayCount &&
    (services.bits[service * services.bytesPerService + (day >> 3)] & (1 << (day & 7))) !== 0;

  const dayTrips = new Uint32Array(length);
  for (let i = 0; i < length; i++) {
    let sum = 0;
    for (const s of feedServices) if (running(s, firstDay + i)) sum += tripsOfService[s];
    dayTrips[i] = sum;
  }
  const firstWeekday = weekdayIndex(isoDateOfEpochDay(epochDay(services.firstDate) + firstDay));
  const weekdayOf = (i: number) => (firstWeekday + i) % 7;
  const byWeekday: number[][] = Array.from({ length: 7 }, () => []);
  for (let i = 0; i < length; i++) byWeekday[weekdayOf(i)].push(dayTrips[i]);
  const medians = byWeekday.map(median);
  const typical = new Uint8Array(length);
  for (let i = 0; i < length; i++) typical[i] = dayTrips[i] >= TYPICAL_SHARE * medians[weekdayOf(i)] ? 1 : 0;

  // What a normal day of each weekday runs: the services of its first typical day with the median's order of trips.
  const typicalServices: Set<number>[] = Array.from({ length: 7 }, () => new Set());
  const seen = new Uint8Array(7);
  for (let i = 0; i < length && seen.indexOf(0) >= 0; i++) {
    const weekday = weekdayOf(i);
    if (seen[weekday] || !typical[i] || dayTrips[i] === 0) continue;
    seen[weekday] = 1;
    for (const s of feedServices) if (running(s, firstDay + i)) typicalServices[weekday].add(s);
  }
  // A holiday is a short break inside the main service (between its first and last day with a typical service);
  // a long run of thin days (a tail, a suspension) is not one.
  const serving = (i: number) => typical[i] === 1 && dayTrips[i] > 0;
  let mainStart = 0;
  while (mainStart < length && !serving(mainStart)) mainStart++;
  let mainEnd = length - 1;
  while (mainEnd >= 0 && !serving(mainEnd)) mainEnd--;
  const holidays: FeedHoliday[] = [];
  for (let i = mainStart; i <= mainEnd; ) {
    if (typical[i]) {
      i++;
      continue;
    }
    let end = i;
    while (end <= mainEnd && !typical[end]) end++;
    if (end - i <= MAX_HOLIDAY_RUN)
      for (let h = i; h < end; h++) holidays.push({ day: firstDay + h, resembles: resembledWeekday(h) });
    i = end;
  }
  return { firstDay, trips: dayTrips, medians, typical, holidays };

  /** The weekday whose normal services carry the most of this day's trips (ties: the later weekday, Sunday first). */
  function resembledWeekday(i: number): number {
    let best = -1;
    let bestShare = 0;
    for (let weekday = 6; weekday >= 0; weekday--) {
      let shared = 0;
      for (const s of feedServices)
        if (typicalServices[weekday].has(s) && running(s, firstDay + i)) shared += tripsOfService[s];
      if (shared > bestShare) {
        bestShare = shared;
        best = weekday;
      }
    }
    return best;
  }
}
