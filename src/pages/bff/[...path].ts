import type { APIRoute } from 'astro';
import { embeddedBackend } from '../../server/embedded.ts';
import { proxyBffRequest } from '../../api/bff-proxy.ts';
import { trustedProxies, visitorAddress } from '../../api/client-address.ts';
import { getEnv } from '../../config/env.ts';

export const prerender = false;

let proxies: ReturnType<typeof trustedProxies> | null = null;

/**
 * Same-origin API for the browser. Embedded mode: answered by the in-process backend; connected mode (BFF_URL set):
 * proxied to the operator's BFF. Either way the bearer token comes from the HttpOnly cookie and never reaches the page.
 */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  let address: string | undefined;
  try {
    address = clientAddress;
  } catch {
    // Prerender or an adapter without socket info: the identity service then rate-limits by account only.
  }
  return proxyBffRequest(request, {
    clientAddress: visitorAddress(
      address,
      request.headers.get('x-forwarded-for'),
      (proxies ??= trustedProxies(getEnv().trustedProxies)),
    ),
    embeddedFetch: async (forwarded) => (await embeddedBackend()).fetch(forwarded),
  });
};
