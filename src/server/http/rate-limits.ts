import type { Context, Hono, Next } from 'hono';
import { DEFAULT_ADDRESS_FACTOR, type Rate, type ServerLimits } from '../server-limits.ts';
import type { RateLimitStore } from './rate-limit-store.ts';
import { clientKeyOf, type ClientKey } from './client-key.ts';

/**
 * Per-client token buckets on the calls an abuser would hammer: journey search and the detailed journey (the planner's
 * CPU), place search and reverse geocoding (the geocoder's quota when one is configured), failed sign-ins and sign-ups,
 * cart writes (an anonymous cart is a database row per e-mail, and anyone can name any e-mail) and cart reads (an
 * anonymous cart is read by its e-mail alone). Past its bucket a client gets 429 with Retry-After at once, without
 * touching the planner or the database.
 *
 * Each call takes a token from two buckets (client-key.ts): the visitor's (the rule's rate) and the address's (the
 * rule's rate times the address factor), so a NAT serves many travellers while one visitor stays limited. The address
 * is the one the site's proxy writes alone in X-Forwarded-For (it drops any the browser sent); `npm run bff` writes it
 * by the same trusted-proxy rule as the site.
 */
export interface RateLimits {
  store: RateLimitStore;
  rates: ServerLimits['rates'];
  /** An address's budget is this many visitors' (RATE_LIMIT_ADDRESS_FACTOR); 1 keys by the address alone. */
  addressFactor?: number;
}

type RateName = keyof ServerLimits['rates'];

interface RateRule {
  method: 'GET' | 'POST';
  path: string;
  rate: RateName;
  what: string;
  /** Counted only when the call fails: a token taken before is given back on a 2xx answer. */
  failuresOnly?: boolean;
}

const LIMITED: RateRule[] = [
  { method: 'POST', path: '/api/trip-planner/v2/journeys/search', rate: 'journeySearch', what: 'journey searches' },
  // Rebuilding a journey from its code is a planner job too.
  { method: 'POST', path: '/api/trip-planner/v2/journeys/detailed', rate: 'journeySearch', what: 'journey searches' },
  { method: 'GET', path: '/api/v1/places', rate: 'placeSearch', what: 'place searches' },
  { method: 'GET', path: '/core/v3/placesSearch', rate: 'placeSearch', what: 'place searches' },
  { method: 'GET', path: '/core/v3/places', rate: 'placeSearch', what: 'place searches' },
  // Each call with a new position is a call to the geocoder (GEOCODER_URL) when one is configured.
  { method: 'GET', path: '/core/v3/reverseGeocode', rate: 'placeSearch', what: 'place searches' },
  // A traveller signing in succeeds: only the failures a guesser makes are counted.
  { method: 'POST', path: '/auth/signin', rate: 'signIn', what: 'failed sign-in attempts', failuresOnly: true },
  { method: 'POST', path: '/auth/signup', rate: 'signUp', what: 'sign-ups' },
  // Each one may send a mail, like a sign-up (the address itself is braked too: identity/reset-mail-brake.ts).
  { method: 'POST', path: '/auth/password/reset-request', rate: 'signUp', what: 'password-reset requests' },
  // Without it, one client could create anonymous carts for any number of made-up e-mails.
  { method: 'POST', path: '/store/cart/items', rate: 'cartWrite', what: 'cart changes' },
  // An anonymous cart is read by its e-mail alone: unlimited, anyone could read the carts of a list of e-mails.
  { method: 'GET', path: '/store/cart', rate: 'cartRead', what: 'cart reads' },
];

/** HEAD runs the GET handler (Hono answers it with the GET route): it costs the same and is counted the same. */
function countedMethod(method: string): string {
  const upper = method.toUpperCase();
  return upper === 'HEAD' ? 'GET' : upper;
}

/**
 * The rule of a call, by its method and its path below the API's root (percent-decoded as the router decodes it:
 * exact match, no trailing slash), or undefined when the call is not limited.
 */
export function rateRuleFor(method: string, apiPath: string): RateRule | undefined {
  const counted = countedMethod(method);
  return LIMITED.find((rule) => rule.method === counted && rule.path === apiPath);
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterS: number; body: string };

interface Bucket {
  key: string;
  rate: Rate;
  /** Who the refusal names. */
  from: string;
}

/**
 * The buckets a call takes from, in order: the visitor's at the rule's rate, then the address's at that rate times the
 * address factor; with a factor of 1, the address's alone at the rule's rate.
 */
function bucketsOf(limits: RateLimits, rule: RateRule, client: ClientKey): Bucket[] {
  const rate = limits.rates[rule.rate];
  const factor = limits.addressFactor ?? DEFAULT_ADDRESS_FACTOR;
  if (factor <= 1) return [{ key: `${rule.rate}:a:${client.address}`, rate, from: 'you' }];
  return [
    { key: `${rule.rate}:${client.visitor}`, rate, from: 'you' },
    {
      key: `${rule.rate}:address:${client.address}`,
      rate: { capacity: rate.capacity * factor, refillPerSecond: rate.refillPerSecond * factor },
      from: 'your network address',
    },
  ];
}

/** Takes one token of the visitor's bucket, then of the address's; a refusal carries its Retry-After and JSON error body. */
export async function takeRateToken(limits: RateLimits, rule: RateRule, client: ClientKey): Promise<RateVerdict> {
  const now = Date.now();
  for (const bucket of bucketsOf(limits, rule, client)) {
    const { allowed, retryAfterS } = await limits.store.take(bucket.key, bucket.rate, now);
    if (allowed) continue;
    const message = `Too many ${rule.what} from ${bucket.from}; try again in ${retryAfterS} s`;
    return { allowed: false, retryAfterS, body: JSON.stringify({ error: { code: 'rate_limited', message } }) };
  }
  return { allowed: true };
}

/** Gives back the tokens a call took when its rule counts failures only and the call succeeded. */
export async function settleRateToken(
  limits: RateLimits,
  rule: RateRule,
  client: ClientKey,
  status: number,
): Promise<void> {
  if (!rule.failuresOnly || status < 200 || status >= 300) return;
  const now = Date.now();
  for (const bucket of bucketsOf(limits, rule, client)) await limits.store.give(bucket.key, bucket.rate, now);
}

/**
 * Calls whose token the site's front door already took (src/gateway/bff-shortcut.ts, before the request cost anything):
 * the backend must not take a second one. In-process Request objects only: nothing a client sends can put one here.
 */
const alreadyCounted = new WeakSet<Request>();

export function markRateCounted(request: Request): void {
  alreadyCounted.add(request);
}

function limiter(limits: RateLimits, rule: RateRule) {
  return async (c: Context, next: Next) => {
    if (countedMethod(c.req.method) !== rule.method || alreadyCounted.has(c.req.raw)) return next();
    const client = clientKeyOf({ get: (name) => c.req.header(name) });
    const verdict = await takeRateToken(limits, rule, client);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterS));
      c.header('Content-Type', 'application/json');
      return c.body(verdict.body, 429);
    }
    await next();
    await settleRateToken(limits, rule, client, c.res.status);
  };
}

/** Registers the limits before the routes (Hono runs middleware in registration order); no limits without `limits`. */
export function registerRateLimits(app: Hono, limits: RateLimits | undefined): void {
  if (!limits) return;
  for (const rule of LIMITED) app.use(rule.path, limiter(limits, rule));
}
