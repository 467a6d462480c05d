import { epochDay, weekdayIndex } from '../model/calendar-days.ts';
import type { NetworkAccumulator } from './network-accumulator.ts';
import type { FeedSummary, ServiceTable } from '../model/types.ts';

/**
 * calendar.txt ranges and weekdays, then calendar_dates.txt additions and removals, as one bitset per service over the
 * union of the feeds' date ranges. Also fixes each feed's covered day range (for the stale-feed date shift).
 */
export function buildServiceTable(acc: NetworkAccumulator): { services: ServiceTable; feeds: FeedSummary[] } {
  const covered = acc.feeds.filter((feed) => feed.firstDate <= feed.lastDate);
  const firstDate = covered.length ? covered.map((feed) => feed.firstDate).sort()[0] : '2000-01-01';
  const lastDate = covered.length
    ? covered
        .map((feed) => feed.lastDate)
        .sort()
        .at(-1)!
    : '2000-01-01';
  const base = epochDay(firstDate);
  const dayCount = covered.length ? epochDay(lastDate) - base + 1 : 0;
  const bytesPerService = Math.max(1, Math.ceil(dayCount / 8));
  const count = acc.services.ids.length;
  const bits = new Uint8Array(count * bytesPerService);
  const setBit = (service: number, day: number, on: boolean) => {
    if (day < 0 || day >= dayCount) return;
    const byte = service * bytesPerService + (day >> 3);
    if (on) bits[byte] |= 1 << (day & 7);
    else bits[byte] &= ~(1 << (day & 7));
  };
  for (const calendar of acc.services.calendars) {
    const from = epochDay(calendar.startDate) - base;
    const to = epochDay(calendar.endDate) - base;
    let weekday = weekdayIndex(calendar.startDate);
    for (let day = from; day <= to; day++, weekday = (weekday + 1) % 7) {
      if (calendar.weekdays[weekday]) setBit(calendar.service, day, true);
    }
  }
  for (const exception of acc.services.exceptions)
    setBit(exception.service, epochDay(exception.date) - base, exception.added);

  const feeds: FeedSummary[] = acc.feeds.map((feed) => ({
    id: feed.id,
    source: feed.source,
    city: feed.city,
    firstDay: feed.firstDate <= feed.lastDate ? epochDay(feed.firstDate) - base : 0,
    lastDay: feed.firstDate <= feed.lastDate ? epochDay(feed.lastDate) - base : -1,
  }));
  return {
    services: {
      count,
      ids: acc.services.ids,
      feed: Uint16Array.from(acc.services.feed),
      firstDate,
      dayCount,
      bytesPerService,
      bits,
    },
    feeds,
  };
}
