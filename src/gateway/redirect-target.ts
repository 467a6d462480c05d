import { safeRedirectPath } from '../domain/safe-redirect.ts';

/**
 * Where to go after sign-in: only a path on this site (an open redirect would let a phishing link bounce users
 * through our login to another host). Anything else yields null, and the widget stays on the current page.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return safeRedirectPath(value, '') || null;
}
