import { NetworkInfoResponse } from '../contract/network-info.ts';
import { ssrBff } from './ssr-bff.ts';
import { createSsrReadCache } from './ssr-read-cache.ts';

/**
 * The network info (GET /api/v1/network) for pages, read on the server through the same in-process call as every
 * SSR read and cached per process (ssr-read-cache.ts): it only changes when another network is loaded.
 */
export type NetworkInfo = NetworkInfoResponse;

export const ssrNetworkInfo = createSsrReadCache<NetworkInfo>(async () => {
  // Shared by every page until it is cached: its own budget, not one page's deadline.
  const answer = await ssrBff().request('/api/v1/network', NetworkInfoResponse);
  return answer.ok ? answer.data : null;
});
