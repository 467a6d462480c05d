import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  mayLoadAnalytics,
  parseConsent,
  readCookie,
  serializeConsent,
  shouldAskConsent,
} from './consent-choice.ts';

describe('consent choice', () => {
  it('round-trips through the cookie value', () => {
    expect(parseConsent(serializeConsent({ analytics: true }))).toEqual({ analytics: true });
    expect(parseConsent(serializeConsent({ analytics: false }))).toEqual({ analytics: false });
  });

  it('treats a missing or foreign value as no choice', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('analytics:maybe')).toBeNull();
    expect(parseConsent('{"analytics":true}')).toBeNull();
  });

  it('writes a six-month cookie for the whole site', () => {
    expect(consentCookie({ analytics: false })).toBe(
      'consent=analytics:denied; Path=/; Max-Age=15724800; SameSite=Lax',
    );
  });

  it('reads one cookie among others', () => {
    expect(readCookie('theme=dark; consent=analytics:granted; x=1', 'consent')).toBe('analytics:granted');
    expect(readCookie('theme=dark', 'consent')).toBeUndefined();
  });

  it('loads analytics only when configured and consented to', () => {
    expect(mayLoadAnalytics({ analytics: true }, true)).toBe(true);
    expect(mayLoadAnalytics({ analytics: true }, false)).toBe(false);
    expect(mayLoadAnalytics({ analytics: false }, true)).toBe(false);
    expect(mayLoadAnalytics(null, true)).toBe(false);
  });

  it('asks by itself only when something needs consent and nothing was chosen', () => {
    expect(shouldAskConsent(null, true)).toBe(true);
    expect(shouldAskConsent(null, false)).toBe(false);
    expect(shouldAskConsent({ analytics: false }, true)).toBe(false);
  });
});
