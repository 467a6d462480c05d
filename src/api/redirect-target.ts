/**
 * Where to go after sign-in: only a path on this site (an open redirect would let a phishing link bounce users
 * through our login to another host). Anything else yields null, and the widget stays on the current page.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  const parsed = new URL(value, 'http://site.invalid');
  if (parsed.host !== 'site.invalid') return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
