/**
 * The site's rule against cross-site form posts, the one Astro's `security.checkOrigin` applied
 * (astro/dist/core/app/origin-check.js) before any middleware ran: an unsafe method whose Origin is not the site's own
 * is refused when it carries no content type or a form's (what a form on another site can send without a preflight).
 * The site applies it itself (src/middleware/cross-site.ts for pages, src/gateway/bff-gateway.ts for /bff) so that the refusal is the
 * answer the address owes: the translated error page for pages, the API's JSON error under /bff.
 */

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

export interface WriteRequest {
  method: string;
  /** The Origin header, or null. */
  origin: string | null;
  /** The Content-Type header, or null when absent. */
  contentType: string | null;
  /** The site's own origin as the request addresses it (scheme and Host). */
  siteOrigin: string;
}

export function isCrossSiteWrite({ method, origin, contentType, siteOrigin }: WriteRequest): boolean {
  if (SAFE_METHODS.includes(method.toUpperCase())) return false;
  const sameOrigin = origin === siteOrigin;
  if (contentType !== null)
    return !sameOrigin && FORM_CONTENT_TYPES.some((form) => contentType.toLowerCase().includes(form));
  return !sameOrigin;
}

/** The API's answer to a refused write under /bff, in both modes. */
export const CROSS_SITE_WRITE_BODY = JSON.stringify({
  error: { code: 'cross_origin_write', message: 'Cross-origin writes are refused: send the Origin of this site' },
});
