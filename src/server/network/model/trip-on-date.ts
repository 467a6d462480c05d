import { servicesOn } from './service-days.ts';
import type { NetworkData } from './types.ts';

/**
 * A feed kept on another zone than the network's has its services cut where the gap between both zones changes; the
 * days split off run copies of the trips whose ids carry a `~<seconds>` suffix (ids stay unique). Realtime feeds and
 * links still name the plain GTFS id, so a plain id plus a service date has to find the copy that runs that day.
 */

const SPLIT_SUFFIX = /~-?\d+$/;
const copiesByNetwork = new WeakMap<NetworkData, Map<string, number[]>>();

/** Plain trip id → the trips split off it, built once per network (empty for networks kept on one zone). */
function splitCopies(network: NetworkData): Map<string, number[]> {
  let copies = copiesByNetwork.get(network);
  if (!copies) {
    copies = new Map();
    network.trips.ids.forEach((id, trip) => {
      const suffix = SPLIT_SUFFIX.exec(id);
      if (!suffix) return;
      const plain = id.slice(0, suffix.index);
      const list = copies!.get(plain);
      if (list) list.push(trip);
      else copies!.set(plain, [trip]);
    });
    copiesByNetwork.set(network, copies);
  }
  return copies;
}

/**
 * The trip that runs `trip`'s schedule on the service date: `trip` itself when its service runs that day, else the
 * split-off copy whose service does; `trip` when none does (the caller then says the trip does not run that day).
 */
export function tripOnDate(network: NetworkData, trip: number, date: string): number {
  const { active } = servicesOn(network, date);
  if (active[network.trips.service[trip]]) return trip;
  const copies = splitCopies(network).get(network.trips.ids[trip]);
  return copies?.find((copy) => active[network.trips.service[copy]]) ?? trip;
}
