import { BlockList, isIP } from 'node:net';

/**
 * The visitor's address as the site should count it (sign-in throttle, rate limits). A node reached directly sees the
 * visitor on its socket. Behind a load balancer every socket is the balancer's: when the socket's address is one of
 * TRUSTED_PROXIES, the visitor is the last address in X-Forwarded-For that is not itself a trusted proxy (entries
 * left of it could be forged by the visitor, so they are never used).
 */
export function trustedProxies(spec: string | undefined): BlockList | undefined {
  const entries =
    spec
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  if (!entries.length) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function visitorAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  proxies: BlockList | undefined,
): string | undefined {
  if (!socketAddress || !proxies || !isTrusted(proxies, socketAddress)) return socketAddress;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(proxies, hops[i])) return isIP(hops[i]) ? hops[i] : socketAddress;
  }
  return hops[0] ?? socketAddress;
}
