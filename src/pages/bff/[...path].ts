import type { APIRoute } from 'astro';
import { embeddedBackend, embeddedDeps } from '../../server/embedded.ts';
import { answerBffCall } from '../../gateway/bff-gateway.ts';
import { bffTarget } from '../../gateway/bff-target.ts';
import { requestVisitorAddress } from '../../gateway/request-address.ts';

export const prerender = false;

/**
 * Same-origin API for the browser, by Astro's door: the gateway (src/gateway/bff-gateway.ts) applies the rules the
 * front door's fast path applies. Embedded mode: answered by the in-process backend; connected mode (BFF_URL set):
 * proxied to the operator's BFF, which keeps its own rate limits. Either way the bearer token comes from the HttpOnly
 * cookie and never reaches the page. Without a known address (prerender, an adapter without socket info), the identity
 * service rate-limits by account only. The headers middleware finishes the answer.
 */
export const ALL: APIRoute = async (context) => {
  const { request, url } = context;
  const embedded = bffTarget().mode !== 'connected';
  return answerBffCall(
    {
      method: request.method.toUpperCase(),
      apiPath: url.pathname.replace(/^\/bff(?=\/|$)/, '') || '/',
      head: request,
      siteOrigin: url.origin,
      clientAddress: requestVisitorAddress(context),
      hasBody: request.body !== null,
      request: () => request,
    },
    {
      rateLimits: async () => (embedded ? (await embeddedDeps()).rateLimits : undefined),
      embeddedFetch: async (forwarded) => (await embeddedBackend()).fetch(forwarded),
      finishHeaders: false,
    },
  );
};
