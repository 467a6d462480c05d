import { proxyBffRequest, refusesCrossOriginWrite, type RequestHead } from './bff-proxy.ts';
import { CROSS_SITE_WRITE_BODY, isCrossSiteWrite } from '../domain/cross-site-write.ts';
import { isPrivateApiPath } from '../domain/private-paths.ts';
import { FALLBACK_CSP, finishResponse } from '../middleware/headers.ts';
import { clientKey } from '../server/http/client-key.ts';
import {
  markRateCounted,
  rateRuleFor,
  settleRateToken,
  takeRateToken,
  type RateLimits,
} from '../server/http/rate-limits.ts';
import { visitorIdOf } from './visitor-cookie.ts';

/**
 * Every `/bff` call of a browser, whichever door it comes in by (the front door's fast path, bff-shortcut.ts, or the
 * Astro route src/pages/bff/[...path].ts), meets the same rules here, in this order: the cross-site write rule, the
 * rate limit (the token taken before anything is read; a write the proxy refuses as forged spends none), then the
 * proxy (forged writes, the body cap, the cookie turned into a bearer token) and the answer's headers.
 */

/** One call as its door sees it. */
export interface BffCall {
  method: string;
  /** The address below /bff ('/api/v1/…'): as the client sent it on the fast path, as Astro parsed it on its route. */
  apiPath: string;
  head: RequestHead;
  /** The site's origin as this request names it (the cross-site rule compares Origin with it). */
  siteOrigin: string;
  /** The visitor's address (behind a trusted proxy, the last hop that is not one); unknown without socket info. */
  clientAddress: string | undefined;
  /** Whether the request carries a body (a refused one is not read, and its connection is not kept). */
  hasBody: boolean;
  /** The call as a Fetch Request: built only once the call is past the refusals. */
  request(): Request;
}

/** What answers a call past the gateway's rules. */
export interface BffBackend {
  /** The rate limits of embedded mode; undefined in connected mode, where the operator's BFF keeps its own. */
  rateLimits(): Promise<RateLimits | undefined>;
  /** The embedded backend's fetch (in-process); unused in connected mode. */
  embeddedFetch(request: Request): Promise<Response>;
  /**
   * Whether the gateway finishes the answer's headers (security headers, CSP, compression). The fast path does; on the
   * Astro route the headers middleware finishes every answer with the same function.
   */
  finishHeaders: boolean;
}

/** The rate-limit rule of the call; the path percent-decoded as the backend's router decodes it. */
function ruleOf(method: string, apiPath: string) {
  try {
    return rateRuleFor(method, decodeURI(apiPath));
  } catch {
    return undefined;
  }
}

/**
 * The cross-site write refusal, in the API's JSON (Astro's own checkOrigin answered a text/plain 403 that no /bff client
 * can read). The body is not read: the connection is not kept for a next request that would start inside it.
 */
function crossSiteRefusal(hasBody: boolean): Response {
  return new Response(CROSS_SITE_WRITE_BODY, {
    status: 403,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(CROSS_SITE_WRITE_BODY)),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': FALLBACK_CSP,
      ...(hasBody ? { Connection: 'close' } : {}),
    },
  });
}

function tooManyRequests(apiPath: string, retryAfterS: number, body: string): Response {
  return new Response(body, {
    status: 429,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'Retry-After': String(retryAfterS),
      'Content-Security-Policy': FALLBACK_CSP,
      ...(isPrivateApiPath(apiPath) ? { 'Cache-Control': 'no-store' } : {}),
    },
  });
}

/** The site's cross-site write rule (src/domain/cross-site-write.ts): its refusal, or null for a call it lets through. */
export function crossSiteRefusalOf(call: Pick<BffCall, 'method' | 'head' | 'siteOrigin' | 'hasBody'>): Response | null {
  const crossSite = isCrossSiteWrite({
    method: call.method,
    origin: call.head.headers.get('origin'),
    contentType: call.head.headers.get('content-type'),
    siteOrigin: call.siteOrigin,
  });
  return crossSite ? crossSiteRefusal(call.hasBody) : null;
}

export async function answerBffCall(call: BffCall, backend: BffBackend): Promise<Response> {
  const { method, apiPath, head } = call;
  const refusal = crossSiteRefusalOf(call);
  if (refusal) return refusal;
  const rule = refusesCrossOriginWrite(method, apiPath, head) ? undefined : ruleOf(method, apiPath);
  const limits = rule ? await backend.rateLimits() : undefined;
  const client = clientKey(call.clientAddress, visitorIdOf(head.headers.get('cookie')));
  if (rule && limits) {
    const verdict = await takeRateToken(limits, rule, client);
    if (!verdict.allowed) return tooManyRequests(apiPath, verdict.retryAfterS, verdict.body);
  }
  const request = call.request();
  const response = await proxyBffRequest(request, {
    clientAddress: call.clientAddress,
    embeddedFetch: async (forwarded) => {
      // The backend's limiter skips a call whose token is taken here.
      if (rule && limits) markRateCounted(forwarded);
      return backend.embeddedFetch(forwarded);
    },
  });
  if (rule && limits) await settleRateToken(limits, rule, client, response.status);
  return backend.finishHeaders ? finishResponse(request, response) : response;
}
