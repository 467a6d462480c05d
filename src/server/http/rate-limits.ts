import type { Context, Hono, Next } from 'hono';
import type { Rate, ServerLimits } from '../server-limits.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * Per-client token buckets on the calls an abuser would hammer: journey search (the planner's CPU), place search,
 * sign-in and sign-up. Past its bucket a client gets 429 with Retry-After at once, without touching the planner or
 * the database. The client is the address the site's proxy puts first in X-Forwarded-For (it drops any the browser
 * sent); a backend reachable without the site in front must sit behind a proxy that does the same.
 */
export interface RateLimits {
  store: RateLimitStore;
  rates: ServerLimits['rates'];
}

type RateName = keyof ServerLimits['rates'];

const LIMITED: { method: 'get' | 'post'; path: string; rate: RateName; what: string }[] = [
  { method: 'post', path: '/api/trip-planner/v2/journeys/search', rate: 'journeySearch', what: 'journey searches' },
  { method: 'get', path: '/api/v1/places', rate: 'placeSearch', what: 'place searches' },
  { method: 'get', path: '/core/v3/placesSearch', rate: 'placeSearch', what: 'place searches' },
  { method: 'get', path: '/core/v3/places', rate: 'placeSearch', what: 'place searches' },
  { method: 'post', path: '/auth/signin', rate: 'signIn', what: 'sign-in attempts' },
  { method: 'post', path: '/auth/signup', rate: 'signUp', what: 'sign-ups' },
];

export function clientKey(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

function limiter(limits: RateLimits, method: string, name: RateName, what: string) {
  const rate: Rate = limits.rates[name];
  return async (c: Context, next: Next) => {
    if (c.req.method !== method) return next();
    const { allowed, retryAfterS } = await limits.store.take(`${name}:${clientKey(c)}`, rate, Date.now());
    if (allowed) return next();
    c.header('Retry-After', String(retryAfterS));
    return c.json({ error: { code: 'rate_limited', message: `Too many ${what} from your address; try again in ${retryAfterS} s` } }, 429);
  };
}

/** Registers the limits before the routes (Hono runs middleware in registration order); no limits without `limits`. */
export function registerRateLimits(app: Hono, limits: RateLimits | undefined): void {
  if (!limits) return;
  for (const { method, path, rate, what } of LIMITED) app.use(path, limiter(limits, method.toUpperCase(), rate, what));
}
