import type { TransitNetwork } from '../network/model/types.ts';
import type { CancelledTrips } from '../routing/raptor/active-trips.ts';
import type { TripDelays } from '../routing/delays/trip-delays.ts';
import { localDateOf } from '../network/model/service-time.ts';
import { tripDelaysOf } from './trip-delays-of.ts';
import type { RealtimeAlert } from './alert-index.ts';
import type { AddedTrip } from './added-trips.ts';
import type { FeedSnapshot } from './feed-snapshot.ts';
import { FeedPoller, type PollerOptions, type SourceStatus } from './feed-poller.ts';
import type { RealtimeConfig } from './realtime-config.ts';
import type { LateDeparture, TripRealtime } from './trip-update-index.ts';
import type { RealtimeVehicle } from './vehicle-index.ts';

/**
 * Every configured GTFS-realtime source of the process, and the merged view readers use: the fresh snapshots only (a
 * snapshot past REALTIME_MAX_AGE_SECONDS is dropped and the timetable answers again, with a notice).
 */

/** What a static feed's departures can say: live predictions, configured but unavailable now, or no realtime at all. */
export type FeedRealtimeState = 'live' | 'unavailable' | 'none';

export interface RealtimeView {
  trip(trip: number, date: string): TripRealtime | undefined;
  /** Trips running late at a stop (predicted departure after the timetable's). */
  lateAt(stop: number): LateDeparture[];
  /** Extra trips (ADDED / NEW) leaving a stop. */
  addedAt(stop: number): Array<{ added: AddedTrip; call: number }>;
  alerts: RealtimeAlert[];
  vehicles: RealtimeVehicle[];
  /** By static feed index (network.feeds). */
  feedState(feed: number): FeedRealtimeState;
  /** The newest snapshot time among fresh sources of the feed (epoch ms), when live. */
  updatedAtMs(feed: number): number | undefined;
  /** Cancelled trips by run date, for the planner (computed once per view). */
  cancelledTrips(): CancelledTrips | undefined;
  /** Today's predicted delays, for the planner to route on (computed once per view); undefined when none. */
  tripDelays(): TripDelays | undefined;
}

export function viewOf(
  network: TransitNetwork,
  configuredFeeds: Set<string>,
  snapshots: FeedSnapshot[],
  nowMs = Date.now(),
): RealtimeView {
  // Newest first: when two sources speak of one trip, the newer snapshot wins.
  const ordered = [...snapshots].sort(
    (a, b) => (b.feedTimestampMs ?? b.fetchedAtMs) - (a.feedTimestampMs ?? a.fetchedAtMs),
  );
  const updated = new Map<string, number>();
  for (const snapshot of ordered)
    updated.set(snapshot.feedId, Math.max(updated.get(snapshot.feedId) ?? 0, snapshot.fetchedAtMs));
  let cancelled: CancelledTrips | undefined | null = null;
  let delays: TripDelays | undefined | null = null;
  // The content of the snapshots, not when they were last confirmed: an answer 304 Not Modified changes nothing.
  const contentVersion = ordered
    .map((snapshot) => `${snapshot.feedId}@${snapshot.feedTimestampMs ?? snapshot.fetchedAtMs}`)
    .join(',');
  return {
    tripDelays() {
      if (delays !== null) return delays;
      return (delays = tripDelaysOf(
        ordered.map((snapshot) => snapshot.tripUpdates),
        localDateOf(network.timezone, nowMs),
        contentVersion,
      ));
    },
    cancelledTrips() {
      if (cancelled !== null) return cancelled;
      const byDate: Record<string, number[]> = {};
      for (const snapshot of ordered) {
        for (const run of snapshot.tripUpdates.cancelledRuns()) (byDate[run.date] ??= []).push(run.trip);
      }
      return (cancelled = Object.keys(byDate).length ? { version: contentVersion, byDate } : undefined);
    },
    trip(trip, date) {
      for (const snapshot of ordered) {
        const found = snapshot.tripUpdates.get(trip, date);
        if (found) return found;
      }
      return undefined;
    },
    lateAt(stop) {
      if (ordered.length === 1) return ordered[0].tripUpdates.lateAt(stop);
      return ordered.flatMap((snapshot) => snapshot.tripUpdates.lateAt(stop));
    },
    addedAt(stop) {
      return ordered.flatMap((snapshot) => snapshot.tripUpdates.addedAt(stop));
    },
    alerts: ordered.flatMap((snapshot) => snapshot.alerts),
    vehicles: ordered.flatMap((snapshot) => snapshot.vehicles),
    feedState(feed) {
      const id = network.feeds[feed]?.id;
      if (!id || !configuredFeeds.has(id)) return 'none';
      return updated.has(id) ? 'live' : 'unavailable';
    },
    updatedAtMs(feed) {
      return updated.get(network.feeds[feed]?.id ?? '');
    },
  };
}

export class RealtimeFeeds {
  readonly pollers: FeedPoller[];
  private readonly network: TransitNetwork;
  private readonly configured: Set<string>;
  private readonly now: () => number;
  private cached?: { key: string; view: RealtimeView };

  constructor(
    config: RealtimeConfig,
    network: TransitNetwork,
    options: Pick<PollerOptions, 'fetch' | 'random' | 'now' | 'log' | 'maxBackoffMs' | 'snapshots' | 'onPolled'> = {},
  ) {
    this.network = network;
    this.now = options.now ?? Date.now;
    this.configured = new Set(config.sources.map((source) => source.feedId));
    this.pollers = config.sources.map(
      (source) =>
        new FeedPoller(source, network, {
          ...options,
          pollMs: config.pollMs,
          timeoutMs: config.timeoutMs,
          maxAgeMs: config.maxAgeMs,
        }),
    );
  }

  start(): void {
    for (const poller of this.pollers) poller.start();
  }

  stop(): void {
    for (const poller of this.pollers) poller.stop();
  }

  /** One attempt of every source (tests, and the benchmark). */
  async pollAll(): Promise<void> {
    await Promise.all(this.pollers.map((poller) => poller.poll()));
  }

  /** The merged view of the fresh snapshots; rebuilt only when the set of snapshots changed. */
  view(nowMs = this.now()): RealtimeView {
    const snapshots = this.pollers
      .map((poller) => poller.fresh(nowMs))
      .filter((snapshot): snapshot is FeedSnapshot => !!snapshot);
    // The network's date is part of the key: at midnight today's delays are about another day.
    const key = `${localDateOf(this.network.timezone, nowMs)}|${snapshots.map((snapshot) => `${snapshot.feedId}@${snapshot.fetchedAtMs}`).join(',')}`;
    if (this.cached?.key !== key) this.cached = { key, view: viewOf(this.network, this.configured, snapshots, nowMs) };
    return this.cached.view;
  }

  status(nowMs = this.now()): SourceStatus[] {
    return this.pollers.map((poller) => poller.status(nowMs));
  }
}
