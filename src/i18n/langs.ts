/**
 * The site's languages, readable from any module: plain Node (the standalone `npm run bff`, scripts) as well as Vite
 * (index.ts, which loads the translations through import.meta, re-exports them). Contracts import from here.
 */
export const LANGS = ['fr', 'en', 'es', 'it', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
