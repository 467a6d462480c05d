import type { TransitNetwork } from '../network/types.ts';
import { indexAlerts, type RealtimeAlert } from './alert-index.ts';
import { toNumber, type FeedMessage } from './gtfs-rt.ts';
import { indexTripUpdates, type TripUpdateIndex } from './trip-update-index.ts';
import { indexVehicles, type RealtimeVehicle } from './vehicle-index.ts';

/** Everything one fetched FeedMessage says, matched to the network once, so readers only look things up. */
export interface FeedSnapshot {
  feedId: string;
  /** When this content was last confirmed (fetched, or answered 304 Not Modified). */
  fetchedAtMs: number;
  /** The feed header's timestamp (epoch ms), when given. */
  feedTimestampMs?: number;
  tripUpdates: TripUpdateIndex;
  alerts: RealtimeAlert[];
  vehicles: RealtimeVehicle[];
  entityCount: number;
}

export function buildSnapshot(network: TransitNetwork, feedId: string, message: FeedMessage, nowMs: number): FeedSnapshot {
  const entities = message.entity ?? [];
  const timestamp = toNumber(message.header?.timestamp);
  return {
    feedId,
    fetchedAtMs: nowMs,
    feedTimestampMs: timestamp ? timestamp * 1000 : undefined,
    tripUpdates: indexTripUpdates(network, feedId, entities, nowMs),
    alerts: indexAlerts(network, feedId, entities),
    vehicles: indexVehicles(network, feedId, entities),
    entityCount: entities.length,
  };
}
