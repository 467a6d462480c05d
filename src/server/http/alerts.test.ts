import { describe, expect, it } from 'vitest';
import { alertLink } from './alerts.ts';

describe('a service alert’s link (session 7 audit: it bypassed the site’s one link gate)', () => {
  it.each(['https://new.mta.info/alerts', 'http://example.org/a?b=c#d'])(
    'keeps the absolute http(s) address %s',
    (url) => {
      expect(alertLink(url)).toBe(url);
    },
  );

  it.each([
    'https://new.mta.info@evil.example/',
    'https://user:pass@evil.example/',
    'https://evil.example/\u0000x',
    'https://ex ample.org/',
    'https://evil.example/\\x',
    'javascript:alert(1)',
    ' https://evil.example',
    '/fr/account/profile',
    '//evil.example',
    '',
    undefined,
  ])('drops %j', (url) => {
    expect(alertLink(url)).toBeNull();
  });
});
