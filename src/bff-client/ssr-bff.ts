import { createBffClient, type BffClient } from './bff-fetch.ts';
import {
  bffTarget,
  bffUpstream,
  connectedBase,
  userWebUrlMissingResponse,
  type BffTarget,
} from '../gateway/bff-target.ts';
import { deadlineIn, type Deadline } from '../upstream/deadline.ts';
import { upstreamFetch } from '../upstream/upstream-fetch.ts';
import { embeddedBackend } from '../server/embedded.ts';
import { bearerTokenOf, USER_TOKEN_COOKIE } from '../gateway/auth-cookies.ts';
import { requestVisitorAddress } from '../gateway/request-address.ts';
import { VISITOR_HEADER } from '../server/http/client-key.ts';
import { visitorIdOf } from '../gateway/visitor-cookie.ts';

/**
 * Server-only client of the BFF contract for pages and endpoints. In embedded mode the call goes straight into the
 * in-process Hono app (no HTTP hop, no socket); in connected mode it goes to the operator's BFF (`SSR_BFF_URL`, else
 * `BFF_URL`) with the API key. Same contract, same typed results as the browser's `bff` client.
 */
/** The base embedded requests are built on; the host is never resolved, only the path reaches the app. */
const EMBEDDED_BASE = 'http://embedded.invalid/bff';
const EMBEDDED_CALL_TIMEOUT_MS = 15_000;

export interface SsrBffCaller {
  /** Bearer token of the signed-in user (from the HttpOnly userToken cookie), if any. */
  token?: string;
  /** Current locale, sent as Accept-Language. */
  lang?: string;
  /** The page's upstream budget, shared by all its calls (connected mode); a fresh budget per call without one. */
  deadline?: Deadline;
  /**
   * The visitor's address: the backend's per-client rate limits count SSR calls as the visitor's own, in-process and
   * in connected mode alike (the operator's BFF or `npm run bff` trusts it by its TRUSTED_PROXIES rule).
   */
  clientAddress?: string;
  /** The visitor cookie's id: the limits count the visitor apart from others behind the same address. */
  visitorId?: string;
}

export function ssrBff(caller: SsrBffCaller = {}, target: BffTarget = bffTarget()): BffClient {
  const headers: Record<string, string> = { 'Accept-Language': caller.lang ?? 'fr' };
  const token = bearerTokenOf(caller.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (caller.clientAddress) headers['X-Forwarded-For'] = caller.clientAddress;
  if (caller.visitorId) headers[VISITOR_HEADER] = caller.visitorId;
  if (target.mode === 'connected') {
    if (target.apiKey) headers['X-Api-Key'] = target.apiKey;
    // The account calls go to the user-web service instead of the BFF (spec section 7), or fail without its address.
    const prefix = new URL(target.ssrBffUrl).pathname.replace(/\/$/, '');
    return createBffClient({
      baseUrl: target.ssrBffUrl,
      headers,
      // The upstream layer ends each call at the deadline; the client's own timer only backs it up.
      defaultTimeoutMs: target.timeoutMs + 1000,
      fetch: async (request) => {
        const options = { deadline: caller.deadline ?? deadlineIn(target.timeoutMs), signal: request.signal };
        const url = new URL(request.url);
        const path = url.pathname.slice(prefix.length);
        const base = connectedBase(target, path, true);
        if (base === null) return userWebUrlMissingResponse();
        if (base === target.ssrBffUrl) return upstreamFetch(bffUpstream(base), request, {}, options);
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
        return upstreamFetch(
          bffUpstream(base),
          `${base}${path}${url.search}`,
          { method: request.method, headers: request.headers, body },
          options,
        );
      },
    });
  }
  return createBffClient({
    baseUrl: EMBEDDED_BASE,
    headers,
    // In-process: no outside service, so not the upstream budget; only a guard against a call that never ends.
    defaultTimeoutMs: EMBEDDED_CALL_TIMEOUT_MS,
    fetch: async (request) => (await embeddedBackend()).fetch(request),
  });
}

/** Astro's page/endpoint context, reduced to what the client needs. */
export interface AstroLikeContext {
  cookies: { get(name: string): { value: string } | undefined };
  locals?: { lang?: string; deadline?: Deadline };
  currentLocale?: string;
  /** Astro's getter throws where the adapter knows no address. */
  readonly clientAddress?: string;
  request?: Request;
}

/** `ssrBff` for the current request: the user's token, language and upstream budget come from the request itself. */
export function ssrBffFor(context: AstroLikeContext): BffClient {
  return ssrBff({
    token: context.cookies.get(USER_TOKEN_COOKIE)?.value || undefined,
    lang: context.locals?.lang ?? context.currentLocale,
    deadline: context.locals?.deadline,
    clientAddress: requestVisitorAddress(context),
    visitorId: visitorIdOf(context.request?.headers.get('cookie') ?? null),
  });
}
