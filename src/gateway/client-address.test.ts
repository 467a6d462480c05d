import { describe, expect, it } from 'vitest';
import { trustedProxies, visitorAddress } from './client-address.ts';

describe('visitor address behind a load balancer', () => {
  const proxies = trustedProxies('10.0.0.0/8, 192.0.2.10, fd00::/8');

  it('is the socket address when no proxy is trusted or the socket is not a trusted proxy', () => {
    expect(visitorAddress('203.0.113.5', '198.51.100.1', undefined)).toBe('203.0.113.5');
    expect(visitorAddress('203.0.113.5', '198.51.100.1', proxies)).toBe('203.0.113.5');
  });

  it('is the last untrusted X-Forwarded-For hop when the socket is a trusted proxy (left entries may be forged)', () => {
    expect(visitorAddress('10.1.2.3', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(visitorAddress('10.1.2.3', '6.6.6.6, 198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(visitorAddress('192.0.2.10', '198.51.100.1, 10.9.9.9', proxies)).toBe('198.51.100.1');
    expect(visitorAddress('fd00::1', '2001:db8::7', proxies)).toBe('2001:db8::7');
  });

  it('falls back to the proxy itself on a missing or garbage header', () => {
    expect(visitorAddress('10.1.2.3', null, proxies)).toBe('10.1.2.3');
    expect(visitorAddress('10.1.2.3', 'not-an-ip', proxies)).toBe('10.1.2.3');
    expect(visitorAddress('10.1.2.3', '10.0.0.1', proxies)).toBe('10.0.0.1');
  });

  it('refuses a malformed TRUSTED_PROXIES entry', () => {
    expect(() => trustedProxies('10.0.0.0/8, lb.internal')).toThrow(/TRUSTED_PROXIES: "lb.internal"/);
    expect(trustedProxies(' ')).toBeUndefined();
  });
});
