import { servicesOn } from '../network/model/service-days.ts';
import { tripOnDate } from '../network/model/trip-on-date.ts';
import type { TransitNetwork } from '../network/model/types.ts';

/**
 * Realtime entities name trips, routes and stops by their GTFS ids; the network namespaces ids per feed
 * (`${feedId}:${gtfsId}`; the six NYC bus feeds share one route namespace, `bus:M15`), except a single feed compiled
 * with raw ids (tests). Tried in order: the feed's namespace, the raw id, then the raw id in any namespace when only
 * one id carries it (a realtime feed covering several static feeds, like the MTA's one bus feed for five boroughs).
 */

/** The GTFS id without its feed namespace. */
export function rawId(id: string): string {
  const colon = id.indexOf(':');
  return colon < 0 ? id : id.slice(colon + 1);
}

const AMBIGUOUS = -1;
const unqualified = new WeakMap<Map<string, number>, Map<string, number>>();

function byRawId(ids: Map<string, number>): Map<string, number> {
  let index = unqualified.get(ids);
  if (!index) {
    index = new Map();
    for (const [id, value] of ids) {
      const raw = rawId(id);
      index.set(raw, index.has(raw) ? AMBIGUOUS : value);
    }
    unqualified.set(ids, index);
  }
  return index;
}

export function resolveId(
  ids: Map<string, number>,
  feedId: string,
  gtfsId: string | null | undefined,
): number | undefined {
  if (!gtfsId) return undefined;
  const direct = ids.get(`${feedId}:${gtfsId}`) ?? ids.get(gtfsId);
  if (direct !== undefined) return direct;
  const any = byRawId(ids).get(gtfsId);
  return any === undefined || any === AMBIGUOUS ? undefined : any;
}

/**
 * The MTA's subway trip updates name a trip by the tail of its static id ("000600_1..S03R" for
 * "ASP26GEN-1038-Sunday-00_000600_1..S03R"; see the MTA's GTFS-realtime reference): the tail after the first '_',
 * and among trips sharing it, the one whose service runs on the date.
 */
const byTail = new WeakMap<TransitNetwork, Map<string, number[]>>();

function tailIndex(network: TransitNetwork): Map<string, number[]> {
  let index = byTail.get(network);
  if (!index) {
    index = new Map();
    network.trips.ids.forEach((id, trip) => {
      const raw = rawId(id);
      const underscore = raw.indexOf('_');
      if (underscore < 0) return;
      const key = `${id.slice(0, id.length - raw.length)}${raw.slice(underscore + 1)}`;
      const list = index!.get(key);
      if (list) list.push(trip);
      else index!.set(key, [trip]);
    });
    byTail.set(network, index);
  }
  return index;
}

export function resolveTrip(
  network: TransitNetwork,
  feedId: string,
  tripId: string | null | undefined,
  date: string,
): number | undefined {
  if (!tripId) return undefined;
  const exact = resolveId(network.lookup.trip, feedId, tripId);
  if (exact !== undefined) return tripOnDate(network, exact, date);
  const candidates = tailIndex(network).get(`${feedId}:${tripId}`) ?? tailIndex(network).get(tripId);
  if (!candidates) return undefined;
  const { active } = servicesOn(network, date);
  return candidates.find((trip) => active[network.trips.service[trip]]);
}
