import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { publishApiShortcut, type ApiShortcut } from '../front-door/api-shortcut.ts';
import { FALLBACK_CSP } from '../middleware/headers.ts';
import { embeddedBackend, embeddedDeps } from '../server/embedded.ts';
import type { RateLimits } from '../server/http/rate-limits.ts';
import { bffTarget } from './bff-target.ts';
import { hidesPathSyntax } from './bff-proxy.ts';
import { answerBffCall, crossSiteRefusalOf, type BffCall } from './bff-gateway.ts';
import { visitorAddress } from './client-address.ts';
import { configuredProxies } from './request-address.ts';

/**
 * `/bff/*` in embedded mode, answered for the front door (src/front-door/api-shortcut.ts) by the gateway
 * (bff-gateway.ts) that the Astro route src/pages/bff/[...path].ts calls too, minus Astro's pipeline. A client past its
 * limit gets the 429 before any Request is built. Connected mode (BFF_URL) is declined and goes through Astro (its
 * upstream budget lives in the middleware), except an address that hides path syntax behind percent-encoding, refused
 * here while its raw form is still known.
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

/** The site's origin as the Node request names it (an unusable Host: no Origin matches it). */
function siteOriginOf(req: IncomingMessage): string {
  const protocol = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  try {
    return new URL(`${protocol}://${req.headers.host ?? 'localhost'}`).origin;
  } catch {
    return '';
  }
}

export function bffShortcut(parts: BffShortcutParts): ApiShortcut {
  return async (req, res) => {
    const rawUrl = req.url ?? '/';
    if (!parts.embedded()) {
      // Connected mode: a raw address hiding a separator or a dot segment is refused before the URL parser resolves it
      // (the Request Astro builds would already carry the resolved path, and the operator's BFF may decode differently).
      const rawPath = rawUrl.split('?', 1)[0];
      if (!/^\/bff(\/|$)/.test(rawPath) || !hidesPathSyntax(rawPath)) return false;
      refuseEncodedPath(res);
      return true;
    }
    if (!resolvesUnderBff(rawUrl)) return false;
    const address = visitorAddress(
      req.socket.remoteAddress,
      headerText(req.headers['x-forwarded-for']),
      parts.trustedProxies(),
    );
    const apiPath = rawApiPathOf(rawUrl);
    const call: BffCall = {
      method: (req.method ?? 'GET').toUpperCase(),
      apiPath: apiPath ?? '',
      head: {
        url: `http://${req.headers.host ?? 'localhost'}${req.url}`,
        headers: { get: (name: string) => headerText(req.headers[name]) },
      },
      siteOrigin: siteOriginOf(req),
      clientAddress: address,
      hasBody: Boolean(req.headers['content-length'] || req.headers['transfer-encoding']),
      request: () => createRequestFromNodeRequest(req, { port: req.socket.localPort }),
    };
    if (apiPath === null) {
      // Dot segments, doubled or back slashes: Astro resolves the address; a cross-site write is still refused in JSON.
      const refusal = crossSiteRefusalOf(call);
      if (!refusal) return false;
      await writeResponse(refusal, res);
      return true;
    }
    const answer = await answerBffCall(call, {
      rateLimits: parts.rateLimits,
      embeddedFetch: async (request) => (await parts.backend()).fetch(request),
      finishHeaders: true,
    });
    await writeResponse(answer, res);
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
