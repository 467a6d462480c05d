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
  rateLimits: RateLimits;
  /** The unsubscribe links' secret when configured (LINK_SIGNING_SECRET); else the database keeps a generated one. */
  configuredLinkSecret: string | undefined;
  /** GEOCODER_URL's client: one circuit breaker and cache per process. */
  geocoder?: Geocoder;
  /** GTFS-realtime pollers, when REALTIME_FEEDS lists sources. */
  realtime?: RealtimeFeeds;
}

/**
 * Starts polling the configured realtime sources (stopped at shutdown); none configured: undefined. With the network
 * in shared memory (planner threads on), snapshots are decoded and matched on a thread of their own.
 */
function startRealtime(
  network: TransitNetwork | undefined,
  shared: SharedArrayBuffer | undefined,
  planner: JourneyPlannerRunner | undefined,
): RealtimeFeeds | undefined {
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
  onShutdown('realtime pollers', async () => {
    feeds.stop();
    await thread?.close();
  });
  return feeds;
}
let parts: ProcessParts | undefined;

function loadProcessParts(limits: ServerLimits): ProcessParts {
  const loaded = loadServerNetwork(undefined, { shared: limits.plannerThreads > 0 });
  let journeyPlanner: JourneyPlannerRunner | undefined;
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
    onShutdown('planner threads', () => pool.close());
    journeyPlanner = coalescing(pool);
  } else if (loaded) {
    journeyPlanner = coalescing(inProcessPlanner(loaded.network, getSiteConfig().features['trip-planner'].ranking));
  }
  return {
    network: loaded?.network,
    journeyPlanner,
    rateLimits: { store: memoryRateLimitStore(), rates: limits.rates, addressFactor: limits.rateAddressFactor },
    configuredLinkSecret: configuredLinkSecret(process.env.LINK_SIGNING_SECRET),
    realtime: startRealtime(loaded?.network, loaded?.shared, journeyPlanner),
    geocoder: geocoderFromEnv(),
  };
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
  const { configuredLinkSecret: configured, ...shared } = parts;
  const linkSigningSecret = configured ?? (await store.secrets.getOrCreate(LINK_SECRET_NAME, generatedLinkSecret()));
  return { store, ...shared, rateLimits, linkSigningSecret, currency: getSiteConfig().currency };
}
