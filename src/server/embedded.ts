import type { Hono } from 'hono';
import { createApp } from './http/app.ts';
import type { AppDeps } from './http/deps.ts';
import { openEmbeddedStore } from './store/embedded-store.ts';
import { loadServerNetwork } from './network/network-loader.ts';
import { getSiteConfig } from '../config/site-config.ts';

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
  return {
    store: await openEmbeddedStore(),
    network: loadServerNetwork(),
    currency: getSiteConfig().currency,
  };
}
