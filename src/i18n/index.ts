import { createInstance, type i18n as I18n, type TFunction } from 'i18next';

export const LANGS = ['fr', 'en', 'es', 'it', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';
export type { TFunction };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

type Resource = Record<string, unknown>;

// One file per language AND namespace (src/i18n/locales/<lang>/<namespace>.json): see docs/architecture.md.
const files = import.meta.glob<Resource>('./locales/*/*.json', { eager: true, import: 'default' });

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

export const resources = mergeLocaleFiles(files);

const instances = new Map<Lang, I18n>();

/**
 * A synchronous i18next instance for one locale, created once and cached. One instance per locale (never one global
 * instance switched per request) keeps concurrent requests in different languages from mixing.
 */
export function getI18n(lang: string): I18n {
  if (!isLang(lang)) throw new Error('No language found');
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    instance.init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...LANGS],
      resources: { [lang]: { translation: resources[lang] ?? {} } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** The translation function of one locale. */
export function getT(lang: Lang): TFunction {
  return getI18n(lang).t;
}
