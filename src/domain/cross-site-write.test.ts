import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './cross-site-write.ts';

const SITE = 'https://transit.example';
const write = (method: string, origin: string | null, contentType: string | null) =>
  isCrossSiteWrite({ method, origin, contentType, siteOrigin: SITE });

describe('cross-site writes (the rule Astro checkOrigin applied)', () => {
  it('refuses what a form of another site can send, and unsafe methods without an Origin or a content type', () => {
    expect(write('POST', 'https://evil.example', 'application/x-www-form-urlencoded')).toBe(true);
    expect(write('POST', 'https://evil.example', 'multipart/form-data; boundary=x')).toBe(true);
    expect(write('POST', 'https://evil.example', 'TEXT/PLAIN;charset=UTF-8')).toBe(true);
    expect(write('POST', null, 'application/x-www-form-urlencoded')).toBe(true);
    expect(write('DELETE', null, null)).toBe(true);
    expect(write('PUT', 'https://evil.example', null)).toBe(true);
  });

  it('lets the site its own forms, safe methods, and other content types through (JSON endpoints check those themselves)', () => {
    expect(write('POST', SITE, 'application/x-www-form-urlencoded')).toBe(false);
    expect(write('DELETE', SITE, null)).toBe(false);
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(write(method, 'https://evil.example', 'text/plain')).toBe(false);
    expect(write('POST', 'https://evil.example', 'application/json')).toBe(false);
    // The origin must match exactly: scheme and port count.
    expect(write('POST', 'http://transit.example', 'text/plain')).toBe(true);
    expect(write('POST', 'https://transit.example:8443', 'text/plain')).toBe(true);
  });
});
