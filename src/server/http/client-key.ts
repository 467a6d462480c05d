import { isIP } from 'node:net';

/**
 * Who a per-client limit counts. Two keys per call: the address (what a network can be held to: a school, an office or
 * a carrier NAT shares one IPv4 address, while one subscriber holds a whole IPv6 /64 and can rotate inside it), and the
 * visitor (the site's anonymous visitor cookie, passed on as X-Visitor-Id; without one, the address stands in for the
 * visitor). One visitor stays within the small budget; one address serves many visitors within a much larger one.
 */
export const VISITOR_HEADER = 'X-Visitor-Id';
/** A visitor id as the site mints it (random, base64url); anything else is no visitor id. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

export interface ClientKey {
  /** The address bucket: an IPv4 address, or the /64 of an IPv6 one; 'unknown' without an address. */
  address: string;
  /** The visitor bucket: `v:<id>` for a visitor cookie, else `a:<address bucket>`. */
  visitor: string;
}

function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (side: string | undefined) => (side ? side.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}

/** The address as limits count it: IPv4 as is (an IPv4-mapped IPv6 address too), IPv6 by its /64. */
export function addressBucket(address: string | undefined): string | undefined {
  const trimmed = address?.trim();
  if (!trimmed) return undefined;
  const family = isIP(trimmed);
  if (family !== 6) return family === 4 ? trimmed : undefined;
  const groups = ipv6Groups(trimmed);
  if (!groups) return undefined;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/**
 * The keys of a call from what the site's proxy (or `npm run bff` after its trusted-proxy rule) wrote: the visitor's
 * address alone in X-Forwarded-For, and X-Visitor-Id when the visitor has the cookie.
 */
export function clientKeyOf(headers: { get(name: string): string | null | undefined }): ClientKey {
  return clientKey(headers.get('x-forwarded-for')?.split(',')[0], headers.get(VISITOR_HEADER));
}

/** The keys of a visitor's address (undefined: unknown) and visitor id (anything not minted by the site: none). */
export function clientKey(address: string | undefined, visitorId: string | null | undefined): ClientKey {
  const bucket = addressBucket(address) ?? 'unknown';
  return { address: bucket, visitor: isVisitorId(visitorId) ? `v:${visitorId}` : `a:${bucket}` };
}
