import { describe, expect, it } from 'vitest';
import { getI18n, LANGS, resources } from './index.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

// Plural suffixes differ between languages (i18next _one/_other/_many): compare the base key only.
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('locale resources', () => {
  const namespaces = new Set(LANGS.flatMap((lang) => Object.keys(resources[lang] ?? {})));

  it('exist for every language', () => {
    for (const lang of LANGS) expect(Object.keys(resources[lang] ?? {}).length, lang).toBeGreaterThan(0);
  });

  for (const namespace of namespaces) {
    it(`namespace "${namespace}" has every key in every language`, () => {
      const all = new Set(LANGS.flatMap((lang) => keysOf(resources[lang]?.[namespace]).map(baseKey)));
      for (const lang of LANGS) {
        const own = new Set(keysOf(resources[lang]?.[namespace]).map(baseKey));
        const missing = [...all].filter((key) => !own.has(key)).map((key) => `${namespace}.${key}`);
        expect(missing, `missing in ${lang}`).toEqual([]);
      }
    });

    it(`namespace "${namespace}" has no empty string`, () => {
      for (const lang of LANGS) {
        const empty = keysOf(resources[lang]?.[namespace]).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[lang]?.[namespace]);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `empty in ${lang}`).toEqual([]);
      }
    });
  }
});

describe('getI18n', () => {
  it('translates namespaced keys per locale, synchronously', () => {
    expect(getI18n('fr').t('common.languageName')).toBe('Français');
    expect(getI18n('de').t('common.languageName')).toBe('Deutsch');
  });

  it('caches one instance per locale', () => {
    expect(getI18n('en')).toBe(getI18n('en'));
    expect(getI18n('en')).not.toBe(getI18n('es'));
  });

  it("rejects an unknown language with 'No language found'", () => {
    expect(() => getI18n('xx')).toThrow('No language found');
  });
});
