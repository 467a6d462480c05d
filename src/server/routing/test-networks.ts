import { existsSync } from 'node:fs';
import { networkFilePath } from '../network/network-location.ts';
import { readNetworkFile } from '../network/network-file.ts';
import type { TransitNetwork } from '../network/types.ts';

/**
 * The compiled NYC network of data/ for tests and the benchmark, or null when it has not been built
 * (`npm run import-data`): the NYC tests then skip.
 */
export function loadNycNetwork(path = networkFilePath()): Promise<TransitNetwork> | null {
  if (!existsSync(path)) return null;
  const result = readNetworkFile(path);
  return result.ok ? Promise.resolve(result.network) : null;
}

/** Mulberry32: a small deterministic generator so random test queries are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
