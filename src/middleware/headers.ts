import type { APIContext, MiddlewareHandler } from 'astro';
import { compressResponse } from './compression.ts';
import { isAccountRoute } from '../domain/private-paths.ts';
import { applySharedCache } from './shared-cache.ts';
import { getEnv, type RuntimeEnv } from '../config/env.ts';
import { TRUSTED_TYPES_POLICIES } from '../lib/trusted-types.ts';

/**
 * Security headers on every response (spec section 6). Pages get their Content-Security-Policy from Astro's
 * `security.csp` plus BaseLayout's per-page directives; other responses (API JSON, redirects) get a locked-down one.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The Reporting API endpoint the pages' `report-to csp-endpoint` names (same origin: src/pages/csp-report.ts). */
export const REPORTING_ENDPOINTS = 'csp-endpoint="/csp-report"';

/**
 * Trusted Types on pages: script-URL and HTML sinks take only what a named policy vouched for (src/lib/trusted-types.ts,
 * and the embedded login widget's own). Enforced by default; `TRUSTED_TYPES=report-only` moves them to a report-only
 * policy for third-party scripts that write HTML without one.
 */
export const TRUSTED_TYPES_DIRECTIVES = `require-trusted-types-for 'script'; trusted-types ${[...TRUSTED_TYPES_POLICIES, 'kas-login-widget'].join(' ')}`;

function addTrustedTypes(headers: Headers, mode: RuntimeEnv['trustedTypes']): void {
  const csp = headers.get('Content-Security-Policy');
  if (mode === 'enforce' && csp) headers.set('Content-Security-Policy', `${csp}; ${TRUSTED_TYPES_DIRECTIVES}`);
  else
    headers.set(
      'Content-Security-Policy-Report-Only',
      `${TRUSTED_TYPES_DIRECTIVES}; report-uri /csp-report; report-to csp-endpoint`,
    );
}

/**
 * What every answer gets on its way out: the security headers, the locked-down CSP when it has none, the cache policy
 * of pages, compression. `page` is the Astro context (absent for the API calls the front door answers directly, which
 * Astro's middleware would have treated as API calls: no route, nothing shareable).
 */
export function finishResponse(
  request: Request,
  response: Response,
  page?: Pick<APIContext, 'request' | 'locals'>,
): Response {
  // Responses from fetch() (the /bff proxy) have immutable headers: copy them into a new response.
  let target = response;
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    target = new Response(response.body, response);
  }
  // Astro gives a page's response the status text 'OK' whatever status the page sets: the status line read
  // '400 OK' / '404 OK'. Without a text, Node writes the standard one ('Bad Request').
  if (target.status >= 400 && target.statusText === 'OK')
    target = new Response(target.body, { status: target.status, headers: target.headers });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) target.headers.set(name, value);
  // A page's empty 404/500 is only a signal: Astro renders its error page next and lets this response's headers win
  // over the error page's, so a fallback CSP here replaced the page's own and blocked its stylesheet.
  const errorPageFollows =
    page !== undefined && target.body === null && (target.status === 404 || target.status === 500);
  if (!target.headers.has('Content-Security-Policy') && !errorPageFollows)
    target.headers.set('Content-Security-Policy', FALLBACK_CSP);
  if (page) applySharedCache(page, target);
  // Pages carry the visitor's language, session and navigation context: never stored by shared caches; account
  // pages (personal data) are not stored at all, not even in the browser's cache.
  if ((target.headers.get('content-type') ?? '').startsWith('text/html')) {
    target.headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
    addTrustedTypes(target.headers, getEnv().trustedTypes);
    if (isAccountRoute(page?.locals.route?.name)) target.headers.set('Cache-Control', 'no-store');
    else if (!target.headers.has('Cache-Control')) target.headers.set('Cache-Control', 'private, no-cache');
  }
  return compressResponse(request, target);
}

export const headers: MiddlewareHandler = async (context, next) =>
  finishResponse(context.request, await next(), context);
