import { earliestTripNear } from '../raptor/active-trips.ts';
import type { SearchDay } from '../raptor/search-day.ts';
import type { EndpointLinks, RaptorOptions } from '../raptor/raptor-labels.ts';
import type { RoutingView } from '../raptor/routing-view.ts';

/** rRAPTOR's departure times, latest first, each with the access links (indexes) that have a trip leaving then. */
export function rangeDepartureTimes(
  view: RoutingView,
  access: EndpointLinks,
  start: number,
  range: number,
  options: RaptorOptions,
): [number, number[]][] {
  const times = new Map<number, number[]>();
  for (let a = 0; a < access.stops.length; a++) {
    const stop = access.stops[a];
    const walk = access.durations[a];
    for (let e = view.stopPatternStart[stop]; e < view.stopPatternStart[stop + 1]; e++) {
      const pattern = view.stopPattern[e];
      if (view.patternModeBit[pattern] & options.excludedModeMask) continue;
      const position = view.stopPatternPosition[e];
      if (!view.canBoard[view.patternStopStart[pattern] + position]) continue;
      const length = view.patternStopStart[pattern + 1] - view.patternStopStart[pattern];
      for (const day of options.days) {
        collectDepartures(
          day,
          pattern,
          length,
          position,
          start + walk - day.offset,
          range,
          day.offset - walk,
          (time) => {
            const links = times.get(time);
            if (!links) times.set(time, [a]);
            else if (links[links.length - 1] !== a) links.push(a);
          },
        );
      }
    }
  }
  return [...times].sort((x, y) => y[0] - x[0]);
}

/**
 * The departures of a pattern's active trips of one day from one position within [from, from + range] (the day's own
 * time), shifted by `shift`: the first found by galloping and bisection over the day's compact times (the scan's own
 * copy), then in order (FIFO) until past the window.
 */
function collectDepartures(
  day: SearchDay,
  pattern: number,
  length: number,
  position: number,
  from: number,
  range: number,
  shift: number,
  visit: (time: number) => void,
): void {
  // From the day's own copy of the times: today's may be predictions, in the day's FIFO order.
  const trips = day.trips;
  const count = trips.start[pattern + 1] - trips.start[pattern];
  const first = earliestTripNear(trips, pattern, length, position, from, 0);
  if (first < 0) return;
  const at = 2 * (trips.rowStart[pattern] + position) + 1;
  for (let j = first; j < count; j++) {
    const departure = trips.times[at + 2 * j * length];
    if (departure > from + range) break;
    visit(departure + shift);
  }
}
