import { getEnv, type RuntimeEnv } from '../config/env.ts';
import { DEFAULT_UPSTREAM_BUDGET_MS } from './upstream/deadline.ts';
import { upstreamNamed, type Upstream } from './upstream/upstream-fetch.ts';

/**
 * Where the server side sends BFF calls: the embedded backend in-process (default), or the operator's BFF when
 * `BFF_URL` is set (connected mode). Server-only: the API key never reaches the browser.
 */
export interface ConnectedBff {
  /** Base URL the site's /bff proxy forwards to. */
  bffUrl: string;
  /** Base URL server-rendered pages call (a private address of the same BFF); defaults to bffUrl. */
  ssrBffUrl: string;
  apiKey: string | undefined;
  /** The upstream budget of one request (UPSTREAM_BUDGET_MS): the proxy answers 504 past it. */
  timeoutMs: number;
}

export type BffTarget = { mode: 'embedded'; timeoutMs: number } | ({ mode: 'connected' } & ConnectedBff);

export function bffTarget(env: RuntimeEnv = getEnv()): BffTarget {
  const timeoutMs = env.upstreamBudgetMs ?? DEFAULT_UPSTREAM_BUDGET_MS;
  if (!env.bffUrl) return { mode: 'embedded', timeoutMs };
  const bffUrl = env.bffUrl.replace(/\/+$/, '');
  return {
    mode: 'connected',
    bffUrl,
    ssrBffUrl: (env.ssrBffUrl ?? bffUrl).replace(/\/+$/, ''),
    apiKey: env.apiKey,
    timeoutMs,
  };
}

/** The circuit breaker and name of the operator's BFF at one address (the proxy's and the SSR address may differ). */
export function bffUpstream(baseUrl: string): Upstream {
  return upstreamNamed(`BFF ${new URL(baseUrl).origin}`);
}
