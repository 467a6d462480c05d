import { serviceDayStartMs } from '../../../src/server/network/model/service-time.ts';
import { servicesOn } from '../../../src/server/network/model/service-days.ts';
import type { TransitNetwork } from '../../../src/server/network/model/types.ts';
import { rawId } from '../../../src/server/realtime/network-ids.ts';
import { encodeFeed, type EntityInput } from '../../../src/test-support/gtfs-rt-fixtures.ts';

/**
 * The realtime benchmarks' synthetic trip-updates feed: trips of `date` running at `nowMs` or within the next two hours,
 * each with a stop time update per stop (absolute times, as the MTA sends), a delay drifting along the trip, and now
 * and then a skipped stop (1 %) or a cancelled trip (3 %), up to about `targetBytes` encoded. Seeded: the same feed on
 * every run for a given network, date and time.
 */
export function syntheticTripUpdates(
  network: TransitNetwork,
  date: string,
  nowMs: number,
  targetBytes: number,
): { payload: Uint8Array; entities: EntityInput[] } {
  const dayStart = serviceDayStartMs(network.timezone, date);
  const startDate = date.replaceAll('-', '');
  const { active } = servicesOn(network, date);
  const { trips, patterns, stopTimes, stops } = network;
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const entities: EntityInput[] = [];
  let bytes = 0;
  const nowSec = (nowMs - dayStart) / 1000;
  for (let t = 0; t < trips.count && bytes < targetBytes; t++) {
    if (!active[trips.service[t]]) continue;
    const width = patterns.stopStart[trips.pattern[t] + 1] - patterns.stopStart[trips.pattern[t]];
    const base = trips.stopTimeStart[t];
    if (stopTimes.arrival[base + width - 1] < nowSec || stopTimes.departure[base] > nowSec + 7200) continue;
    const tripId = rawId(trips.ids[t]);
    if (random() < 0.03) {
      entities.push({ id: `c${t}`, tripUpdate: { trip: { tripId, startDate, scheduleRelationship: 3 } } });
      continue;
    }
    let delay = Math.round((random() - 0.3) * 300);
    const updates = [];
    for (let i = 0; i < width; i++) {
      delay += Math.round((random() - 0.5) * 30);
      const stopId = rawId(stops.ids[patterns.stops[patterns.stopStart[trips.pattern[t]] + i]]);
      if (random() < 0.01) updates.push({ stopId, scheduleRelationship: 1 });
      else
        updates.push({
          stopId,
          arrival: { time: Math.round(dayStart / 1000 + stopTimes.arrival[base + i] + delay) },
          departure: { time: Math.round(dayStart / 1000 + stopTimes.departure[base + i] + delay) },
        });
    }
    const entity = { id: `u${t}`, tripUpdate: { trip: { tripId, startDate }, stopTimeUpdate: updates } };
    entities.push(entity);
    bytes += encodeFeed([entity]).length;
  }
  return { payload: encodeFeed(entities), entities };
}
