import { servicesOn } from '../model/service-days.ts';
import type { ResolvedServiceDate } from '../model/service-date-shift.ts';
import { serviceDayStartMs } from '../model/service-time.ts';
import type { TransitNetwork } from '../model/types.ts';

/** One run of a trip on a calendar date: its stops in order with the timetable's times on that day. */

export interface TripCall {
  stop: number;
  arrivalMs: number;
  departureMs: number;
  /** False where pickup_type / drop_off_type is 1 (no boarding, no alighting). */
  pickup: boolean;
  dropOff: boolean;
}

export interface TripRun {
  trip: number;
  pattern: number;
  route: number;
  /** The date asked for; times count from its start (the timetable may be another day's: `serviceDate`). */
  date: string;
  serviceDate: ResolvedServiceDate;
  calls: TripCall[];
}

/** The trip's feed: its stops' (a trip's stops all come from its own feed). */
export function tripFeed(network: TransitNetwork, trip: number): number {
  const pattern = network.trips.pattern[trip];
  return network.stops.feed[network.patterns.stops[network.patterns.stopStart[pattern]]];
}

/** The run of `trip` starting on `date`, or undefined when its service does not run that day (stale-feed rule applied). */
export function tripRun(network: TransitNetwork, trip: number, date: string): TripRun | undefined {
  const { trips, patterns, stopTimes, timezone } = network;
  const { active, feedDates } = servicesOn(network, date);
  if (!active[trips.service[trip]]) return undefined;
  const pattern = trips.pattern[trip];
  const first = patterns.stopStart[pattern];
  const width = patterns.stopStart[pattern + 1] - first;
  const base = trips.stopTimeStart[trip];
  const dayStart = serviceDayStartMs(timezone, date);
  const calls: TripCall[] = [];
  for (let i = 0; i < width; i++) {
    calls.push({
      stop: patterns.stops[first + i],
      arrivalMs: dayStart + stopTimes.arrival[base + i] * 1000,
      departureMs: dayStart + stopTimes.departure[base + i] * 1000,
      pickup: patterns.pickup[first + i] !== 1,
      dropOff: patterns.dropOff[first + i] !== 1,
    });
  }
  return {
    trip,
    pattern,
    route: trips.route[trip],
    date,
    serviceDate: feedDates[tripFeed(network, trip)],
    calls,
  };
}
