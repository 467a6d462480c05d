import { DEFAULT_LANG, isLang, LANGS, type Lang } from '../i18n/index.ts';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The best supported language of an Accept-Language header (`de-CH;q=0.9, en;q=0.8` → de), or null. */
export function languageFromAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...options] = part.trim().split(';');
      const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? null;
}

/** The visitor's language where the URL has none: locale cookie, then Accept-Language, then fr (spec section 2). */
export function visitorLanguage(cookieValue: string | undefined, acceptLanguage: string | null): Lang {
  if (isLang(cookieValue)) return cookieValue;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}

export { LANGS };
