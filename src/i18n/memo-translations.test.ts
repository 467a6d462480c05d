import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, resources } from './index.ts';

/** Every key of a language's strings, dotted (namespace.key...). */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The same instance as createI18n's, without the memo: the reference. */
function plainI18n(lang: string) {
  const instance = createInstance();
  instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resources[lang] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

describe('memoized translations', () => {
  it('give what i18next gives, asked twice, with and without values, plain and through getFixedT', () => {
    for (const lang of ['fr', 'en']) {
      const memo = createI18n(lang);
      const plain = plainI18n(lang);
      const keys = keysOf(resources[lang]);
      expect(keys.length).toBeGreaterThan(500);
      const calls: [string, Record<string, unknown>?][] = keys.flatMap((key) => [
        [key],
        [key, { count: 1, title: 'A', name: 'B', index: 2, label: 'C' }],
        [key, { count: 5 }],
      ]);
      // Typed loosely: the calls mix keys of every namespace, with and without options.
      type Loose = (key: string, options?: Record<string, unknown>) => unknown;
      const [memoT, plainT] = [memo.t as unknown as Loose, plain.t as unknown as Loose];
      const fixedMemo = memo.getFixedT(lang, 'translation', 'tripPlanner') as unknown as Loose;
      const fixedPlain = plain.getFixedT(lang, 'translation', 'tripPlanner') as unknown as Loose;
      for (let round = 0; round < 2; round++) {
        for (const [key, options] of calls) {
          expect(memoT(key, options)).toEqual(plainT(key, options));
          const short = key.replace(/^tripPlanner\./, '');
          expect(fixedMemo(short, options)).toEqual(fixedPlain(short, options));
        }
      }
      // A call the memo does not keep (a function value) still translates.
      expect(memo.t('store.cart.open', { count: 2, postProcess: [] })).toEqual(
        plain.t('store.cart.open', { count: 2, postProcess: [] }),
      );
    }
  });
});
