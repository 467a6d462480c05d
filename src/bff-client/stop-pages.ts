import { StopAreaListResponse } from '../contract/proximity.ts';
import type { StopPageType } from '../domain/stop-page.ts';
import { ssrBff } from './ssr-bff.ts';

/**
 * The stop pages of the network, for the sitemap: one per served stop area (stop-point pages are views of one platform
 * and link to their area). Server only. Build each page's path with `stopPagePath(lang, page.type, page.id)`.
 */
export interface StopPageRef {
  type: Extract<StopPageType, 'stopArea'>;
  id: string;
  name: string;
}

const TTL_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;

let cached: { pages: StopPageRef[]; at: number } | null = null;
let pending: Promise<StopPageRef[]> | null = null;

/** Cached per process for ten minutes; a failed read keeps the last good list, and with none it rejects. */
export function listStopPages(now = Date.now()): Promise<StopPageRef[]> {
  if (cached && now - cached.at < TTL_MS) return Promise.resolve(cached.pages);
  pending ??= ssrBff()
    .request('/api/v1/proximity/stopAreas', StopAreaListResponse, { timeoutMs: FETCH_TIMEOUT_MS })
    .then((answer) => {
      if (answer.ok)
        cached = {
          pages: answer.data.stopAreas.map(({ id, name }) => ({ type: 'stopArea' as const, id, name })),
          at: now,
        };
      if (cached) return cached.pages;
      throw new Error(`stop pages unavailable: ${answer.ok ? '' : answer.status}`);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
