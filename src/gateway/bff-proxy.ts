import { bffTarget, connectedBase, userWebUrlMissingResponse, type BffTarget } from './bff-target.ts';
import {
  bearerTokenOf,
  isHttps,
  readCookie,
  signInCookies,
  signOutCookies,
  userInfosCookie,
  USER_TOKEN_COOKIE,
  type UserInfos,
} from './auth-cookies.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import { isPrivateApiPath } from '../domain/private-paths.ts';
import { isWidgetAddress } from '../domain/route-table.ts';
import { publicOrigin, type PublicOriginConfig } from '../layouts/page-head.ts';
import { forwardToBff, jsonError } from '../upstream/bff-forward.ts';
import { VISITOR_HEADER } from '../server/http/client-key.ts';
import { readCappedText } from '../server/http/json-body.ts';
import { mintVisitorId, visitorCookie, visitorIdOf } from './visitor-cookie.ts';

export { jsonError };

/** A loopback Origin is the site itself only when the Host says so (publicOrigin trusts loopback hosts as such). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The site's same-origin `/bff/*` API. The browser sends its cookies; this proxy turns the HttpOnly userToken cookie
 * into `Authorization: Bearer`, adds Accept-Language (and X-Api-Key in connected mode), and turns the identity
 * service's token answers into cookies, so neither the key nor the token is ever readable by page scripts.
 */

const MAX_BODY_BYTES = 64 * 1024;
const SUPPORTED_LANGS = ['fr', 'en', 'es', 'it', 'de'];
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Request headers never forwarded: hop-by-hop, the browser's cookies, and anything the proxy itself decides. */
const DROPPED_REQUEST_HEADERS = [
  'cookie',
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'authorization',
  'x-api-key',
  'x-forwarded-for',
  'x-real-ip',
  'accept-encoding',
  'x-public-origin',
  'x-visitor-id',
];
/** Response headers not passed back: the body is re-streamed decoded, and upstream cookies belong to upstream's domain. */
const DROPPED_RESPONSE_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
];

export interface ProxyContext {
  /** The browser's address as the site's server saw it (the identity service rate-limits by it). */
  clientAddress?: string;
  /** The embedded backend's fetch (in-process), used when BFF_URL is not set. */
  embeddedFetch: (request: Request) => Promise<Response>;
  target?: BffTarget;
  cookieDomain?: string;
}

/** The locale for Accept-Language: the page sends its own language; anything unsupported falls back to fr. */
export function requestLang(request: Request): string {
  const first = request.headers.get('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first && SUPPORTED_LANGS.includes(first) ? first : 'fr';
}

/** What the forgery guard reads of a request (a Request, or the front door's view of a Node request). */
export interface RequestHead {
  url: string;
  headers: { get(name: string): string | null };
}

/**
 * Writes refused as cross-site request forgery: unsafe methods that ride on the session cookie, and every call of the
 * identity service. The gateway (bff-gateway.ts) asks before it takes a rate-limit token, so that a hostile page
 * cannot spend a visitor's sign-in attempts with requests this proxy refuses anyway.
 */
export function refusesCrossOriginWrite(method: string, path: string, request: RequestHead): boolean {
  const token = bearerTokenOf(readCookie(request.headers.get('cookie'), USER_TOKEN_COOKIE));
  return UNSAFE_METHODS.has(method) && (Boolean(token) || path.startsWith('/auth/')) && !isSameOriginWrite(request);
}

/**
 * Cross-site request forgery guard for writes that ride on the cookie: the browser always sends Origin on
 * cross-origin fetches, so an Origin naming another host is refused; without Origin, Sec-Fetch-Site must say same-origin.
 * The site's host is the Host header the browser sent, or one the configuration names as public (PUBLIC_BASE_URL,
 * PUBLIC_HOSTS, DOMAIN_NAME); X-Forwarded-Host is anyone's to send and is never read.
 */
export function isSameOriginWrite(request: RequestHead, config?: PublicOriginConfig): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    let originUrl: URL;
    try {
      originUrl = new URL(origin);
    } catch {
      return false;
    }
    const host = request.headers.get('host') ?? new URL(request.url).host;
    if (originUrl.host === host) return true;
    const configured = publicOrigin(originUrl, config);
    return configured !== null && !LOOPBACK.test(originUrl.hostname) && new URL(configured).host === originUrl.host;
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === 'same-origin' || fetchSite === 'none';
}

/**
 * Whether a path segment hides a separator or a dot segment behind percent-encoding (`%2F`, `%5C`, `%2e%2e`): the
 * operator's BFF, or a proxy in front of it, may decode it and route the call somewhere else than this proxy checked.
 */
export function hidesPathSyntax(path: string): boolean {
  return path.split('/').some((segment) => {
    if (!segment.includes('%')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return /[/\\]/.test(decoded) || decoded === '.' || decoded === '..';
  });
}

function apiPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname.replace(/^\/bff(?=\/|$)/, '') || '/';
}

/** Answers that open a session (the token becomes the HttpOnly cookie). Sign-up itself only mails a link. */
const SIGN_IN_PATHS = new Set(['/auth/signin', '/auth/signup/confirm']);

/** A same-origin call carries its page's address as Referer: a widget route's, or another page's with widget=true. */
function calledFromWidget(request: Request): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return isWidgetAddress(new URL(referer));
  } catch {
    return false;
  }
}

export async function proxyBffRequest(request: Request, context: ProxyContext): Promise<Response> {
  const target = context.target ?? bffTarget();
  const path = apiPath(request);
  const method = request.method.toUpperCase();
  const token = bearerTokenOf(readCookie(request.headers.get('cookie'), USER_TOKEN_COOKIE));

  if (target.mode === 'connected' && hidesPathSyntax(path)) {
    return jsonError(400, 'invalid_path', 'Encoded slashes, backslashes and dot segments are refused in API addresses');
  }
  if (refusesCrossOriginWrite(method, path, request)) {
    return jsonError(403, 'cross_origin_write', 'Cross-origin writes are refused');
  }

  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const read = await readCappedText(request, MAX_BODY_BYTES);
    if (read === null) {
      return jsonError(413, 'payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
    }
    body = read;
  }

  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  headers.set('Accept-Language', requestLang(request));
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (context.clientAddress) headers.set('X-Forwarded-For', context.clientAddress);
  const visitorId = visitorIdOf(request.headers.get('cookie'));
  if (visitorId) headers.set(VISITOR_HEADER, visitorId);
  // Links the identity service mails (sign-up confirmation) point at the site's trusted public origin.
  const origin = publicOrigin(new URL(request.url));
  if (origin) headers.set('X-Public-Origin', origin);

  const search = new URL(request.url).search;
  let upstream: Response;
  if (target.mode === 'connected') {
    if (target.apiKey) headers.set('X-Api-Key', target.apiKey);
    // The account calls go to the user-web service (spec section 7), or fail without its address.
    const base = connectedBase(target, path);
    if (base === null) return userWebUrlMissingResponse();
    upstream = await forwardToBff(
      { ...target, bffUrl: base },
      `${path}${search}`,
      { method, headers, body },
      request.signal,
    );
  } else {
    upstream = await context.embeddedFetch(
      new Request(`http://embedded.invalid/bff${path}${search}`, { method, headers, body }),
    );
  }

  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  if (isPrivateApiPath(path)) responseHeaders.set('Cache-Control', 'no-store');
  const cookieOptions = { secure: isHttps(request), domain: context.cookieDomain };
  // A visitor without the cookie is counted by address this time, and as a visitor of its own from its next call.
  // Never on an answer a shared cache may keep: every visitor would get the same id.
  // Nor on a call a widget makes: widgets set no cookie on a partner's page (src/middleware/visitor.ts).
  if (!visitorId && !calledFromWidget(request) && !/\bpublic\b/i.test(responseHeaders.get('cache-control') ?? ''))
    responseHeaders.append('Set-Cookie', visitorCookie(mintVisitorId(), cookieOptions.secure));

  if (SIGN_IN_PATHS.has(path) && upstream.ok) {
    return completeSignIn(upstream, body, responseHeaders, cookieOptions);
  }
  if (
    path === '/auth/logout' ||
    (token && upstream.status === 401) ||
    (method === 'DELETE' && path === '/me' && upstream.ok)
  ) {
    // A revoked or expired token, or a deleted account: drop both cookies so the site shows the signed-out state.
    for (const cookie of signOutCookies(cookieOptions)) responseHeaders.append('Set-Cookie', cookie);
  } else if (token && upstream.ok && (path === '/userinfo/update' || path === '/me')) {
    const text = await upstream.text();
    refreshUserInfos(text, responseHeaders, cookieOptions);
    return new Response(text, { status: upstream.status, headers: responseHeaders });
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

interface SessionAnswer {
  accessToken: string;
  expiresAt: string;
  user: UserInfos;
}

/** The token goes into the HttpOnly cookie and is cut from the body; the page gets display data and where to go. */
async function completeSignIn(
  upstream: Response,
  requestBody: string | undefined,
  headers: Headers,
  cookieOptions: { secure: boolean; domain?: string },
): Promise<Response> {
  const session = (await upstream.json()) as SessionAnswer;
  for (const cookie of signInCookies(session, cookieOptions)) headers.append('Set-Cookie', cookie);
  let requested: unknown;
  try {
    requested = (JSON.parse(requestBody ?? '{}') as { redirectTo?: unknown }).redirectTo;
  } catch {
    requested = undefined;
  }
  const answer = { user: session.user, expiresAt: session.expiresAt, redirectTo: safeRedirectTarget(requested) };
  headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(answer), { status: upstream.status, headers });
}

function refreshUserInfos(text: string, headers: Headers, cookieOptions: { secure: boolean; domain?: string }): void {
  try {
    const body = JSON.parse(text) as { attributes?: Record<string, unknown> };
    const attributes = body.attributes ?? {};
    const user: UserInfos = {
      firstName: String(attributes.firstName ?? ''),
      lastName: String(attributes.lastName ?? ''),
      attributes,
    };
    // Same lifetime as a fresh session; the HttpOnly token cookie keeps its own expiry.
    const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    headers.append('Set-Cookie', userInfosCookie(user, { ...cookieOptions, expires }));
  } catch {
    // Not the expected body: leave the cookie as it is.
  }
}
