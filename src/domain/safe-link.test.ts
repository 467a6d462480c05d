import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, isAbsoluteHttpUrl, safeLinkHref } from './safe-link.ts';

describe('safeLinkHref', () => {
  it.each([
    ['https://www.mta.info/fares', 'https://www.mta.info/fares'],
    ['http://example.org/a?b=1#c', 'http://example.org/a?b=1#c'],
    ['HTTPS://EXAMPLE.ORG/', 'HTTPS://EXAMPLE.ORG/'],
    ['/fr/schedules', '/fr/schedules'],
    ['/en/trip-planner/results?fi=a%7Cb#j1', '/en/trip-planner/results?fi=a%7Cb#j1'],
    ['https://example.org/?a=1&amp;b=2', 'https://example.org/?a=1&b=2'],
  ])('keeps %s', (input, expected) => {
    expect(safeLinkHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\u0085javascript:alert(1)',
    'javascript\u0000:alert(1)',
    ' https://example.org',
    'https://example.org\n',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&#9;script:alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/',
    'mailto:someone@example.org',
    '//evil.example',
    '//evil.example/fr',
    '///evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https:\\\\evil.example',
    'https://trusted.example@evil.example/',
    'https://user:pass@example.org/',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'evil.example',
    'fr/schedules',
    '#top',
    '',
    'http://',
  ])('refuses %j', (input) => {
    expect(safeLinkHref(input)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://example.org']]) expect(safeLinkHref(value)).toBeUndefined();
  });

  it('tells absolute http(s) addresses from site paths', () => {
    expect(isAbsoluteHttpUrl('https://example.org')).toBe(true);
    expect(isAbsoluteHttpUrl('/fr')).toBe(false);
  });

  it('decodes entities once, leaving unknown ones alone', () => {
    expect(decodeHtmlEntities('Tarifs &amp; titres &#8211; d&#039;abord &#x2192; AT&T &unknown;')).toBe(
      "Tarifs & titres – d'abord → AT&T &unknown;",
    );
    expect(decodeHtmlEntities('&amp;#106;')).toBe('&#106;');
  });
});
