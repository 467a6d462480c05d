import type { BlockList } from 'node:net';
import { visitorAddress } from './client-address.ts';

/**
 * A request as the standalone backend (`npm run bff`) hands it to the app, by the same rule as the site's edge: the
 * visitor's address is the socket's, or behind a trusted proxy (TRUSTED_PROXIES) the last X-Forwarded-For hop that is
 * not one, and it is written alone in X-Forwarded-For, which is all the limits read. Headers only the site may set
 * in-process (X-Public-Origin, the origin of mailed links) are dropped: anyone can reach this port.
 */
const SITE_ONLY_HEADERS = ['x-public-origin', 'x-real-ip'];

export function backendRequest(
  request: Request,
  socketAddress: string | undefined,
  proxies: BlockList | undefined,
): Request {
  const headers = new Headers(request.headers);
  for (const name of SITE_ONLY_HEADERS) headers.delete(name);
  const address = visitorAddress(socketAddress, request.headers.get('x-forwarded-for'), proxies);
  if (address) headers.set('X-Forwarded-For', address);
  else headers.delete('X-Forwarded-For');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit);
}
