import { epochDay, isoDateOfEpochDay } from './calendar-days.ts';
import { resolveServiceDate, type ResolvedServiceDate } from './service-date-shift.ts';
import type { NetworkData, ServiceTable } from './types.ts';

/** Day index of an ISO date in the network's service bitsets (may be out of 0..dayCount-1). */
export function serviceDayIndex(services: ServiceTable, isoDate: string): number {
  return epochDay(isoDate) - epochDay(services.firstDate);
}

export function isoDateOfServiceDay(services: ServiceTable, day: number): string {
  return isoDateOfEpochDay(epochDay(services.firstDate) + day);
}

/** Whether service s runs on day index `day` (false outside the covered range). */
export function isServiceActive(services: ServiceTable, service: number, day: number): boolean {
  if (day < 0 || day >= services.dayCount) return false;
  return (services.bits[service * services.bytesPerService + (day >> 3)] & (1 << (day & 7))) !== 0;
}

export interface ActiveServices {
  /** 1 for every service running on the (per feed, possibly shifted) service date. */
  active: Uint8Array;
  /** Per feed (index aligned with network.feeds): the date actually used. */
  feedDates: ResolvedServiceDate[];
}

/**
 * The services running on `isoDate`, each feed answering from its own calendar with the stale-feed rule (a date outside
 * a feed's coverage uses the same weekday of the nearest covered week; see resolveServiceDate).
 */
export function activeServicesOn(network: NetworkData, isoDate: string): ActiveServices {
  const { services } = network;
  const feedDates = network.feeds.map((_, feed) => resolveServiceDate(network, feed, isoDate));
  const feedDays = feedDates.map((resolved) => serviceDayIndex(services, resolved.serviceDate));
  const active = new Uint8Array(services.count);
  for (let s = 0; s < services.count; s++) {
    if (isServiceActive(services, s, feedDays[services.feed[s]])) active[s] = 1;
  }
  return { active, feedDates };
}
