import { addDays } from '../network/calendar-days.ts';
import { activeServicesOn } from '../network/services.ts';
import type { TransitNetwork } from '../network/types.ts';
import type { RoutingView } from './routing-view.ts';

/**
 * The slots of each pattern running on one service day (CSR over patterns, slot order kept so FIFO still holds),
 * optionally only the trips known to be wheelchair accessible. Built in one pass over the trips, cached per day.
 */
export interface ActiveTrips {
  start: Uint32Array;
  slots: Uint32Array;
}

/** One service day as the search sees it: its trips and the shift of its times relative to the query's day. */
export interface SearchDay {
  offset: number;
  trips: ActiveTrips;
}

/** The trips running on a date, each feed answering from its own (possibly shifted, stale-feed) calendar. */
export function buildActiveTrips(
  network: TransitNetwork,
  view: RoutingView,
  isoDate: string,
  wheelchairOnly: boolean,
): ActiveTrips {
  const runs = activeServicesOn(network, isoDate).active;
  const start = new Uint32Array(view.patternCount + 1);
  const chosen: number[] = [];
  for (let p = 0; p < view.patternCount; p++) {
    start[p] = chosen.length;
    for (let slot = view.patternTripStart[p]; slot < view.patternTripStart[p + 1]; slot++) {
      const trip = view.slotTrip[slot];
      if (!runs[network.trips.service[trip]]) continue;
      if (wheelchairOnly && network.trips.wheelchair[trip] !== 1) continue;
      chosen.push(slot);
    }
  }
  start[view.patternCount] = chosen.length;
  return { start, slots: Uint32Array.from(chosen) };
}

/** A few recent days per view and wheelchair flag: queries cluster on today and tomorrow. */
export class ActiveTripsCache {
  private readonly entries = new Map<string, ActiveTrips>();
  private readonly network: TransitNetwork;
  private readonly capacity: number;

  constructor(network: TransitNetwork, capacity = 12) {
    this.network = network;
    this.capacity = capacity;
  }

  get(view: RoutingView, isoDate: string, wheelchairOnly: boolean): ActiveTrips {
    const key = `${view.reversed ? 'r' : 'f'}${isoDate}${wheelchairOnly ? 'w' : ''}`;
    let trips = this.entries.get(key);
    if (trips) {
      this.entries.delete(key);
    } else {
      trips = buildActiveTrips(this.network, view, isoDate, wheelchairOnly);
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, trips);
    return trips;
  }

  /** The days a search on `isoDate` must see: the day before (trips past 24:00), the day, the day after. */
  searchDays(view: RoutingView, isoDate: string, wheelchairOnly: boolean): SearchDay[] {
    const sign = view.reversed ? -1 : 1;
    return [-1, 0, 1].map((delta) => ({
      offset: sign * delta * 86_400,
      trips: this.get(view, addDays(isoDate, delta), wheelchairOnly),
    }));
  }
}
