import type { BlockList } from 'node:net';
import { getEnv } from '../config/env.ts';
import { trustedProxies, visitorAddress } from './client-address.ts';

let proxies: { list: BlockList | undefined } | undefined;

/** The proxies TRUSTED_PROXIES names, parsed once per process. */
export function configuredProxies(): BlockList | undefined {
  proxies ??= { list: trustedProxies(getEnv().trustedProxies) };
  return proxies.list;
}

/**
 * The visitor's address of an Astro request, as the /bff proxy and the limits count it (behind a trusted proxy, the
 * last X-Forwarded-For hop that is not one). Astro's `clientAddress` getter throws where the adapter knows no address:
 * the address is then unknown.
 */
export function requestVisitorAddress(context: {
  readonly clientAddress?: string;
  request?: Request;
}): string | undefined {
  let socket: string | undefined;
  try {
    socket = context.clientAddress;
  } catch {
    return undefined;
  }
  return visitorAddress(socket, context.request?.headers.get('x-forwarded-for') ?? null, configuredProxies());
}
