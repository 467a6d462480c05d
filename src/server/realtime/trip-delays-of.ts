import type { TripDelays } from '../routing/trip-delays.ts';
import type { TripRealtime } from './trip-update-index.ts';

/**
 * The planner's view of today's trip updates (src/server/routing/trip-delays.ts): per trip running on `date` that runs
 * early, late or skips a stop, its delays at every pattern position packed in typed arrays. Cancelled trips are not
 * here (the planner leaves them out through CancelledTrips); trips exactly on time add nothing. `updates` come newest
 * snapshot first: the first word on a trip wins, as for every other reader.
 */
export function tripDelaysOf(updates: Iterable<TripRealtime>, date: string, version: string): TripDelays | undefined {
  const seen = new Set<number>();
  const chosen: TripRealtime[] = [];
  let positions = 0;
  for (const realtime of updates) {
    if (realtime.date !== date || seen.has(realtime.trip)) continue;
    seen.add(realtime.trip);
    const stops = realtime.stops;
    if (realtime.cancelled || !stops) continue;
    if (!stops.some((stop) => stop.skipped || (stop.arrivalDelay ?? 0) !== 0 || (stop.departureDelay ?? 0) !== 0)) continue;
    chosen.push(realtime);
    positions += stops.length;
  }
  if (chosen.length === 0) return undefined;
  chosen.sort((a, b) => a.trip - b.trip);
  const trips = new Uint32Array(chosen.length);
  const start = new Uint32Array(chosen.length + 1);
  const arrivalDelay = new Int32Array(positions);
  const departureDelay = new Int32Array(positions);
  const skipped = new Uint8Array(positions);
  let at = 0;
  chosen.forEach((realtime, k) => {
    trips[k] = realtime.trip;
    start[k] = at;
    for (const stop of realtime.stops!) {
      arrivalDelay[at] = Math.round(stop.arrivalDelay ?? 0);
      departureDelay[at] = Math.round(stop.departureDelay ?? 0);
      skipped[at] = stop.skipped ? 1 : 0;
      at++;
    }
  });
  start[chosen.length] = at;
  return { version: `${date}|${version}`, date, trips, start, arrivalDelay, departureDelay, skipped };
}
