import { safeRedirectPath } from './safe-redirect.ts';

/**
 * The one gate for every link or image address that comes from outside the code (CMS menus, banners, notifications,
 * configured links and logos): an absolute `http(s)://` address or a same-origin path, else undefined (the caller
 * leaves the link out). Browsers strip leading control characters and spaces and drop tabs and newlines anywhere
 * before reading a scheme (`java\tscript:`), so any such character refuses the value instead of being cleaned; HTML
 * entities (WordPress sends URLs escaped) are decoded once first, so `&#106;avascript:` is judged as `javascript:`.
 */
export function safeLinkHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = decodeHtmlEntities(raw);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: links holding control characters are refused
  if (value === '' || /[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return undefined;
  if (value.startsWith('/')) return safeRedirectPath(value, '') || undefined;
  if (!/^https?:\/\/[^/]/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // `https://trusted.example@evil.example` reads as the trusted site but goes to the other one.
  if (url.username || url.password) return undefined;
  return value;
}

/** True for an absolute http(s) address (opens in a new tab), false for a same-origin path. */
export function isAbsoluteHttpUrl(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes `&name;`, `&#NN;` and `&#xNN;` once (WordPress escapes titles and URLs for HTML; the site renders text). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower in NAMED_ENTITIES) return NAMED_ENTITIES[lower];
    const point = lower.startsWith('#x')
      ? parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? Number(lower.slice(1))
        : NaN;
    if (!Number.isInteger(point) || point < 0 || point > 0x10ffff) return whole;
    return String.fromCodePoint(point);
  });
}
