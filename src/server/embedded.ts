import type { Hono } from 'hono';
import { createApp } from './http/app.ts';
import type { AppDeps } from './http/deps.ts';
import { openEmbeddedStore } from './store/embedded-store.ts';
import { loadServerNetwork } from './network/network-loader.ts';
import { getSiteConfig } from '../config/site-config.ts';

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

let network: { loaded: ReturnType<typeof loadServerNetwork> } | undefined;

/** Loads what the backend serves from (compiled network, database); each owner adds its part here. Also used by `npm run bff`. */
export async function loadDeps(): Promise<AppDeps> {
  // The network is read once even when the database makes the first attempts fail.
  network ??= { loaded: loadServerNetwork() };
  return {
    store: await openEmbeddedStore(),
    network: network.loaded,
    currency: getSiteConfig().currency,
  };
}
