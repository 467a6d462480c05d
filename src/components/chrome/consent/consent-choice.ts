import { secureCookieSuffix } from '../../../lib/page-https.ts';
/**
 * The visitor's cookie choices made in the built-in consent panel, kept in the `consent` cookie for six months
 * (then asked again). Only audience measurement needs consent; strictly necessary cookies are always on.
 */
export interface ConsentChoice {
  analytics: boolean;
}

export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export function serializeConsent(choice: ConsentChoice): string {
  return `analytics:${choice.analytics ? 'granted' : 'denied'}`;
}

/** The stored choice, or null when none was made (or the value is not ours). */
export function parseConsent(raw: string | undefined | null): ConsentChoice | null {
  const match = /^analytics:(granted|denied)$/.exec(raw ?? '');
  return match ? { analytics: match[1] === 'granted' } : null;
}

export function consentCookie(choice: ConsentChoice): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secureCookieSuffix()}`;
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The panel opens by itself only when something needs consent and the visitor has not chosen yet. */
export function shouldAskConsent(choice: ConsentChoice | null, analyticsConfigured: boolean): boolean {
  return analyticsConfigured && choice === null;
}

/** Analytics load only when configured and consented to (spec section 9). */
export function mayLoadAnalytics(choice: ConsentChoice | null, analyticsConfigured: boolean): boolean {
  return analyticsConfigured && choice?.analytics === true;
}
