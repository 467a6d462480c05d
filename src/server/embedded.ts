import type { Hono } from 'hono';
import { createApp } from './http/app.ts';
import type { AppDeps } from './http/deps.ts';
import { memoryRateLimitStore } from './http/rate-limit-store.ts';
import { openEmbeddedStore } from './store/embedded-store.ts';
import { loadServerNetwork } from './network/network-loader.ts';
import { onShutdown } from './lifecycle.ts';
import { coalescing } from './planner-pool/coalescing.ts';
import { PlannerPool } from './planner-pool/planner-pool.ts';
import { inProcessPlanner, type JourneyPlannerRunner } from './planner-pool/planner-runner.ts';
import { parseServerLimits } from './server-limits.ts';

/**
 * The backend as the Astro server runs it in-process (embedded mode). Built once per process, lazily, so pages that
 * never call the API do not pay for loading the network.
 */
let mounted: Promise<Hono> | undefined;

export function embeddedBackend(): Promise<Hono> {
  mounted ??= loadDeps().then((deps) => createApp(deps, { basePath: '/bff' }));
  return mounted;
}

/** Loads what the backend serves from (compiled network, database); each owner adds its part here. Also used by `npm run bff`. */
export async function loadDeps(): Promise<AppDeps> {
  const limits = parseServerLimits(process.env);
  const store = await openEmbeddedStore();
  onShutdown('database', () => store.close());
  const loaded = loadServerNetwork(undefined, { shared: limits.plannerThreads > 0 });
  let journeyPlanner: JourneyPlannerRunner | undefined;
  if (loaded?.shared) {
    const pool = new PlannerPool({
      shared: loaded.shared,
      threads: limits.plannerThreads,
      queueLimit: limits.plannerQueueLimit,
      jobTimeoutMs: limits.plannerTimeoutMs,
    });
    onShutdown('planner threads', () => pool.close());
    journeyPlanner = coalescing(pool);
  } else if (loaded) {
    journeyPlanner = coalescing(inProcessPlanner(loaded.network));
  }
  return {
    store,
    network: loaded?.network,
    journeyPlanner,
    rateLimits: { store: memoryRateLimitStore(), rates: limits.rates },
  };
}
