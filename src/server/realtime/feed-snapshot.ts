import type { TransitNetwork } from '../network/model/types.ts';
import { indexAlerts, type RealtimeAlert } from './alert-index.ts';
import { decodeFeed, toNumber, type FeedMessage } from './gtfs-rt.ts';
import { packTripUpdates, TripUpdates, type PackedTripUpdates } from './packed-trip-updates.ts';
import { indexTripUpdates } from './trip-update-index.ts';
import { indexVehicles, type RealtimeVehicle } from './vehicle-index.ts';

/** Everything one fetched FeedMessage says, matched to the network once, so readers only look things up. */
export interface FeedSnapshot {
  feedId: string;
  /** When this content was last confirmed (fetched, or answered 304 Not Modified). */
  fetchedAtMs: number;
  /** The feed header's timestamp (epoch ms), when given. */
  feedTimestampMs?: number;
  tripUpdates: TripUpdates;
  alerts: RealtimeAlert[];
  vehicles: RealtimeVehicle[];
  entityCount: number;
}

/** A snapshot as it crosses threads: the trip updates as flat typed arrays, the rest plain data. */
export type PackedSnapshot = Omit<FeedSnapshot, 'tripUpdates'> & { tripUpdates: PackedTripUpdates };

/** The payload does not decode as a GTFS-realtime FeedMessage. */
export class MalformedFeed extends Error {}

export function packedSnapshotOf(
  network: TransitNetwork,
  feedId: string,
  message: FeedMessage,
  nowMs: number,
): PackedSnapshot {
  const entities = message.entity ?? [];
  const timestamp = toNumber(message.header?.timestamp);
  return {
    feedId,
    fetchedAtMs: nowMs,
    feedTimestampMs: timestamp ? timestamp * 1000 : undefined,
    tripUpdates: packTripUpdates(indexTripUpdates(network, feedId, entities, nowMs)),
    alerts: indexAlerts(network, feedId, entities),
    vehicles: indexVehicles(network, feedId, entities, nowMs),
    entityCount: entities.length,
  };
}

export function adoptSnapshot(packed: PackedSnapshot): FeedSnapshot {
  return { ...packed, tripUpdates: new TripUpdates(packed.tripUpdates) };
}

export function buildSnapshot(
  network: TransitNetwork,
  feedId: string,
  message: FeedMessage,
  nowMs: number,
): FeedSnapshot {
  return adoptSnapshot(packedSnapshotOf(network, feedId, message, nowMs));
}

/** Decodes and matches fetched bytes (on whichever thread runs it); MalformedFeed when they are not a FeedMessage. */
export function packBytes(network: TransitNetwork, feedId: string, bytes: Uint8Array, nowMs: number): PackedSnapshot {
  let message: FeedMessage;
  try {
    message = decodeFeed(bytes);
  } catch (error) {
    throw new MalformedFeed(`malformed payload (${bytes.length} bytes): ${(error as Error).message}`);
  }
  return packedSnapshotOf(network, feedId, message, nowMs);
}

/** Builds snapshots from fetched bytes: here (tests, no shared network) or on the snapshot thread (snapshot-thread.ts). */
export type SnapshotBuilder = (feedId: string, bytes: Uint8Array, nowMs: number) => Promise<FeedSnapshot>;

/** On the calling thread: decoding and matching a 1 MB feed blocks it for 70–140 ms. */
export function inThreadSnapshots(network: TransitNetwork): SnapshotBuilder {
  return async (feedId, bytes, nowMs) => adoptSnapshot(packBytes(network, feedId, bytes, nowMs));
}
