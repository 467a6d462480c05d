import type { z } from 'zod';

/**
 * Typed client of the BFF contract. In the browser it calls the same-origin `/bff/...` API (the site's proxy adds the
 * bearer token and API key, which the browser never sees); on the server `ssr-bff.ts` builds the same client over the
 * embedded backend or the operator's BFF. Failures are values, never exceptions: callers turn them into the flags and
 * messages the spec names.
 */

export type BffFailureCode =
  /** The call took longer than its timeout and was aborted. */
  | 'timeout'
  /** The caller aborted it (a newer request replaced it). */
  | 'aborted'
  /** No HTTP answer at all (offline, DNS, refused). */
  | 'network'
  /** An answer whose body does not match the contract. */
  | 'invalid_response'
  /** Any `{ error: { code } }` the API answered, e.g. `unauthorized`, `invalid_request`, `not_found`. */
  | (string & {});

export interface BffFailure {
  ok: false;
  /** HTTP status, or 0 when no answer came back. */
  status: number;
  code: BffFailureCode;
  message: string;
  /** The server's Retry-After in seconds (429 too many, 503 busy), when it sent one. */
  retryAfterS?: number;
}

export interface BffSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export type BffResult<T> = BffSuccess<T> | BffFailure;

export interface BffRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Appended as a query string; undefined values are left out, arrays repeat the key. */
  query?: Record<string, string | number | boolean | undefined | null | Array<string | number>>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborts the call when it fires (for example when a newer map request supersedes this one). */
  signal?: AbortSignal;
  /** Default 10 s. */
  timeoutMs?: number;
}

export interface BffClientOptions {
  /** Where the contract's paths are mounted: `/bff` in the browser, an absolute URL on the server. */
  baseUrl: string;
  /** Headers sent with every call (the server side adds X-Api-Key, Authorization, Accept-Language here). */
  headers?: Record<string, string>;
  /** The transport: `fetch` by default; the SSR client passes the embedded backend's in-process `fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  defaultTimeoutMs?: number;
  /** Told when a call answers 401 (the session expired or was signed out elsewhere). */
  onUnauthorized?: () => void;
}

export interface BffClient {
  request<S extends z.ZodType>(path: string, schema: S, options?: BffRequestOptions): Promise<BffResult<z.infer<S>>>;
  /** For calls answering 204 No Content. */
  send(path: string, options?: BffRequestOptions): Promise<BffResult<null>>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export function buildUrl(baseUrl: string, path: string, query?: BffRequestOptions['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${tail}${search ? (tail.includes('?') ? '&' : '?') + search : ''}`;
}

function absolute(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  // Browser: relative to the page. Tests without a location: a placeholder origin the injected fetch ignores.
  const origin = typeof location !== 'undefined' ? location.origin : 'http://bff.invalid';
  return new URL(url, origin).toString();
}

async function readFailure(response: Response): Promise<BffFailure> {
  let code = `http_${response.status}`;
  let message = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body?.error?.code === 'string') code = body.error.code;
    if (typeof body?.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON (a proxy's HTML error page): keep the status-derived code.
  }
  const retryAfter = response.headers.get('retry-after');
  const retryAfterS = retryAfter !== null && /^\d{1,6}$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
  return { ok: false, status: response.status, code, message, ...(retryAfterS !== undefined ? { retryAfterS } : {}) };
}

export function createBffClient(options: BffClientOptions): BffClient {
  const transport = options.fetch ?? ((request: Request) => fetch(request));

  async function call(path: string, init: BffRequestOptions): Promise<Response | BffFailure> {
    const controller = new AbortController();
    const timeoutMs = init.timeoutMs ?? options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (init.signal?.aborted) controller.abort();
    init.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const headers = new Headers({ Accept: 'application/json', ...options.headers, ...init.headers });
    // In the browser the page's language travels as Accept-Language; the proxy forwards it to the API.
    if (!headers.has('Accept-Language') && typeof document !== 'undefined' && document.documentElement.lang) {
      headers.set('Accept-Language', document.documentElement.lang);
    }
    let body: string | undefined;
    if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
    try {
      const request = new Request(absolute(buildUrl(options.baseUrl, path, init.query)), {
        method: init.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      // Race the abort too: an in-process transport may ignore the signal.
      return await Promise.race([
        transport(request),
        new Promise<never>((_, reject) => {
          if (controller.signal.aborted) reject(new DOMException('Aborted', 'AbortError'));
          controller.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
            once: true,
          });
        }),
      ]);
    } catch (error) {
      if (timedOut)
        return { ok: false, status: 0, code: 'timeout', message: `No answer from ${path} within ${timeoutMs} ms` };
      if (controller.signal.aborted) return { ok: false, status: 0, code: 'aborted', message: `${path} was cancelled` };
      // The server's upstream layer names its failures (upstream_timeout, circuit_open, …): keep its code.
      const code =
        error instanceof Error && 'code' in error && typeof error.code === 'string' && error.name === 'UpstreamError'
          ? error.code
          : 'network';
      return { ok: false, status: 0, code, message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function failed(response: Response): Promise<BffFailure> {
    if (response.status === 401) options.onUnauthorized?.();
    return readFailure(response);
  }

  return {
    async request(path, schema, init = {}) {
      const response = await call(path, init);
      if (!(response instanceof Response)) return response;
      if (!response.ok) return failed(response);
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        return { ok: false, status: response.status, code: 'invalid_response', message: `${path} did not answer JSON` };
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        const where = first?.path.length ? `${first.path.join('.')}: ` : '';
        return {
          ok: false,
          status: response.status,
          code: 'invalid_response',
          message: `${path} answered an unexpected body (${where}${first?.message ?? 'invalid'})`,
        };
      }
      return { ok: true, status: response.status, data: parsed.data };
    },
    async send(path, init = {}) {
      const response = await call(path, init);
      if (!(response instanceof Response)) return response;
      if (!response.ok) return failed(response);
      await response.body?.cancel();
      return { ok: true, status: response.status, data: null };
    },
  };
}

/** Dispatched on window when the browser's session is refused (spec section 8: account fetch fails → token refresh). */
export const TOKEN_REFRESH_EVENT = 'token-refresh';

/** The browser's client: same-origin `/bff`, cookies travel with the request, the proxy adds the secrets. */
export const bff: BffClient = createBffClient({
  baseUrl: '/bff',
  onUnauthorized: () => typeof window !== 'undefined' && window.dispatchEvent(new CustomEvent(TOKEN_REFRESH_EVENT)),
});
