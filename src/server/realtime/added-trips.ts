import { isoStartDate, toNumber, type TripUpdate } from './gtfs-rt.ts';
import { rawId, resolveId } from './network-ids.ts';
import type { TransitNetwork } from '../network/model/types.ts';

/**
 * Trips the timetable does not have (GTFS-realtime ADDED / NEW): an extra run of a known route, told by absolute
 * times at known stops. Boards list them beside the timetable's trips, marked as extra.
 */
export interface AddedTrip {
  /** `${feedId}:${trip_id}` as the feed names it. */
  id: string;
  route: number;
  /** "0" / "1" from direction_id, else '' (grouped with the line's direction by headsign then). */
  directionKey: string;
  headsign: string;
  date: string | undefined;
  calls: Array<{ stop: number; departureMs: number }>;
}

/** An added trip's calls: each stop time update naming a known stop with an absolute time; skipped ones left out. */
export function addedTripOf(network: TransitNetwork, feedId: string, update: TripUpdate): AddedTrip | undefined {
  const route = resolveId(network.lookup.route, feedId, update.trip.routeId);
  if (route === undefined) return undefined;
  const calls: AddedTrip['calls'] = [];
  for (const stopUpdate of update.stopTimeUpdate ?? []) {
    if (stopUpdate.scheduleRelationship === 1 || stopUpdate.scheduleRelationship === 2) continue;
    const stop = resolveId(network.lookup.stop, feedId, stopUpdate.stopId);
    const seconds = toNumber(stopUpdate.departure?.time) ?? toNumber(stopUpdate.arrival?.time);
    if (stop === undefined || !seconds) continue;
    calls.push({ stop, departureMs: seconds * 1000 });
  }
  if (calls.length < 2) return undefined;
  const last = calls.at(-1)!;
  const direction = update.trip.directionId;
  return {
    id: `${feedId}:${update.trip.tripId ?? ''}`,
    route,
    directionKey: direction === 0 || direction === 1 ? String(direction) : '',
    headsign:
      update.tripProperties?.tripHeadsign || network.stops.names[last.stop] || rawId(network.stops.ids[last.stop]),
    date: isoStartDate(update.trip.startDate),
    calls,
  };
}
