import { cspViolationLine, parseCspReport } from '../domain/csp-report.ts';
import { clientKey } from '../server/http/client-key.ts';
import { readCappedText } from '../server/http/json-body.ts';
import { memoryRateLimitStore, type RateLimitStore } from '../server/http/rate-limit-store.ts';
import type { Rate } from '../server/server-limits.ts';

/** A report is a few hundred bytes; a batch of the Reporting API a few kilobytes. */
export const MAX_CSP_REPORT_BYTES = 8 * 1024;
/** Per client: a burst of 20 reports (a page with several violations), then one every 3 seconds. */
export const CSP_REPORT_RATE: Rate = { capacity: 20, refillPerSecond: 1 / 3 };

export interface CspReportEndpointOptions {
  store?: RateLimitStore;
  rate?: Rate;
  log?: (line: string) => void;
  now?: () => number;
}

const answer = (status: number, error?: string, headers: Record<string, string> = {}) =>
  new Response(error === undefined ? null : JSON.stringify({ error }), {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(error === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      ...headers,
    },
  });

/**
 * The same-origin endpoint the CSP's `report-uri` and `report-to` name (POST /csp-report): each violation is one compact
 * log line, the answer 204. Whatever arrives (anyone can post here), the answer is a 4xx at worst: 415 for another
 * content type, 413 past the cap, 400 for a body that is no report, 429 past the client's bucket.
 */
export function cspReportEndpoint(options: CspReportEndpointOptions = {}) {
  const store = options.store ?? memoryRateLimitStore(10_000);
  const rate = options.rate ?? CSP_REPORT_RATE;
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;
  return async (request: Request, address: string | undefined): Promise<Response> => {
    try {
      // Browsers send reports without cookies: the address is the client.
      const bucket = await store.take(`csp-report:${clientKey(address, null).address}`, rate, now());
      if (!bucket.allowed) return answer(429, 'too many reports', { 'Retry-After': String(bucket.retryAfterS) });
      const body = await readCappedText(request, MAX_CSP_REPORT_BYTES);
      if (body === null) return answer(413, `a report is at most ${MAX_CSP_REPORT_BYTES} bytes`);
      const outcome = parseCspReport(request.headers.get('content-type'), body);
      if (!outcome.ok) return answer(outcome.status, outcome.reason);
      for (const violation of outcome.violations) log(cspViolationLine(violation));
      if (outcome.dropped > 0) log(`csp-violation dropped=${outcome.dropped}`);
      return answer(204);
    } catch {
      // A body cut off mid-stream or undecodable: the client's fault, never the server's.
      return answer(400, 'unreadable report');
    }
  };
}
