import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import type { BlockList } from 'node:net';
import { publishApiShortcut, type ApiShortcut } from '../front-door/api-shortcut.ts';
import { FALLBACK_CSP, finishResponse } from '../middleware/headers.ts';
import { embeddedBackend, embeddedDeps } from '../server/embedded.ts';
import {
  markRateCounted,
  rateRuleFor,
  settleRateToken,
  takeRateToken,
  type RateLimits,
} from '../server/http/rate-limits.ts';
import { clientKey } from '../server/http/client-key.ts';
import { visitorIdOf } from './visitor-cookie.ts';
import { bffTarget } from './bff-target.ts';
import { hidesPathSyntax, proxyBffRequest, refusesCrossOriginWrite } from '../api/bff-proxy.ts';
import { isPrivateApiPath } from '../domain/private-paths.ts';
import { CROSS_SITE_WRITE_BODY, isCrossSiteWrite } from '../domain/cross-site-write.ts';
import { visitorAddress } from './client-address.ts';
import { configuredProxies } from './request-address.ts';

/**
 * `/bff/*` in embedded mode, answered for the front door (src/front-door/api-shortcut.ts) exactly as the Astro route
 * src/pages/bff/[...path].ts and the headers middleware answer it, minus Astro's pipeline: the same visitor address,
 * proxy and backend, the same security headers and compression. Rate-limited calls take their token first: a client
 * past its limit gets the 429 before any Request is built, and the backend does not count the call a second time.
 * Connected mode (BFF_URL) is declined and goes through Astro (its upstream budget lives in the middleware), except an
 * address that hides path syntax behind percent-encoding, refused here while its raw form is still known.
 */

function headerText(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/** The path below /bff as the proxy reads it (raw), or null outside /bff. */
function rawApiPathOf(rawUrl: string): string | null {
  const path = rawUrl.split('?', 1)[0];
  if (!path.startsWith('/bff/')) return null;
  // Dot segments, doubled or back slashes: the URL parser would move the address (perhaps out of /bff); Astro decides.
  if (new URL(path, 'http://site.invalid').pathname !== path) return null;
  return path.slice('/bff'.length);
}

/** Whether the address, once its dot segments resolve, is still under /bff (where every answer is the API's JSON). */
function resolvesUnderBff(rawUrl: string): boolean {
  try {
    return /^\/bff(\/|$)/.test(new URL(rawUrl.split('?', 1)[0], 'http://site.invalid').pathname);
  } catch {
    return false;
  }
}

/** The rate-limit rule of the call; the path percent-decoded as the backend's router decodes it. */
function ruleOf(method: string, rawApiPath: string) {
  try {
    return rateRuleFor(method, decodeURI(rawApiPath));
  } catch {
    return undefined;
  }
}

/**
 * The site's cross-site write rule (src/domain/cross-site-write.ts), read from the Node request: refused with the API's
 * JSON error (Astro's own checkOrigin answered a text/plain 403 that no /bff client can read: an API client's DELETE
 * without Origin got "Cross-site DELETE form submissions are forbidden").
 */
function refusesCrossSite(req: IncomingMessage, method: string): boolean {
  const protocol = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  let siteOrigin = '';
  try {
    siteOrigin = new URL(`${protocol}://${req.headers.host ?? 'localhost'}`).origin;
  } catch {
    // an unusable Host: no Origin matches it
  }
  return isCrossSiteWrite({
    method,
    origin: req.headers.origin ?? null,
    contentType: req.headers['content-type'] ?? null,
    siteOrigin,
  });
}

function refuse(res: ServerResponse, apiPath: string, retryAfterS: number, body: string): void {
  res.writeHead(429, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(retryAfterS),
    'Content-Security-Policy': FALLBACK_CSP,
    ...(isPrivateApiPath(apiPath) ? { 'Cache-Control': 'no-store' } : {}),
  });
  res.end(body);
}

function refuseCrossOrigin(req: IncomingMessage, res: ServerResponse): void {
  // The body is not read: the connection is not kept for a next request that would start inside it.
  res.writeHead(403, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(CROSS_SITE_WRITE_BODY),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': FALLBACK_CSP,
    ...(req.headers['content-length'] || req.headers['transfer-encoding'] ? { Connection: 'close' } : {}),
  });
  res.end(CROSS_SITE_WRITE_BODY);
}

function refuseEncodedPath(res: ServerResponse): void {
  const body = JSON.stringify({
    error: {
      code: 'invalid_path',
      message: 'Encoded slashes, backslashes and dot segments are refused in API addresses',
    },
  });
  res.writeHead(400, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': FALLBACK_CSP,
  });
  res.end(body);
}

/** What the shortcut answers with: the process's backend in production, small stand-ins in tests. */
export interface BffShortcutParts {
  /** Whether /bff is answered in-process (embedded mode); connected mode (BFF_URL) is left to Astro. */
  embedded(): boolean;
  rateLimits(): Promise<RateLimits | undefined>;
  backend(): Promise<{ fetch(request: Request): Response | Promise<Response> }>;
  trustedProxies(): BlockList | undefined;
}

export function bffShortcut(parts: BffShortcutParts): ApiShortcut {
  return async (req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    // Before the dot-segment test below: '/bff/api/v1/favorites/..' is still an API address, refused in JSON too.
    if (parts.embedded() && resolvesUnderBff(req.url ?? '/') && refusesCrossSite(req, method)) {
      refuseCrossOrigin(req, res);
      return true;
    }
    // Connected mode: a raw address hiding a separator or a dot segment is refused before the URL parser resolves it
    // (the Request Astro builds would already carry the resolved path, and the operator's BFF may decode differently).
    const rawPath = (req.url ?? '/').split('?', 1)[0];
    if (!parts.embedded() && /^\/bff(\/|$)/.test(rawPath) && hidesPathSyntax(rawPath)) {
      refuseEncodedPath(res);
      return true;
    }
    const apiPath = rawApiPathOf(req.url ?? '/');
    if (apiPath === null || !parts.embedded()) return false;
    const address = visitorAddress(
      req.socket.remoteAddress,
      headerText(req.headers['x-forwarded-for']),
      parts.trustedProxies(),
    );
    const head = {
      url: `http://${req.headers.host ?? 'localhost'}${req.url}`,
      headers: { get: (name: string) => headerText(req.headers[name]) },
    };
    // A write the proxy refuses as forged (403) must not spend the visitor's tokens: it skips the limit here.
    const rule = refusesCrossOriginWrite(method, apiPath, head) ? undefined : ruleOf(method, apiPath);
    const limits = rule ? await parts.rateLimits() : undefined;
    const visitorId = visitorIdOf(headerText(req.headers.cookie));
    const client = clientKey(address, visitorId);
    if (rule && limits) {
      const verdict = await takeRateToken(limits, rule, client);
      if (!verdict.allowed) {
        refuse(res, apiPath, verdict.retryAfterS, verdict.body);
        return true;
      }
    }
    const request = createRequestFromNodeRequest(req, { port: req.socket.localPort });
    const response = await proxyBffRequest(request, {
      clientAddress: address,
      embeddedFetch: async (forwarded) => {
        if (rule && limits) markRateCounted(forwarded);
        return (await parts.backend()).fetch(forwarded);
      },
    });
    if (rule && limits) await settleRateToken(limits, rule, client, response.status);
    await writeResponse(finishResponse(request, response), res);
    return true;
  };
}

publishApiShortcut(
  bffShortcut({
    embedded: () => bffTarget().mode !== 'connected',
    rateLimits: async () => (await embeddedDeps()).rateLimits,
    backend: embeddedBackend,
    trustedProxies: configuredProxies,
  }),
);
