import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, resources } from './index.ts';

/** Every key of a language's strings, dotted (namespace.key...). */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The same instance as createI18n's, without the memo: the reference. */
function plainI18n(lang: string) {
  const instance = createInstance();
  instance.init({ lng: lang, fallbackLng: false, resources: { [lang]: { translation: resources[lang] } }, initAsync: false, interpolation: { escapeValue: false }, returnNull: false });
  return instance;
}

describe('memoized translations', () => {
  it('give what i18next gives, asked twice, with and without values, plain and through getFixedT', () => {
    for (const lang of ['fr', 'en']) {
      const memo = createI18n(lang);
      const plain = plainI18n(lang);
      const keys = keysOf(resources[lang]);
      expect(keys.length).toBeGreaterThan(500);
      const calls: [string, Record<string, unknown>?][] = keys.flatMap((key) => [[key], [key, { count: 1, title: 'A', name: 'B', index: 2, label: 'C' }], [key, { count: 5 }]]);
      const fixedMemo = memo.getFixedT(lang, 'translation', 'tripPlanner');
      const fixedPlain = plain.getFixedT(lang, 'translation', 'tripPlanner');
      for (let round = 0; round < 2; round++) {
        for (const [key, options] of calls) {
          expect(memo.t(key, options)).toEqual(plain.t(key, options));
          const short = key.replace(/^tripPlanner\./, '');
          expect(fixedMemo(short, options)).toEqual(fixedPlain(short, options));
        }
      }
      // A call the memo does not keep (a function value) still translates.
      expect(memo.t('store.cart.open', { count: 2, postProcess: [] })).toEqual(plain.t('store.cart.open', { count: 2, postProcess: [] }));
    }
  });
});
