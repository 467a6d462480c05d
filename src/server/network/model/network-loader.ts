import { readNetworkFile } from './network-file.ts';
import { networkFilePath } from './network-location.ts';
import type { TransitNetwork } from './types.ts';

/**
 * The compiled network for a server process, or undefined (logged) when the file is missing, stale or corrupt: the
 * network API then answers 503 until `npm run data` rebuilds it. A bad file is never half-used.
 * `shared`: read into a SharedArrayBuffer that the planner's worker threads map without a copy.
 */
export function loadServerNetwork(
  path = networkFilePath(),
  options: { shared?: boolean } = {},
): { network: TransitNetwork; shared?: SharedArrayBuffer } | undefined {
  const started = performance.now();
  const result = readNetworkFile(path, options);
  if (!result.ok) {
    console.warn(`[network] not loaded: ${result.reason}; run \`npm run data\``);
    return undefined;
  }
  console.log(
    `[network] loaded ${path} (${(result.bytes / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`,
  );
  return { network: result.network, shared: result.shared };
}
