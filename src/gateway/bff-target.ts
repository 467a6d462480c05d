import { getEnv, type RuntimeEnv } from '../config/env.ts';
import { DEFAULT_UPSTREAM_BUDGET_MS } from '../upstream/deadline.ts';
import { upstreamNamed, type Upstream } from '../upstream/upstream-fetch.ts';

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
  /** The user-web (KAS) service of the account calls; they cannot be made without it. */
  userWebUrl?: string;
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
    userWebUrl: env.userWebUrl?.replace(/\/+$/, ''),
  };
}

/** Spec sections 5 and 8: account fetch and update need the user-web address. */
export const USER_WEB_URL_MISSING = 'KAS UserWeb URL was not provided.';
/** The account calls of spec section 7, answered by the user-web service rather than the BFF in connected mode. */
const USER_WEB_PATHS = new Set(['/me', '/userinfo/update']);

/**
 * Where a connected-mode call goes: the user-web service for the account calls, else the BFF (`ssr`: the address
 * server-side rendering uses). Null when an account call has no user-web address to go to.
 */
export function connectedBase(target: ConnectedBff, path: string, ssr = false): string | null {
  if (USER_WEB_PATHS.has(path)) return target.userWebUrl ?? null;
  return ssr ? target.ssrBffUrl : target.bffUrl;
}

let warned = false;
/** The spec's error answer for an account call without a user-web address, logged once per process. */
export function userWebUrlMissingResponse(): Response {
  if (!warned) console.error(`[bff] ${USER_WEB_URL_MISSING} Set USER_WEB_URL for the account calls in connected mode.`);
  warned = true;
  return new Response(JSON.stringify({ error: { code: 'user_web_url_missing', message: USER_WEB_URL_MISSING } }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The circuit breaker and name of the operator's BFF at one address (the proxy's and the SSR address may differ). */
export function bffUpstream(baseUrl: string): Upstream {
  return upstreamNamed(`BFF ${new URL(baseUrl).origin}`);
}
