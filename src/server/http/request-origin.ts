import type { Context } from 'hono';
import type { AppDeps } from './deps.ts';
import { addressBucket } from './client-key.ts';

/** The address the site's proxy saw (it overwrites X-Forwarded-For), an IPv6 one by its /64; used only to rate-limit. */
export function clientAddress(c: Context): string | undefined {
  return addressBucket(c.req.header('x-forwarded-for')?.split(',')[0]);
}

/** The site's public origin for links in mails: configured, else what the site's proxy sends ('' gives a path). */
export function mailOrigin(c: Context, deps: AppDeps): string {
  return deps.publicBaseUrl ? new URL(deps.publicBaseUrl).origin : (c.req.header('x-public-origin') ?? '');
}
