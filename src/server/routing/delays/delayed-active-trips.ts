import { activeServicesOn } from '../../network/model/services.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import type { ActiveTrips } from '../raptor/search-day.ts';
import type { RoutingView } from '../raptor/routing-view.ts';
import { accessibilityAllowed, type StepFreeFilter } from '../step-free.ts';
import type { DelayedTrips } from './trip-delays.ts';

/**
 * The active trips of the delays' date as a search rides them: predicted times for the trips the feeds speak of, each
 * touched pattern in its FIFO order of the day, the split trips each in its extra pattern (view.patternCount counts
 * them; see delayed-view.ts). Same layout as buildActiveTrips (active-trips.ts), which builds every other day.
 */
export function buildDelayedActiveTrips(
  network: TransitNetwork,
  view: RoutingView,
  delayed: DelayedTrips,
  stepFree: StepFreeFilter,
  excluded?: ReadonlySet<number>,
): ActiveTrips {
  const runs = activeServicesOn(network, delayed.delays.date).active;
  const basePatterns = view.patternCount - delayed.split.length;
  const { service, wheelchair } = network.trips;
  const usable = (trip: number) => !excluded?.has(trip) && accessibilityAllowed(wheelchair[trip], stepFree);
  const start = new Uint32Array(view.patternCount + 1);
  const chosen: number[] = [];
  for (let p = 0; p < basePatterns; p++) {
    start[p] = chosen.length;
    const order = delayed.order.get(p);
    if (order) {
      // FIFO forward is FIFO backwards read in reverse.
      for (let k = 0; k < order.length; k++) {
        const trip = order[view.reversed ? order.length - 1 - k : k];
        if (usable(trip)) chosen.push(slotOfTrip(network, view, trip));
      }
      continue;
    }
    for (let slot = view.patternTripStart[p]; slot < view.patternTripStart[p + 1]; slot++) {
      const trip = view.slotTrip[slot];
      if (runs[service[trip]] && usable(trip)) chosen.push(slot);
    }
  }
  delayed.split.forEach(({ trip }, e) => {
    start[basePatterns + e] = chosen.length;
    if (usable(trip)) chosen.push(slotOfTrip(network, view, trip));
  });
  start[view.patternCount] = chosen.length;
  const slots = Uint32Array.from(chosen);
  const rowStart = new Uint32Array(view.patternCount + 1);
  const { patternStopStart, slotTrip, slotTimeStart, arrival: timetableArrival, departure: timetableDeparture } = view;
  for (let p = 0; p < view.patternCount; p++)
    rowStart[p + 1] = rowStart[p] + (patternStopStart[p + 1] - patternStopStart[p]) * (start[p + 1] - start[p]);
  const times = new Int32Array(2 * rowStart[view.patternCount]);
  const minDeparture = new Int32Array(view.patternCount).fill(0x3fffffff);
  const maxDeparture = new Int32Array(view.patternCount).fill(-0x3fffffff);
  const { isPredicted } = delayed;
  for (let p = 0; p < view.patternCount; p++) {
    const n = patternStopStart[p + 1] - patternStopStart[p];
    let min = 0x3fffffff;
    let max = -0x3fffffff;
    for (let j = 0; j < start[p + 1] - start[p]; j++) {
      const slot = slots[start[p] + j];
      const row = 2 * (rowStart[p] + j * n);
      const trip = slotTrip[slot];
      if (isPredicted[trip] === 0) {
        // The timetable's times: the loop of buildActiveTrips.
        const base = slotTimeStart[slot];
        for (let i = 0; i < n; i++) {
          const departure = timetableDeparture[base + i];
          times[row + 2 * i] = timetableArrival[base + i];
          times[row + 2 * i + 1] = departure;
          if (departure < min) min = departure;
          if (departure > max) max = departure;
        }
        continue;
      }
      const predicted = delayed.predicted.get(trip)!;
      for (let i = 0; i < n; i++) {
        let arrival: number;
        let departure: number;
        if (view.reversed) {
          // Backwards in negated time: the forward departure of the mirrored position is this view's arrival.
          arrival = -predicted.departure[n - 1 - i];
          departure = -predicted.arrival[n - 1 - i];
        } else {
          arrival = predicted.arrival[i];
          departure = predicted.departure[i];
        }
        times[row + 2 * i] = arrival;
        times[row + 2 * i + 1] = departure;
        if (departure < min) min = departure;
        if (departure > max) max = departure;
      }
    }
    minDeparture[p] = min;
    maxDeparture[p] = max;
  }
  return { start, slots, rowStart, times, minDeparture, maxDeparture };
}

/** The view's slot of a network trip: the trip itself forward; backwards, the pattern's slots run in reverse trip order. */
function slotOfTrip(network: TransitNetwork, view: RoutingView, trip: number): number {
  if (!view.reversed) return trip;
  const pattern = network.trips.pattern[trip];
  return network.patterns.tripStart[pattern] + network.patterns.tripStart[pattern + 1] - 1 - trip;
}

/** Another day's active trips in a view with extra patterns: the same trips, and none in the extra patterns. */
export function withExtraPatterns(trips: ActiveTrips, patternCount: number): ActiveTrips {
  const base = trips.minDeparture.length;
  if (base === patternCount) return trips;
  const start = new Uint32Array(patternCount + 1).fill(trips.start[base]);
  start.set(trips.start);
  const rowStart = new Uint32Array(patternCount + 1).fill(trips.rowStart[base]);
  rowStart.set(trips.rowStart);
  const minDeparture = new Int32Array(patternCount).fill(0x3fffffff);
  minDeparture.set(trips.minDeparture);
  const maxDeparture = new Int32Array(patternCount).fill(-0x3fffffff);
  maxDeparture.set(trips.maxDeparture);
  return { start, slots: trips.slots, rowStart, times: trips.times, minDeparture, maxDeparture };
}
