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

const DEFAULT_PROXY_TIMEOUT_MS = 15_000;

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Read from the process environment on each call (cheap), so tests can switch modes. */
export function bffTarget(env: Record<string, string | undefined> = process.env): BffTarget {
  const timeoutMs = positiveInt(env.BFF_TIMEOUT_MS, DEFAULT_PROXY_TIMEOUT_MS);
  const bffUrl = env.BFF_URL?.trim();
  if (!bffUrl) return { mode: 'embedded', timeoutMs };
  return {
    mode: 'connected',
    bffUrl: bffUrl.replace(/\/+$/, ''),
    ssrBffUrl: (env.SSR_BFF_URL?.trim() || bffUrl).replace(/\/+$/, ''),
    apiKey: env.API_KEY?.trim() || undefined,
    timeoutMs,
  };
}
