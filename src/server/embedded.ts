import type { Hono } from 'hono';
import { createApp } from './http/app.ts';
import type { AppDeps } from './http/deps.ts';
import { memoryRateLimitStore } from './http/rate-limit-store.ts';
import { openEmbeddedStore } from './store/embedded-store.ts';
import { loadServerNetwork } from './network/model/network-loader.ts';
import { configuredLinkSecret, generatedLinkSecret, LINK_SECRET_NAME } from './identity/unsubscribe-link.ts';
import { getSiteConfig } from '../config/site-config.ts';
import type { TransitNetwork } from './network/model/types.ts';
import type { RateLimits } from './http/rate-limits.ts';
import { onShutdown } from './lifecycle.ts';
import { coalescing } from './planner-pool/coalescing.ts';
import { PlannerPool } from './planner-pool/planner-pool.ts';
import { inProcessPlanner, type JourneyPlannerRunner } from './planner-pool/planner-runner.ts';
import { parseServerLimits, type ServerLimits } from './server-limits.ts';
import { parseRealtimeConfig } from './realtime/realtime-config.ts';
import { RealtimeFeeds } from './realtime/realtime-feeds.ts';
import { SnapshotThread } from './realtime/snapshot-thread.ts';
import { startMailRelay } from './mail/mail-relay.ts';
import { logSender, smtpSender, type MailSender } from './mail/mail-sender.ts';
import { parseMailSettings, type MailSettings } from './mail/mail-settings.ts';
import { getEnv } from '../config/env.ts';
import { createPeliasClient, type Geocoder } from './geocoder/pelias-client.ts';
import { createSignInThrottle, DEFAULT_THROTTLE, type SignInThrottle } from './identity/sign-in-throttle.ts';
import { readFeedStatus, type FeedStatus } from './gtfs/feed-status.ts';
import { networkFilePath } from './network/model/network-location.ts';
import { existsSync, statSync } from 'node:fs';
import { NetworkRefresher, NOTHING_NEW, runImport, type RefreshOutcome } from './network/refresh/network-refresher.ts';
import { refreshConfigSchema } from './network/refresh/refresh-config.ts';
import type { DataStatus } from './http/deps.ts';

/**
 * The backend as the Astro server runs it in-process (embedded mode). Built once per process, lazily, so pages that
 * never call the API do not pay for loading the network. A failed start (database unreachable) is not kept: the next
 * request, or the load balancer's next /readyz, tries again.
 */
let deps: Promise<AppDeps> | undefined;
let mounted: Promise<Hono> | undefined;

export function embeddedDeps(): Promise<AppDeps> {
  deps ??= loadDeps().catch((error: unknown) => {
    deps = undefined;
    throw error;
  });
  return deps;
}

export function embeddedBackend(): Promise<Hono> {
  mounted ??= embeddedDeps().then(
    (loaded) => createApp(loaded, { basePath: '/bff' }),
    (error: unknown) => {
      mounted = undefined;
      throw error;
    },
  );
  return mounted;
}

/** What is built once per process, even when the database makes the first attempts fail: the network, the planner's threads, the buckets. */
interface ProcessParts {
  network?: TransitNetwork;
  journeyPlanner?: JourneyPlannerRunner;
  /** The planner threads of the network in use (retired when another network is swapped in). */
  pool?: PlannerPool;
  /** Stops the realtime pollers of the network in use. */
  stopRealtime?: () => Promise<void>;
  rateLimits: RateLimits;
  /** The unsubscribe links' secret when configured (LINK_SIGNING_SECRET); else the database keeps a generated one. */
  configuredLinkSecret: string | undefined;
  /** GEOCODER_URL's client: one circuit breaker and cache per process. */
  geocoder?: Geocoder;
  /** GTFS-realtime pollers, when REALTIME_FEEDS lists sources. */
  realtime?: RealtimeFeeds;
  dataStatus: () => DataStatus;
  /** One for every backend this process builds: a swap keeps the count of failed sign-ins. */
  signInThrottle?: SignInThrottle;
}

/**
 * Starts polling the configured realtime sources (stopped at shutdown); none configured: undefined. With the network
 * in shared memory (planner threads on), snapshots are decoded and matched on a thread of their own.
 */
function startRealtime(
  network: TransitNetwork | undefined,
  shared: SharedArrayBuffer | undefined,
  planner: JourneyPlannerRunner | undefined,
): { feeds: RealtimeFeeds; stop: () => Promise<void> } | undefined {
  const config = parseRealtimeConfig(process.env);
  if (!network || config.sources.length === 0) return undefined;
  const thread = shared ? new SnapshotThread(shared) : undefined;
  // After each poll the planner threads hear of the current delays (a new version only once): they prepare it while
  // idle instead of on the first search that names it.
  const onPolled = planner?.prepare
    ? () => {
        const view = feeds.view();
        planner.prepare!(view.tripDelays(), view.cancelledTrips());
      }
    : undefined;
  const feeds: RealtimeFeeds = new RealtimeFeeds(config, network, { snapshots: thread?.build, onPolled });
  feeds.start();
  const stop = async () => {
    feeds.stop();
    await thread?.close();
  };
  // One name: a swapped-in network's pollers replace the previous ones here (which the swap stops itself).
  onShutdown('realtime pollers', stop);
  return { feeds, stop };
}
let parts: ProcessParts | undefined;

type LoadedNetwork = NonNullable<ReturnType<typeof loadServerNetwork>>;

/** The journey planner of one network: threads on its shared memory, or in-process without threads. */
function startPlanner(
  loaded: LoadedNetwork | undefined,
  limits: ServerLimits,
): { journeyPlanner?: JourneyPlannerRunner; pool?: PlannerPool } {
  if (loaded?.shared) {
    const pool = new PlannerPool({
      shared: loaded.shared,
      threads: limits.plannerThreads,
      queueLimit: limits.plannerQueueLimit,
      maxWaitMs: limits.plannerMaxWaitMs,
      jobTimeoutMs: limits.plannerTimeoutMs,
      nice: limits.plannerNice,
      refusalDelayMs: limits.plannerRefusalDelayMs,
      splitRanges: limits.plannerSplitRanges,
      splitMinRuns: limits.plannerSplitMinRuns,
      ranking: getSiteConfig().features['trip-planner'].ranking,
    });
    // One name: the threads of a swapped-in network replace the previous ones here (retired by the swap).
    onShutdown('planner threads', () => pool.close());
    return { journeyPlanner: coalescing(pool), pool };
  }
  if (loaded)
    return {
      journeyPlanner: coalescing(inProcessPlanner(loaded.network, getSiteConfig().features['trip-planner'].ranking)),
    };
  return {};
}

function loadProcessParts(limits: ServerLimits): ProcessParts {
  const loaded = loadServerNetwork(undefined, { shared: limits.plannerThreads > 0 });
  const planner = startPlanner(loaded, limits);
  const realtime = startRealtime(loaded?.network, loaded?.shared, planner.journeyPlanner);
  const processParts: ProcessParts = {
    network: loaded?.network,
    ...planner,
    rateLimits: { store: memoryRateLimitStore(), rates: limits.rates, addressFactor: limits.rateAddressFactor },
    configuredLinkSecret: configuredLinkSecret(process.env.LINK_SIGNING_SECRET),
    realtime: realtime?.feeds,
    stopRealtime: realtime?.stop,
    geocoder: geocoderFromEnv(),
    dataStatus: () => dataStatus(),
  };
  startRefresh(loaded?.network.timezone);
  return processParts;
}

/**
 * Swaps in the network file the refresh just wrote: its planner threads are started and ready before any request
 * reaches them; then new requests get a backend on the new network, while requests in flight finish on the backend
 * they started with (the previous network, its threads). The previous threads stop once idle, and nothing keeps the
 * previous network after its last request: memory returns to one network.
 */
export async function swapNetwork(): Promise<void> {
  const limits = parseServerLimits(process.env);
  const loaded = loadServerNetwork(undefined, { shared: limits.plannerThreads > 0 });
  if (!loaded) throw new Error('the new network file could not be read');
  const planner = startPlanner(loaded, limits);
  await planner.pool?.whenReady();
  const realtime = startRealtime(loaded.network, loaded.shared, planner.journeyPlanner);
  const previous = parts;
  const next = {
    network: loaded.network,
    journeyPlanner: planner.journeyPlanner,
    pool: planner.pool,
    realtime: realtime?.feeds,
    stopRealtime: realtime?.stop,
  };
  parts = previous ? { ...previous, ...next } : undefined;
  const serving = await deps?.catch(() => undefined);
  if (serving) {
    const { pool: _pool, stopRealtime: _stop, ...shared } = next;
    const swapped: AppDeps = { ...serving, ...shared };
    deps = Promise.resolve(swapped);
    mounted = Promise.resolve(createApp(swapped, { basePath: '/bff' }));
  }
  readFeeds();
  await previous?.stopRealtime?.();
  await previous?.pool?.retire();
}

/** Each feed's version and last refusal, from the status file the import writes beside the network file. */
let feedStatus: FeedStatus[] = [];
let refresher: NetworkRefresher | undefined;

function readFeeds(): void {
  feedStatus = readFeedStatus(networkFilePath());
}

function dataStatus(): DataStatus {
  return { feeds: feedStatus, lastRefresh: refresher?.last };
}

/** Refreshes on DATA_REFRESH's schedule and on SIGHUP (which `npm start`'s supervisor passes on to this process). */
function startRefresh(timeZone: string | undefined): void {
  readFeeds();
  const { DATA_REFRESH, DATA_REFRESH_ROLE } = refreshConfigSchema.parse(process.env);
  const fileStamp = () => {
    const path = networkFilePath();
    return existsSync(path) ? `${statSync(path).mtimeMs}:${statSync(path).size}` : '';
  };
  let loadedStamp = fileStamp();
  refresher = new NetworkRefresher({
    swap: async () => {
      const stamp = fileStamp();
      await swapNetwork();
      loadedStamp = stamp;
    },
    compile: async () => {
      // A node that loads what another compiled: a new file at NETWORK_FILE is its new version.
      if (DATA_REFRESH_ROLE === 'load') return { code: fileStamp() === loadedStamp ? NOTHING_NEW : 0, output: '' };
      const run = await runImport();
      // A refusal is news even when nothing is swapped; a new version is shown by the swap, once it serves it (the
      // status file already names it while the new network is still loading).
      if (run.code !== 0) readFeeds();
      return run;
    },
  });
  refresher.schedule(DATA_REFRESH, timeZone ?? 'UTC');
  const onHangUp = () => void refresher?.refresh();
  process.on('SIGHUP', onHangUp);
  onShutdown('network refresh', () => {
    refresher?.stop();
    process.off('SIGHUP', onHangUp);
  });
}

/** Refreshes the network now (what SIGHUP does); for tests and tools. */
export function refreshNetwork(): Promise<RefreshOutcome> {
  if (!refresher) throw new Error('the backend is not started');
  return refresher.refresh();
}

function mailSender(settings: MailSettings): MailSender {
  return settings.smtpUrl ? smtpSender(settings.smtpUrl, settings.from) : logSender();
}

function geocoderFromEnv(): Geocoder | undefined {
  const config = getEnv().geocoder;
  return config
    ? createPeliasClient({
        url: config.url,
        apiKey: config.apiKey,
        timeoutMs: config.timeoutMs,
        attributionText: config.attribution,
      })
    : undefined;
}

/** Loads what the backend serves from (compiled network, database); each owner adds its part here. Also used by `npm run bff`. */
export async function loadDeps(): Promise<AppDeps> {
  parts ??= loadProcessParts(parseServerLimits(process.env));
  const store = await openEmbeddedStore();
  onShutdown('database', () => store.close());
  const relay = startMailRelay(store.outbox, mailSender(parseMailSettings(process.env)));
  onShutdown('mail relay', () => relay.stop()); // registered after the database: hooks run last-in first-out
  // Several nodes on one PostgreSQL share the buckets there; one node keeps them in memory.
  const rateLimits = store.shared ? { ...parts.rateLimits, store: store.shared.rateBuckets } : parts.rateLimits;
  const { configuredLinkSecret: configured, pool: _pool, stopRealtime: _stop, ...shared } = parts;
  parts.signInThrottle ??= createSignInThrottle(DEFAULT_THROTTLE, store.shared?.signInFailures);
  const linkSigningSecret = configured ?? (await store.secrets.getOrCreate(LINK_SECRET_NAME, generatedLinkSecret()));
  return {
    store,
    ...shared,
    signInThrottle: parts.signInThrottle,
    rateLimits,
    linkSigningSecret,
    currency: getSiteConfig().currency,
  };
}
