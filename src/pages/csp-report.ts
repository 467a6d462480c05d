import type { APIRoute } from 'astro';
import { cspReportEndpoint } from '../gateway/csp-report-endpoint.ts';
import { requestVisitorAddress } from '../gateway/request-address.ts';

export const prerender = false;

const endpoint = cspReportEndpoint();

/**
 * Where browsers report Content-Security-Policy violations (the pages' `report-uri` and `report-to`). Without a known
 * address, every client shares the unknown address's bucket.
 */
export const POST: APIRoute = (context) => endpoint(context.request, requestVisitorAddress(context));

export const ALL: APIRoute = () =>
  new Response(null, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
