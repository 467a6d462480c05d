import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/fr/account/profile', '/fr/account/profile'],
    ['/en/trip-planner/results?fi=a%7Cb&ti=c#j1', '/en/trip-planner/results?fi=a%7Cb&ti=c#j1'],
    ['/de', '/de'],
    ['/fr/proximity/stopArea/subway%3A101', '/fr/proximity/stopArea/subway%3A101'],
    ['/fr/../en/schedules', '/en/schedules'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/fr',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https:evil.example',
    'https://evil.example/fr',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'fr/account',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%2F%2Fevil.example',
    '%2F%5Cevil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '%252F%252Fevil.example',
    'https%3Aevil.example',
    'javascript%3Aalert(1)',
    '/\tevil',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    // Dot segments that resolve to a protocol-relative '//host' (found by the session 7 audit: Location //evil.example).
    '/.//evil.example',
    '/fr/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/fr/..//evil.example/x?y#z',
    '',
  ])('falls back to home for %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('uses the given fallback and tolerates missing values', () => {
    expect(safeRedirectPath(null, '/en')).toBe('/en');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('//evil.example', '/it')).toBe('/it');
  });
});
