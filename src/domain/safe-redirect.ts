/**
 * Turns an untrusted redirect target (the `redirect` query parameter followed after login) into a same-origin path.
 * Anything that could leave the site — protocol-relative `//host`, `/\host` (browsers read `\` as `/`), a scheme such
 * as `https:host` or `javascript:`, control characters, any of these percent-encoded, or a path whose dot segments
 * resolve to one of them (`/.//host`) — falls back to `fallback`.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw === '') return fallback;
  // Check every decoding layer: a target that is safe once decoded twice must also be safe as given.
  let layer = raw;
  for (let depth = 0; depth < 4; depth++) {
    if (!isPlainLocalPath(layer)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (decoded === layer) break;
    layer = decoded;
  }
  const base = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Dot segments are resolved here: '/.//evil.example' or '/fr/../..//evil.example' become '//evil.example', which a
  // browser reads as another host. The path we hand out must pass the same test as the one we were given.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isPlainLocalPath(url.pathname) ? path : fallback;
}

function isPlainLocalPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  // Control characters and whitespace are stripped or reinterpreted by URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check looks for exactly these characters
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  return true;
}
