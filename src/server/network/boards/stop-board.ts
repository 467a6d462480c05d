import { addDays } from '../model/calendar-days.ts';
import { effectiveDepartureMs, runDate, type Departure } from './departures.ts';
import { realtimeDepartures } from '../../realtime/realtime-departures.ts';
import type { RealtimeView } from '../../realtime/realtime-feeds.ts';
import type { AddedTrip } from '../../realtime/added-trips.ts';
import { servicesOn } from '../model/service-days.ts';
import { localDateOf, serviceDayStartMs } from '../model/service-time.ts';
import type { TransitNetwork } from '../model/types.ts';

/**
 * A stop's departure board: every line × direction serving some stops, with its next departures and an honest state
 * (departures today, none left today, terminus, no service), and one line × direction's whole service day.
 */

/** How far a board looks: past the end of today's service day, so "none left today, next at …" can be said. */
export const BOARD_HORIZON_SECONDS = 36 * 3600;
/** A departure with nothing after it within the horizon is surely its day's last when it leaves within this. */
const LAST_OF_DAY_CERTAIN_MS = 18 * 3600_000;
/**
 * A first departure on a later date says "none left today" only after a night gap, not for a train at 00:03; and a
 * departure is its day's last only when the next service day's first one leaves more than this later.
 */
const NIGHT_GAP_MS = 3600_000;

export type BoardGroupState = 'departures' | 'noMoreToday' | 'terminus' | 'noService' | 'noEarlier';

/** How far back "earlier" looks for a line × direction's departures before the board's first ones. */
export const BOARD_LOOKBACK_SECONDS = 24 * 3600;
/** Enough departures per pattern to cover the lookback on the busiest line (a train every two minutes). */
const LOOKBACK_PER_PATTERN = 1000;

export interface BoardPaging {
  /**
   * The board ends just before `fromMs` instead of starting at it: each line × direction shows its last departures
   * strictly before that instant (the "earlier" page of a board whose first departures left at `fromMs`).
   */
  before?: boolean;
}

export interface BoardGroupData {
  route: number;
  directionKey: string;
  headsign: string;
  state: BoardGroupState;
  departures: Array<{ departure: Departure; lastOfDay: boolean }>;
  /** Terminus groups: the next arrival instants (epoch ms). */
  arrivalsMs: number[];
  /** Extra trips the realtime feed added (not in the timetable), leaving these stops. */
  added: Array<{ added: AddedTrip; stop: number; departureMs: number }>;
}

export function directionKey(network: TransitNetwork, pattern: number): string {
  const direction = network.patterns.direction[pattern];
  return direction >= 0 ? String(direction) : network.patterns.headsigns[pattern];
}

export function tripHeadsign(network: TransitNetwork, trip: number, pattern: number): string {
  return network.trips.headsigns[trip] || network.patterns.headsigns[pattern];
}

interface PatternAtStop {
  pattern: number;
  position: number;
  last: boolean;
}

function patternsAt(network: TransitNetwork, stops: number[]): PatternAtStop[] {
  const { stopPatterns, patterns } = network;
  const found: PatternAtStop[] = [];
  for (const stop of stops) {
    for (let k = stopPatterns.start[stop]; k < stopPatterns.start[stop + 1]; k++) {
      const pattern = stopPatterns.pattern[k];
      const position = stopPatterns.position[k];
      const width = patterns.stopStart[pattern + 1] - patterns.stopStart[pattern];
      found.push({ pattern, position, last: position === width - 1 });
    }
  }
  return found;
}

function mostCommon(values: string[], fallback: string): string {
  const counts = new Map<string, number>();
  let best = fallback;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (value && count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** The next arrivals of patterns ending at the stops (a terminus shows when trains come in). */
function nextArrivalsAtEnd(network: TransitNetwork, ending: PatternAtStop[], fromMs: number, limit: number): number[] {
  const { patterns, trips, stopTimes, timezone } = network;
  const today = localDateOf(timezone, fromMs);
  const found: number[] = [];
  for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
    const dayStart = serviceDayStartMs(timezone, date);
    const { active } = servicesOn(network, date);
    const fromSec = Math.floor((fromMs - dayStart) / 1000);
    for (const { pattern, position } of ending) {
      let kept = 0;
      for (let t = patterns.tripStart[pattern]; t < patterns.tripStart[pattern + 1] && kept < limit; t++) {
        const arrival = stopTimes.arrival[trips.stopTimeStart[t] + position];
        if (arrival < fromSec || !active[trips.service[t]]) continue;
        found.push(dayStart + arrival * 1000);
        kept++;
      }
    }
  }
  return found.sort((a, b) => a - b).slice(0, limit);
}

/** With `realtime`, departures carry predictions (cancelled and skipped ones stay listed, marked) in predicted order. */
export function stopBoard(
  network: TransitNetwork,
  stops: number[],
  fromMs: number,
  limit: number,
  realtime?: RealtimeView,
  paging: BoardPaging = {},
): BoardGroupData[] {
  const { patterns, timezone } = network;
  const atStops = patternsAt(network, stops);
  const departing = new Map<string, { route: number; directionKey: string; patternHeadsign: string }>();
  const ending = new Map<
    string,
    { route: number; directionKey: string; patternHeadsign: string; patterns: PatternAtStop[] }
  >();
  for (const entry of atStops) {
    const route = patterns.route[entry.pattern];
    const key = `${route}|${directionKey(network, entry.pattern)}`;
    const info = {
      route,
      directionKey: directionKey(network, entry.pattern),
      patternHeadsign: patterns.headsigns[entry.pattern],
    };
    if (!entry.last) departing.set(key, departing.get(key) ?? info);
    else if (!ending.has(key)) ending.set(key, { ...info, patterns: [entry] });
    else ending.get(key)!.patterns.push(entry);
  }

  const byGroup = paging.before
    ? departuresBefore(network, stops, fromMs, limit, realtime)
    : departuresFrom(network, stops, fromMs, limit, realtime);

  const today = localDateOf(timezone, fromMs);
  const groups: BoardGroupData[] = [];
  for (const [key, info] of departing) {
    const items = byGroup.get(key) ?? [];
    const first = items[0];
    const headsign = mostCommon(
      items.map((d) => tripHeadsign(network, d.trip, d.pattern)),
      info.patternHeadsign,
    );
    const shown = paging.before
      ? items.filter((departure) => effectiveDepartureMs(departure) < fromMs)
      : items.slice(0, limit);
    const nightAway =
      first && localDateOf(timezone, first.departureMs) !== today && first.departureMs - fromMs > NIGHT_GAP_MS;
    groups.push({
      route: info.route,
      directionKey: info.directionKey,
      headsign,
      state: paging.before
        ? shown.length > 0
          ? 'departures'
          : 'noEarlier'
        : !first
          ? 'noService'
          : nightAway
            ? 'noMoreToday'
            : 'departures',
      departures: shown.map((departure, i) => {
        const next = items[i + 1];
        // The next service day's first train only ends "the day" after a night gap: on an all-night line the day
        // before's 24:15 is followed by the next day's 00:31, so nothing is the last one there.
        // Nothing later within the 36 h horizon: the last of its day, unless it is itself near the horizon's end.
        const lastOfDay = next
          ? runDate(next) !== runDate(departure) && next.departureMs - departure.departureMs > NIGHT_GAP_MS
          : departure.departureMs - fromMs < LAST_OF_DAY_CERTAIN_MS;
        return { departure, lastOfDay };
      }),
      arrivalsMs: [],
      added: [],
    });
  }
  for (const [key, info] of ending) {
    if (departing.has(key)) continue;
    groups.push({
      route: info.route,
      directionKey: info.directionKey,
      headsign: info.patternHeadsign,
      state: 'terminus',
      departures: [],
      arrivalsMs: nextArrivalsAtEnd(network, info.patterns, fromMs, limit),
      added: [],
    });
  }
  // Added trips join boards that look ahead (an earlier page keeps to the timetable and its predictions).
  if (realtime && !paging.before) addExtraTrips(realtime, groups, stops, fromMs);
  return groups;
}

function groupKey(network: TransitNetwork, departure: Departure): string {
  return `${departure.route}|${directionKey(network, departure.pattern)}`;
}

/**
 * Per line × direction: the first `limit` departures at or after `fromMs`, then the one after them, which only tells
 * whether the last one shown is its day's last.
 */
function departuresFrom(
  network: TransitNetwork,
  stops: number[],
  fromMs: number,
  limit: number,
  realtime?: RealtimeView,
): Map<string, Departure[]> {
  const byGroup = new Map<string, Departure[]>();
  const ahead = { stops, fromMs, horizonSeconds: BOARD_HORIZON_SECONDS, limitPerPattern: limit + 1 };
  for (const departure of realtimeDepartures(network, realtime, ahead)) {
    const key = groupKey(network, departure);
    const items = byGroup.get(key) ?? [];
    if (items.length <= limit) items.push(departure);
    byGroup.set(key, items);
  }
  return byGroup;
}

/**
 * Per line × direction: the last `limit` departures strictly before `beforeMs` (within the lookback), then the first
 * one at or after it, which only tells whether the last one shown is its day's last.
 */
function departuresBefore(
  network: TransitNetwork,
  stops: number[],
  beforeMs: number,
  limit: number,
  realtime?: RealtimeView,
): Map<string, Departure[]> {
  const earlier = new Map<string, Departure[]>();
  const lookback = {
    stops,
    fromMs: beforeMs - BOARD_LOOKBACK_SECONDS * 1000,
    horizonSeconds: BOARD_LOOKBACK_SECONDS,
    limitPerPattern: LOOKBACK_PER_PATTERN,
  };
  for (const departure of realtimeDepartures(network, realtime, lookback)) {
    if (effectiveDepartureMs(departure) >= beforeMs) continue;
    const key = groupKey(network, departure);
    const items = earlier.get(key) ?? [];
    items.push(departure);
    if (items.length > limit) items.shift();
    earlier.set(key, items);
  }
  const following = new Set<string>();
  for (const departure of realtimeDepartures(network, realtime, {
    stops,
    fromMs: beforeMs,
    horizonSeconds: BOARD_HORIZON_SECONDS,
    limitPerPattern: 1,
  })) {
    const key = groupKey(network, departure);
    if (following.has(key)) continue;
    following.add(key);
    const items = earlier.get(key);
    // A line × direction with nothing earlier keeps no row: its card says so.
    if (items) items.push(departure);
  }
  return earlier;
}

/** Extra trips join their line × direction's group (by direction_id, else by headsign, else the line's first group). */
function addExtraTrips(realtime: RealtimeView, groups: BoardGroupData[], stops: number[], fromMs: number): void {
  const untilMs = fromMs + BOARD_HORIZON_SECONDS * 1000;
  for (const stop of stops) {
    for (const { added, call } of realtime.addedAt(stop)) {
      const departureMs = added.calls[call].departureMs;
      if (departureMs < fromMs || departureMs > untilMs) continue;
      const ofLine = groups.filter((group) => group.route === added.route && group.state !== 'terminus');
      let group =
        ofLine.find((g) => added.directionKey !== '' && g.directionKey === added.directionKey) ??
        ofLine.find((g) => g.headsign === added.headsign) ??
        ofLine[0];
      if (!group) {
        group = {
          route: added.route,
          directionKey: added.directionKey || added.headsign,
          headsign: added.headsign,
          state: 'departures',
          departures: [],
          arrivalsMs: [],
          added: [],
        };
        groups.push(group);
      }
      if (group.state === 'noService' || group.state === 'noMoreToday') group.state = 'departures';
      group.added.push({ added, stop, departureMs });
    }
  }
}

export interface TimetableDeparture {
  departureMs: number;
  stop: number;
  trip: number;
  pattern: number;
  /** A departure of the day before's service, after midnight (only with `nightBefore`). */
  dayBefore?: true;
}

const DAY_SECONDS = 86_400;

/**
 * Every departure of one line × direction at the stops on one service day (trips past midnight included), in time
 * order. With `nightBefore` (today's timetable), the day before's departures at 24:00 or later come first: at 00:05
 * the trains still to come tonight belong to yesterday's service day.
 */
export function dayTimetable(
  network: TransitNetwork,
  stops: number[],
  route: number,
  direction: string,
  date: string,
  options: { nightBefore?: boolean } = {},
): TimetableDeparture[] {
  const { patterns, trips, stopTimes, timezone } = network;
  const days = options.nightBefore
    ? [
        { date: addDays(date, -1), fromSec: DAY_SECONDS, dayBefore: true },
        { date, fromSec: -Infinity, dayBefore: false },
      ]
    : [{ date, fromSec: -Infinity, dayBefore: false }];
  const found: TimetableDeparture[] = [];
  for (const day of days) {
    const dayStart = serviceDayStartMs(timezone, day.date);
    const { active } = servicesOn(network, day.date);
    for (const { pattern, position, last } of patternsAt(network, stops)) {
      if (last || patterns.route[pattern] !== route || directionKey(network, pattern) !== direction) continue;
      if (patterns.pickup[patterns.stopStart[pattern] + position] === 1) continue;
      const stop = patterns.stops[patterns.stopStart[pattern] + position];
      for (let t = patterns.tripStart[pattern]; t < patterns.tripStart[pattern + 1]; t++) {
        const departure = stopTimes.departure[trips.stopTimeStart[t] + position];
        if (!active[trips.service[t]] || departure < day.fromSec) continue;
        found.push({
          departureMs: dayStart + departure * 1000,
          stop,
          trip: t,
          pattern,
          ...(day.dayBefore ? { dayBefore: true as const } : {}),
        });
      }
    }
  }
  return found.sort((a, b) => a.departureMs - b.departureMs);
}
