import { addDays } from '../model/calendar-days.ts';
import { servicesOn } from '../model/service-days.ts';
import { localDateOf, serviceDayStartMs } from '../model/service-time.ts';
import type { ResolvedServiceDate } from '../model/service-date-shift.ts';
import type { TransitNetwork } from '../model/types.ts';

export interface Departure {
  stop: number;
  trip: number;
  pattern: number;
  route: number;
  /** Position of `stop` in the pattern. */
  position: number;
  /** The requested calendar date the trip runs on (times count from its start) and the feed date whose timetable answered. */
  serviceDate: ResolvedServiceDate;
  departureMs: number;
  /** Arrival at `toStop` when asked. */
  arrivalMs?: number;
  /** What the realtime feed says of this departure (src/server/realtime/realtime-departures.ts); absent: timetable only. */
  realtime?: DepartureRealtime;
}

export interface DepartureRealtime {
  /** predicted: expected times below; cancelled: the trip does not run; skipped: it passes this stop without stopping. */
  state: 'predicted' | 'cancelled' | 'skipped';
  expectedDepartureMs?: number;
  delaySeconds?: number;
  expectedArrivalMs?: number;
}

/** When the traveller can board: the predicted time when there is one, else the timetable's. */
export function effectiveDepartureMs(departure: Departure): number {
  return departure.realtime?.expectedDepartureMs ?? departure.departureMs;
}

/** The calendar date a departure's trip runs on (its service day as asked, before any stale-feed shift). */
export function runDate(departure: Departure): string {
  return departure.serviceDate.serviceDateShiftedFrom ?? departure.serviceDate.serviceDate;
}

export interface DepartureQuery {
  stops: number[];
  fromMs: number;
  /** Seconds after fromMs to look (default 24 h). */
  horizonSeconds?: number;
  /** Most departures kept per (stop, pattern) and overall. */
  limitPerPattern?: number;
  limit?: number;
  route?: number;
  direction?: number;
  /** Only trips that reach this stop after the departure stop. */
  toStop?: number;
}

/**
 * The next scheduled departures from some stops, for service days yesterday (trips past midnight), today and tomorrow in
 * the network time zone, each feed answering with its stale-feed shifted date. Departures with no pickup and at a
 * pattern's last stop are left out. Sorted by time.
 */
export function nextDepartures(network: TransitNetwork, query: DepartureQuery): Departure[] {
  const { patterns, trips, stopTimes, stopPatterns, stops, timezone } = network;
  const horizonMs = (query.horizonSeconds ?? 86_400) * 1000;
  const untilMs = query.fromMs + horizonMs;
  const limitPerPattern = query.limitPerPattern ?? 20;
  const today = localDateOf(timezone, query.fromMs);
  const found: Departure[] = [];
  for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
    const dayStart = serviceDayStartMs(timezone, date);
    const { active, feedDates } = servicesOn(network, date);
    const fromSec = Math.floor((query.fromMs - dayStart) / 1000);
    const untilSec = Math.ceil((untilMs - dayStart) / 1000);
    for (const stop of query.stops) {
      const feedDate = feedDates[stops.feed[stop]];
      for (let k = stopPatterns.start[stop]; k < stopPatterns.start[stop + 1]; k++) {
        const pattern = stopPatterns.pattern[k];
        const position = stopPatterns.position[k];
        const route = patterns.route[pattern];
        if (query.route !== undefined && route !== query.route) continue;
        if (query.direction !== undefined && patterns.direction[pattern] !== query.direction) continue;
        const first = patterns.stopStart[pattern];
        const width = patterns.stopStart[pattern + 1] - first;
        if (position === width - 1 || patterns.pickup[first + position] === 1) continue;
        let toPosition = -1;
        if (query.toStop !== undefined) {
          for (let i = position + 1; i < width; i++) if (patterns.stops[first + i] === query.toStop) toPosition = i;
          if (toPosition < 0) continue;
        }
        // FIFO within a pattern: binary search the first trip leaving at or after fromSec.
        let lo = patterns.tripStart[pattern];
        let hi = patterns.tripStart[pattern + 1];
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (stopTimes.departure[trips.stopTimeStart[mid] + position] < fromSec) lo = mid + 1;
          else hi = mid;
        }
        let kept = 0;
        for (let t = lo; t < patterns.tripStart[pattern + 1] && kept < limitPerPattern; t++) {
          const departure = stopTimes.departure[trips.stopTimeStart[t] + position];
          if (departure > untilSec) break;
          if (!active[trips.service[t]]) continue;
          kept++;
          found.push({
            stop,
            trip: t,
            pattern,
            route,
            position,
            serviceDate: feedDate,
            departureMs: dayStart + departure * 1000,
            arrivalMs:
              toPosition >= 0 ? dayStart + stopTimes.arrival[trips.stopTimeStart[t] + toPosition] * 1000 : undefined,
          });
        }
      }
    }
  }
  found.sort((a, b) => a.departureMs - b.departureMs);
  return query.limit === undefined ? found : found.slice(0, query.limit);
}
