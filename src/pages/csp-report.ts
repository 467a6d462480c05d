import type { APIRoute } from 'astro';
import { cspReportEndpoint } from '../api/csp-report-endpoint.ts';
import { trustedProxies, visitorAddress } from '../api/client-address.ts';
import { getEnv } from '../config/env.ts';

export const prerender = false;

const endpoint = cspReportEndpoint();
let proxies: ReturnType<typeof trustedProxies> | null = null;

/** Where browsers report Content-Security-Policy violations (the pages' `report-uri` and `report-to`). */
export const POST: APIRoute = ({ request, clientAddress }) => {
  let address: string | undefined;
  try {
    address = clientAddress;
  } catch {
    // An adapter without socket info: every client shares the unknown address's bucket.
  }
  return endpoint(
    request,
    visitorAddress(
      address,
      request.headers.get('x-forwarded-for'),
      (proxies ??= trustedProxies(getEnv().trustedProxies)),
    ),
  );
};

export const ALL: APIRoute = () =>
  new Response(null, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
