import type { APIRoute } from 'astro';
import { embeddedBackend } from '../../server/embedded.ts';
import { proxyBffRequest } from '../../api/bff-proxy.ts';
import { requestVisitorAddress } from '../../gateway/request-address.ts';

export const prerender = false;

/**
 * Same-origin API for the browser. Embedded mode: answered by the in-process backend; connected mode (BFF_URL set):
 * proxied to the operator's BFF. Either way the bearer token comes from the HttpOnly cookie and never reaches the page.
 * Without a known address (prerender, an adapter without socket info), the identity service rate-limits by account only.
 */
export const ALL: APIRoute = async (context) =>
  proxyBffRequest(context.request, {
    clientAddress: requestVisitorAddress(context),
    embeddedFetch: async (forwarded) => (await embeddedBackend()).fetch(forwarded),
  });
