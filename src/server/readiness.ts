import type { AppDeps } from './http/deps.ts';
import type { NetworkInfoResponse } from '../contract/network-info.ts';
import type { FeedStatus } from './gtfs/feed-status.ts';
import { withFeedStatus } from './http/network-info.ts';
import { addDays } from './network/model/calendar-days.ts';
import type { TransitNetwork } from './network/model/types.ts';

/**
 * What a load balancer asks a site node before sending it traffic (/readyz): is the transit network loaded, does the
 * database answer. The answer names each check but no detail a visitor could use (the node's log has the errors).
 */
export type CheckState = 'ok' | 'missing' | 'unreachable' | 'connected';

export interface Readiness {
  ready: boolean;
  checks: { network: CheckState; database: CheckState };
  /** The timetables a node serves, feed by feed (version, service window, fetch, last refusal): nodes compared at a glance. */
  feeds?: ServedFeed[];
}

export type ServedFeed = Omit<NetworkInfoResponse['feeds'][number], 'holidays' | 'week'>;

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Embedded mode: loads the backend when needed (a node warms up on its first probe) and pings the database. */
export async function embeddedReadiness(
  load: () => Promise<AppDeps>,
  { log = console.warn, timeoutMs = PING_TIMEOUT_MS }: { log?: (message: string) => void; timeoutMs?: number } = {},
): Promise<Readiness> {
  let deps: AppDeps;
  try {
    deps = await load();
  } catch (error) {
    log(`[readyz] backend not started: ${(error as Error).message}`);
    return { ready: false, checks: { network: 'missing', database: 'unreachable' } };
  }
  const network: CheckState = deps.network ? 'ok' : 'missing';
  let database: CheckState = 'missing';
  if (deps.store) {
    try {
      await withTimeout(deps.store.ping(), timeoutMs);
      database = 'ok';
    } catch (error) {
      log(`[readyz] database (${deps.store.engine}) does not answer: ${(error as Error).message}`);
      database = 'unreachable';
    }
  }
  const ready = network === 'ok' && database === 'ok';
  const data = deps.dataStatus?.();
  if (!deps.network || !data) return { ready, checks: { network, database } };
  return { ready, checks: { network, database }, feeds: feedsServed(deps.network, data.feeds) };
}

function feedsServed(network: TransitNetwork, status: FeedStatus[]): ServedFeed[] {
  const { firstDate } = network.services;
  const feeds = network.feeds.map((feed) => ({
    id: feed.id,
    startDate: feed.lastDay < feed.firstDay ? '' : addDays(firstDate, feed.firstDay),
    endDate: feed.lastDay < feed.firstDay ? '' : addDays(firstDate, feed.lastDay),
    holidays: [],
    week: [],
  }));
  return withFeedStatus(feeds, status).map(({ holidays: _h, week: _w, ...feed }) => feed);
}

/** Connected mode: the operator's BFF holds the data; the node itself needs nothing more to serve pages. */
export const CONNECTED_READINESS: Readiness = { ready: true, checks: { network: 'connected', database: 'connected' } };
