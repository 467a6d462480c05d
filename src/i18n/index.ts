import { createInstance, type i18n as I18n, type TFunction } from 'i18next';

import { DEFAULT_LANG, LANGS, isLang, type Lang } from './langs.ts';
import { memoizeTranslations } from './memo-translations.ts';

export { DEFAULT_LANG, LANGS, isLang, type Lang };
export type { TFunction };

type Resource = Record<string, unknown>;

// One file per language AND namespace (src/i18n/locales/<lang>/<namespace>.json): see docs/decisions/001-translations-per-namespace.md.
// The server (and tests) hold every language. The browser bundle holds none: an island loads its page's language (one
// chunk per language, src/i18n/bundles/<lang>.ts) before it hydrates, so pages do not ship the other four languages.
const everyFile: Record<string, Resource> =
  import.meta.env.SSR || import.meta.env.MODE === 'test'
    ? import.meta.glob<Resource>('./locales/*/*.json', { eager: true, import: 'default' })
    : {};
const languageChunks = import.meta.glob<Record<string, Resource>>('./bundles/*.ts', { import: 'default' });

/** Every namespace file merged per language under its namespace, so keys read `namespace.key`. */
export function mergeLocaleFiles(entries: Record<string, Resource>): Record<string, Record<string, Resource>> {
  const byLang: Record<string, Record<string, Resource>> = {};
  for (const [path, content] of Object.entries(entries)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match;
    (byLang[lang] ??= {})[namespace] = content;
  }
  return byLang;
}

/** Resources per language: all of them on the server; in the browser, the languages loaded so far. */
export const resources = mergeLocaleFiles(everyFile);

const instances = new Map<Lang, I18n>();

/** Spec section 8: the outcome when a supported language has no strings to show (nothing to fall back to). */
export const LANGUAGE_MISMATCH = 'fallbacks must be an array with at least one element';

/**
 * A new i18next instance for one locale. An unknown language is 'No language found'; a supported language whose
 * strings are missing (no locale files on the server, its chunk not loaded in the browser) is the spec's language
 * mismatch: the product never falls back to another language's strings or to raw keys, so it refuses.
 */
export function createI18n(lang: string, strings: Record<string, Record<string, Resource>> = resources): I18n {
  if (!isLang(lang)) throw new Error('No language found');
  if (!strings[lang] || Object.keys(strings[lang]).length === 0) throw new Error(LANGUAGE_MISMATCH);
  const instance = createInstance();
  instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    resources: { [lang]: { translation: strings[lang] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  memoizeTranslations(instance);
  return instance;
}

/**
 * A synchronous i18next instance for one locale, created once and cached. One instance per locale (never one global
 * instance switched per request) keeps concurrent requests in different languages from mixing. In the browser, call
 * it after `loadLanguage(lang)` (IslandI18n does).
 */
export function getI18n(lang: string): I18n {
  if (!isLang(lang)) throw new Error('No language found');
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

export function isLanguageLoaded(lang: Lang): boolean {
  return resources[lang] !== undefined;
}

const loading = new Map<Lang, Promise<void>>();

/** Loads one language's strings in the browser (once; the same promise for every caller). */
export function loadLanguage(lang: Lang): Promise<void> {
  if (isLanguageLoaded(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const load = languageChunks[`./bundles/${lang}.ts`];
    if (!load) throw new Error('No language found');
    pending = load().then((files) => {
      resources[lang] = mergeLocaleFiles(files)[lang] ?? {};
      instances.delete(lang);
    });
    loading.set(lang, pending);
  }
  return pending;
}

/** The translation function of one locale. */
export function getT(lang: Lang): TFunction {
  return getI18n(lang).t;
}
