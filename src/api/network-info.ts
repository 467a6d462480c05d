import { NetworkInfoResponse } from '../contract/network-info.ts';
import { ssrBff } from './ssr-bff.ts';

/**
 * The network info (GET /api/v1/network) for pages, read on the server through the same in-process call as every
 * SSR read and cached per process: it only changes when another network is loaded. Fresh for TTL_MS, then the next
 * caller refreshes it; a failing read keeps the last good copy, and with none yet the answer is null (callers render
 * without it).
 */
export type NetworkInfo = NetworkInfoResponse;

const TTL_MS = 10 * 60_000;

export function createNetworkInfoCache<T = NetworkInfo>(load: () => Promise<T | null>, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? TTL_MS;
  const now = options.now ?? Date.now;
  let good: { info: T; at: number } | null = null;
  let pending: Promise<T | null> | null = null;

  return function networkInfo(): Promise<T | null> {
    if (good && now() - good.at < ttlMs) return Promise.resolve(good.info);
    pending ??= load()
      .catch(() => null)
      .then((info) => {
        if (info) good = { info, at: now() };
        return good?.info ?? null;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

export const ssrNetworkInfo = createNetworkInfoCache(async () => {
  // Shared by every page until it is cached: its own budget, not one page's deadline.
  const answer = await ssrBff().request('/api/v1/network', NetworkInfoResponse);
  return answer.ok ? answer.data : null;
});

