import type { DepartureRealtime, RealtimeAvailability, RealtimeSourceStatus } from '../../contract/realtime.ts';
import { realtimeStatus } from '../../domain/realtime-delays.ts';
import type { Departure } from '../network/boards/departures.ts';
import { epochMsToIso } from '../network/model/service-time.ts';
import { stopTimezone } from '../network/model/stop-timezone.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { SourceStatus } from '../realtime/feed-poller.ts';
import type { RealtimeView } from '../realtime/realtime-feeds.ts';

/** Realtime parts of API answers, shaped as src/contract/realtime.ts says. */

export function presentDepartureRealtime(network: TransitNetwork, departure: Departure): DepartureRealtime | undefined {
  const realtime = departure.realtime;
  if (!realtime) return undefined;
  if (realtime.state !== 'predicted') return { status: realtime.state };
  return {
    status: realtimeStatus(realtime.delaySeconds ?? 0),
    expectedTime: epochMsToIso(
      stopTimezone(network, departure.stop),
      realtime.expectedDepartureMs ?? departure.departureMs,
    ),
    delaySeconds: Math.round(realtime.delaySeconds ?? 0),
  };
}

export function presentAvailability(
  network: TransitNetwork,
  view: RealtimeView | undefined,
  stop: number | undefined,
): RealtimeAvailability {
  if (!view || stop === undefined) return { state: 'none' };
  const feed = network.stops.feed[stop];
  const state = view.feedState(feed);
  const updatedAtMs = view.updatedAtMs(feed);
  return state === 'live' && updatedAtMs !== undefined
    ? { state, updatedAt: epochMsToIso(network.timezone, updatedAtMs) }
    : { state };
}

export function presentSourceStatus(network: TransitNetwork, status: SourceStatus): RealtimeSourceStatus {
  const snapshot = status.snapshot;
  const counts = snapshot?.tripUpdates.counts;
  return {
    feedId: status.feedId,
    url: status.url,
    state: status.state,
    lastSuccess: status.lastSuccessMs !== undefined ? epochMsToIso(network.timezone, status.lastSuccessMs) : null,
    ageSeconds: status.ageMs !== undefined ? Math.round(status.ageMs / 1000) : null,
    lastError: status.lastError ?? null,
    consecutiveFailures: status.consecutiveFailures,
    entities: {
      total: snapshot?.entityCount ?? 0,
      tripUpdates: counts?.tripUpdates ?? 0,
      alerts: snapshot?.alerts.length ?? 0,
      vehicles: snapshot?.vehicles.length ?? 0,
    },
    tripsMatched: counts?.matched ?? 0,
    tripsUnmatched: counts?.unmatched ?? 0,
  };
}
