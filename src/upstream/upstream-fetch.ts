import { createCircuitBreaker, type CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.ts';
import type { Deadline } from './deadline.ts';

/**
 * The one place the site's server talks to an outside service over HTTP. Every call:
 * - waits at most what is left of the request's budget (the deadline), then aborts (the socket closes);
 * - goes through the upstream's circuit breaker (fails at once while it is open);
 * - when it is a GET (or HEAD) that failed for a transient reason (unreachable, 502/503/504), is sent once more after
 *   a jittered pause, if the budget allows. Only this layer retries: the clients above it never do.
 * Answers below 500 are the upstream's to give; 5xx answers and transport failures count against the breaker.
 */
export interface Upstream {
  /** Short name for messages and logs: 'bff', 'cms'. */
  name: string;
  breaker: CircuitBreaker;
}

export type UpstreamFailureKind = 'circuit_open' | 'upstream_timeout' | 'upstream_unreachable' | 'budget_exhausted';

/** Thrown by upstreamFetch when no HTTP answer can be handed back; `code` names the API error code to answer. */
export class UpstreamError extends Error {
  readonly code: UpstreamFailureKind;
  readonly upstream: string;
  constructor(upstream: string, code: UpstreamFailureKind, message: string) {
    super(message);
    this.name = 'UpstreamError';
    this.code = code;
    this.upstream = upstream;
  }
}

const upstreams = new Map<string, Upstream>();

/** The process-wide upstream of that name (one breaker each), created on first use. */
export function upstreamNamed(name: string, options?: CircuitBreakerOptions): Upstream {
  let upstream = upstreams.get(name);
  if (!upstream) {
    upstream = { name, breaker: createCircuitBreaker(options) };
    upstreams.set(name, upstream);
  }
  return upstream;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
/** The pause before the one retry: 50–150 ms, random so that many pages do not retry in step. */
const RETRY_PAUSE_MS = { min: 50, spread: 100 };
/** No retry when less than this would be left for it. */
const MIN_RETRY_BUDGET_MS = 200;

export interface UpstreamFetchOptions {
  deadline: Deadline;
  /** The caller's own abort (the browser went away): ends the call without counting against the upstream. */
  signal?: AbortSignal;
  /** Test seam for the jitter. */
  random?: () => number;
}

export async function upstreamFetch(
  upstream: Upstream,
  input: string | URL | Request,
  init: RequestInit,
  options: UpstreamFetchOptions,
): Promise<Response> {
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const idempotent = method === 'GET' || method === 'HEAD';
  const first = await attempt(upstream, input, init, options);
  if (!idempotent || !isTransient(first)) return settle(first);
  const pause = RETRY_PAUSE_MS.min + Math.floor((options.random ?? Math.random)() * RETRY_PAUSE_MS.spread);
  if (options.deadline.remaining() < pause + MIN_RETRY_BUDGET_MS || options.signal?.aborted) return settle(first);
  if (first instanceof Response) await first.body?.cancel().catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, pause));
  return settle(await attempt(upstream, input, init, options));
}

function isTransient(outcome: Response | UpstreamError): boolean {
  if (outcome instanceof Response) return RETRYABLE_STATUSES.has(outcome.status);
  return outcome.code === 'upstream_unreachable';
}

function settle(outcome: Response | UpstreamError): Response {
  if (outcome instanceof UpstreamError) throw outcome;
  return outcome;
}

async function attempt(
  upstream: Upstream,
  input: string | URL | Request,
  init: RequestInit,
  options: UpstreamFetchOptions,
): Promise<Response | UpstreamError> {
  const left = options.deadline.remaining();
  if (left <= 0)
    return new UpstreamError(upstream.name, 'budget_exhausted', `No time left to call the ${upstream.name}`);
  const admission = upstream.breaker.admit();
  if (!admission.allowed) {
    return new UpstreamError(
      upstream.name,
      'circuit_open',
      `The ${upstream.name} is failing: calls are paused for ${Math.ceil(admission.retryInMs / 1000)} s`,
    );
  }
  const timeout = AbortSignal.timeout(left);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const response = await fetch(input, { ...init, signal });
    if (response.status >= 500) upstream.breaker.failure();
    else upstream.breaker.success();
    return response;
  } catch (error) {
    if (options.signal?.aborted && !timeout.aborted) {
      upstream.breaker.release();
      throw error;
    }
    upstream.breaker.failure();
    if (timeout.aborted)
      return new UpstreamError(
        upstream.name,
        'upstream_timeout',
        `The ${upstream.name} did not answer within ${left} ms`,
      );
    return new UpstreamError(upstream.name, 'upstream_unreachable', `The ${upstream.name} could not be reached`);
  }
}
