import { getEnv, type RuntimeEnv } from '../config/env.ts';

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
  timeoutMs: number;
}

export type BffTarget = { mode: 'embedded'; timeoutMs: number } | ({ mode: 'connected' } & ConnectedBff);

const DEFAULT_TIMEOUT_MS = 15_000;

export function bffTarget(env: RuntimeEnv = getEnv()): BffTarget {
  const timeoutMs = env.bffTimeoutMs ?? DEFAULT_TIMEOUT_MS;
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
