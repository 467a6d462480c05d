import type { Context, Hono, Next } from 'hono';
import type { ServerLimits } from '../server-limits.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * Per-client token buckets on the calls an abuser would hammer: journey search and the detailed journey (the planner's
 * CPU), place search and reverse geocoding (the geocoder's quota when one is configured), sign-in and sign-up, and cart
 * writes (an anonymous cart is a database row per e-mail, and anyone can name any e-mail). Past its bucket a client gets 429 with Retry-After at once, without touching the planner or
 * the database. The client is the address the site's proxy puts first in X-Forwarded-For (it drops any the browser
 * sent); a backend reachable without the site in front must sit behind a proxy that does the same.
 */
export interface RateLimits {
  store: RateLimitStore;
  rates: ServerLimits['rates'];
}

type RateName = keyof ServerLimits['rates'];

interface RateRule {
  method: 'GET' | 'POST';
  path: string;
  rate: RateName;
  what: string;
}

const LIMITED: RateRule[] = [
  { method: 'POST', path: '/api/trip-planner/v2/journeys/search', rate: 'journeySearch', what: 'journey searches' },
  // Rebuilding a journey from its code is a planner job too (session 7 audit: it had no limit).
  { method: 'POST', path: '/api/trip-planner/v2/journeys/detailed', rate: 'journeySearch', what: 'journey searches' },
  { method: 'GET', path: '/api/v1/places', rate: 'placeSearch', what: 'place searches' },
  { method: 'GET', path: '/core/v3/placesSearch', rate: 'placeSearch', what: 'place searches' },
  { method: 'GET', path: '/core/v3/places', rate: 'placeSearch', what: 'place searches' },
  // Each call with a new position is a call to the geocoder (GEOCODER_URL) when one is configured.
  { method: 'GET', path: '/core/v3/reverseGeocode', rate: 'placeSearch', what: 'place searches' },
  { method: 'POST', path: '/auth/signin', rate: 'signIn', what: 'sign-in attempts' },
  { method: 'POST', path: '/auth/signup', rate: 'signUp', what: 'sign-ups' },
  // Each one may send a mail, like a sign-up (the address itself is braked too: identity/reset-mail-brake.ts).
  { method: 'POST', path: '/auth/password/reset-request', rate: 'signUp', what: 'password-reset requests' },
  // Session 7 audit: without it, one client could create anonymous carts for any number of made-up e-mails.
  { method: 'POST', path: '/store/cart/items', rate: 'cartWrite', what: 'cart changes' },
];

/**
 * The rule of a call, by its method and its path below the API's root (percent-decoded as the router decodes it:
 * exact match, no trailing slash), or undefined when the call is not limited.
 */
export function rateRuleFor(method: string, apiPath: string): RateRule | undefined {
  return LIMITED.find((rule) => rule.method === method && rule.path === apiPath);
}

export function clientKey(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterS: number; body: string };

/** Takes one token of the client's bucket for the rule; a refusal carries its Retry-After and JSON error body. */
export async function takeRateToken(limits: RateLimits, rule: RateRule, client: string): Promise<RateVerdict> {
  const { allowed, retryAfterS } = await limits.store.take(`${rule.rate}:${client || 'unknown'}`, limits.rates[rule.rate], Date.now());
  if (allowed) return { allowed: true };
  const message = `Too many ${rule.what} from your address; try again in ${retryAfterS} s`;
  return { allowed: false, retryAfterS, body: JSON.stringify({ error: { code: 'rate_limited', message } }) };
}

/**
 * Calls whose token the site's front door already took (src/api/bff-shortcut.ts, before the request cost anything):
 * the backend must not take a second one. In-process Request objects only: nothing a client sends can put one here.
 */
const alreadyCounted = new WeakSet<Request>();

export function markRateCounted(request: Request): void {
  alreadyCounted.add(request);
}

function limiter(limits: RateLimits, rule: RateRule) {
  return async (c: Context, next: Next) => {
    if (c.req.method !== rule.method || alreadyCounted.has(c.req.raw)) return next();
    const verdict = await takeRateToken(limits, rule, clientKey(c));
    if (verdict.allowed) return next();
    c.header('Retry-After', String(verdict.retryAfterS));
    c.header('Content-Type', 'application/json');
    return c.body(verdict.body, 429);
  };
}

/** Registers the limits before the routes (Hono runs middleware in registration order); no limits without `limits`. */
export function registerRateLimits(app: Hono, limits: RateLimits | undefined): void {
  if (!limits) return;
  for (const rule of LIMITED) app.use(rule.path, limiter(limits, rule));
}
