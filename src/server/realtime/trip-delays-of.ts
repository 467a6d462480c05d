import type { TripDelays } from '../routing/delays/trip-delays.ts';
import { NO_DELAY, type TripUpdates } from './packed-trip-updates.ts';

/**
 * The planner's view of today's trip updates (src/server/routing/delays/trip-delays.ts): per trip running on `date`
 * that runs early, late or skips a stop, its delays at every pattern position packed in typed arrays, read straight
 * from the snapshots' packed arrays (no object per trip). Cancelled trips are not here (the planner leaves them out
 * through CancelledTrips); trips exactly on time add nothing. `sources` come newest snapshot first: the first word on a
 * trip wins, as for every other reader.
 */
export function tripDelaysOf(sources: TripUpdates[], date: string, version: string): TripDelays | undefined {
  const seen = new Set<number>();
  const chosen: Array<{ source: TripUpdates; k: number }> = [];
  let positions = 0;
  for (const source of sources) {
    const { trips, dateOf, dates, cancelled, start, arrivalDelay, departureDelay, skipped } = source.packed;
    for (let k = 0; k < trips.length; k++) {
      if (dates[dateOf[k]] !== date || seen.has(trips[k])) continue;
      seen.add(trips[k]);
      if (cancelled[k]) continue;
      let changed = false;
      for (let at = start[k]; at < start[k + 1] && !changed; at++) {
        changed =
          skipped[at] === 1 ||
          (arrivalDelay[at] !== NO_DELAY && arrivalDelay[at] !== 0) ||
          (departureDelay[at] !== NO_DELAY && departureDelay[at] !== 0);
      }
      if (!changed) continue;
      chosen.push({ source, k });
      positions += start[k + 1] - start[k];
    }
  }
  if (chosen.length === 0) return undefined;
  chosen.sort((a, b) => a.source.packed.trips[a.k] - b.source.packed.trips[b.k]);
  const delays: TripDelays = {
    version: `${date}|${version}`,
    date,
    trips: new Uint32Array(chosen.length),
    start: new Uint32Array(chosen.length + 1),
    arrivalDelay: new Int32Array(positions),
    departureDelay: new Int32Array(positions),
    skipped: new Uint8Array(positions),
  };
  let at = 0;
  chosen.forEach(({ source, k }, index) => {
    const packed = source.packed;
    delays.trips[index] = packed.trips[k];
    delays.start[index] = at;
    for (let from = packed.start[k]; from < packed.start[k + 1]; from++, at++) {
      delays.arrivalDelay[at] = packed.arrivalDelay[from] === NO_DELAY ? 0 : packed.arrivalDelay[from];
      delays.departureDelay[at] = packed.departureDelay[from] === NO_DELAY ? 0 : packed.departureDelay[from];
      delays.skipped[at] = packed.skipped[from];
    }
  });
  delays.start[chosen.length] = at;
  return delays;
}
