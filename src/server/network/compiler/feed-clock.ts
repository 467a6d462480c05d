import { epochDay, isoDateOfEpochDay, weekdayIndex } from '../model/calendar-days.ts';
import { serviceDayStartMs } from '../model/service-time.ts';
import { isTimeZone } from '../model/stop-timezone.ts';
import type { NetworkAccumulator } from './network-accumulator.ts';

/** One part of a service whose days all move by the same number of seconds to reach the network's clock. */
export interface ServiceClock {
  /** The service index these days run under (the original service for the part with most days). */
  service: number;
  /** Seconds added to each of the feed's times on these days. */
  shift: number;
  /** '' for the original service; otherwise appended to trip ids, which must stay unique. */
  idSuffix: string;
}

/**
 * A feed whose agencies keep another zone than the network's writes its stop_times on its own clock, while the compiled
 * network counts every time from "noon minus 12 h" of the service day in the network's zone. The gap between both
 * day starts is taken on each service day, because it is not constant: zones that change their clocks on different
 * days (Europe and North America, weeks apart in March and in the autumn; a zone without summer time) are an hour
 * closer between those days. Zones that change on the same day at different hours keep one gap: both day starts are
 * taken at noon, as GTFS counts them.
 * Each service is cut into parts of equal gap: the part with most days keeps the service, every other part becomes a
 * service of its own (calendar_dates additions) removed from the original. Returns, per service index of the feed,
 * its parts; nothing when the feed keeps the network's zone (the common case: no work, no change).
 */
export function shiftServicesToNetworkClock(
  acc: NetworkAccumulator,
  feedServices: Iterable<number>,
  feedZone: string,
  networkZone: string,
  fallbackDate: string,
): Map<number, ServiceClock[]> {
  const clocks = new Map<number, ServiceClock[]>();
  if (!feedZone || !networkZone || feedZone === networkZone || !isTimeZone(feedZone) || !isTimeZone(networkZone))
    return clocks;
  const services = new Set(feedServices);
  const days = new Map<number, Set<string>>();
  for (const service of services) days.set(service, new Set());
  for (const calendar of acc.services.calendars) {
    const active = days.get(calendar.service);
    if (!active) continue;
    const last = epochDay(calendar.endDate);
    for (let day = epochDay(calendar.startDate); day <= last; day++) {
      const date = isoDateOfEpochDay(day);
      if (calendar.weekdays[weekdayIndex(date)]) active.add(date);
    }
  }
  for (const exception of acc.services.exceptions) {
    const active = days.get(exception.service);
    if (!active) continue;
    if (exception.added) active.add(exception.date);
    else active.delete(exception.date);
  }
  const gapCache = new Map<string, number>();
  const gap = (date: string): number => {
    let seconds = gapCache.get(date);
    if (seconds === undefined) {
      seconds = (serviceDayStartMs(feedZone, date) - serviceDayStartMs(networkZone, date)) / 1000;
      gapCache.set(date, seconds);
    }
    return seconds;
  };
  for (const [service, active] of days) {
    const byGap = new Map<number, string[]>();
    for (const date of [...active].sort()) {
      const seconds = gap(date);
      const dates = byGap.get(seconds);
      if (dates) dates.push(date);
      else byGap.set(seconds, [date]);
    }
    // A service that runs no day still moves by the gap of the feed's first day, so its trips keep sensible times.
    if (byGap.size === 0) byGap.set(fallbackDate ? gap(fallbackDate) : 0, []);
    const parts = [...byGap].sort(([gapA, a], [gapB, b]) => b.length - a.length || gapA - gapB);
    const [[mainShift], ...others] = parts;
    const serviceClocks: ServiceClock[] = [{ service, shift: mainShift, idSuffix: '' }];
    for (const [shift, dates] of others) {
      const part = acc.services.ids.length;
      const idSuffix = `~${shift}`;
      acc.services.ids.push(acc.services.ids[service] + idSuffix);
      acc.services.feed.push(acc.services.feed[service]);
      for (const date of dates) {
        acc.services.exceptions.push({ service, date, added: false });
        acc.services.exceptions.push({ service: part, date, added: true });
      }
      serviceClocks.push({ service: part, shift, idSuffix });
    }
    clocks.set(service, serviceClocks);
  }
  return clocks;
}
