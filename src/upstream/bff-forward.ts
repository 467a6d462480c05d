import type { ConnectedBff } from '../gateway/bff-target.ts';
import { bffUpstream } from '../gateway/bff-target.ts';
import { DEFAULT_COOLDOWN_MS } from './circuit-breaker.ts';
import { deadlineIn } from './deadline.ts';
import { upstreamFetch, UpstreamError } from './upstream-fetch.ts';

/**
 * One `/bff` call forwarded to the operator's BFF in connected mode, within the upstream budget. The browser only ever
 * gets JSON: an upstream failure is a JSON error (504 past the budget, 503 while the circuit is open, 502 when the
 * BFF cannot be reached), and an answer that is not the JSON it should be — a proxy's HTML 500 page, a truncated body —
 * becomes `{ error: { code, message } }` too (502 for 5xx and garbage on success, the upstream's own 4xx otherwise).
 */
export function jsonError(status: number, code: string, message: string, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

const FAILURE_STATUS: Record<UpstreamError['code'], number> = {
  upstream_timeout: 504,
  budget_exhausted: 504,
  circuit_open: 503,
  upstream_unreachable: 502,
};

const FAILURE_MESSAGE: Record<UpstreamError['code'], (budgetMs: number) => string> = {
  upstream_timeout: (budgetMs) => `The BFF did not answer within ${budgetMs} ms`,
  budget_exhausted: (budgetMs) => `The BFF did not answer within ${budgetMs} ms`,
  circuit_open: () => 'The BFF is failing: calls are paused for a few seconds',
  upstream_unreachable: () => 'The BFF could not be reached',
};

/** Answers bigger than this are passed on as they stream (a JSON check would hold them in memory). */
const MAX_CHECKED_BODY_BYTES = 8 * 1024 * 1024;

export async function forwardToBff(
  target: ConnectedBff,
  pathAndSearch: string,
  init: { method: string; headers: Headers; body?: string },
  callerSignal?: AbortSignal,
): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await upstreamFetch(
      bffUpstream(target.bffUrl),
      `${target.bffUrl}${pathAndSearch}`,
      { method: init.method, headers: init.headers, body: init.body, redirect: 'manual' },
      { deadline: deadlineIn(target.timeoutMs), signal: callerSignal },
    );
  } catch (error) {
    if (error instanceof UpstreamError) {
      const retryAfter =
        error.code === 'circuit_open' ? { 'Retry-After': String(DEFAULT_COOLDOWN_MS / 1000) } : undefined;
      return jsonError(
        FAILURE_STATUS[error.code],
        error.code,
        FAILURE_MESSAGE[error.code](target.timeoutMs),
        retryAfter,
      );
    }
    return jsonError(502, 'upstream_unreachable', 'The BFF could not be reached');
  }
  return checkedAnswer(upstream);
}

/** Passes a JSON answer (or an empty one) through; anything else becomes a JSON error. */
export async function checkedAnswer(upstream: Response): Promise<Response> {
  if (upstream.status === 204 || upstream.status === 304 || isRedirect(upstream.status)) return upstream;
  const declared = Number(upstream.headers.get('content-length') ?? '0');
  const isJson = /\bjson\b/i.test(upstream.headers.get('content-type') ?? '');
  if (isJson && declared > MAX_CHECKED_BODY_BYTES && upstream.status < 500) return upstream;
  let text: string;
  try {
    text = await upstream.text();
  } catch {
    return jsonError(502, 'upstream_invalid', `The BFF's answer broke off (HTTP ${upstream.status})`);
  }
  if (isJson && isJsonText(text)) {
    if (upstream.status < 500)
      return new Response(text, {
        status: upstream.status,
        statusText: upstream.statusText,
        headers: upstream.headers,
      });
    // A JSON 5xx: keep an error body in the contract's shape, under 502.
    const known = errorShape(text);
    return jsonError(
      502,
      known?.code ?? 'upstream_error',
      known?.message ?? `The BFF failed (HTTP ${upstream.status})`,
    );
  }
  if (upstream.status >= 500) return jsonError(502, 'upstream_error', `The BFF failed (HTTP ${upstream.status})`);
  if (upstream.status >= 400)
    return jsonError(
      upstream.status,
      `http_${upstream.status}`,
      `The BFF refused the request (HTTP ${upstream.status})`,
    );
  return jsonError(502, 'upstream_invalid', `The BFF answered something other than JSON (HTTP ${upstream.status})`);
}

/** Redirects are handed back as they are (`redirect: 'manual'`): the identity service may send one. */
function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function errorShape(text: string): { code: string; message: string } | undefined {
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  const { code, message } = body?.error ?? {};
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined;
}
