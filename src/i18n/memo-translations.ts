import type { i18n as I18n, TFunction } from 'i18next';

/** Texts kept per language, namespace and key prefix: the keys the code asks with their values, bounded. */
const MAX_KEPT = 10_000;

type Translate = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * The memo key of a call whose answer depends only on what it passes and the instance's strings: a string key, alone
 * or with one options object of plain values (interpolation values, a count, lng/ns from a fixed function): its text
 * is the same every time. Anything else (functions, nested objects, default-value arguments) is not kept.
 */
function memoKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (rest.every((value) => value === undefined)) return key;
  const [options, ...more] = rest;
  if (
    more.some((value) => value !== undefined) ||
    typeof options !== 'object' ||
    options === null ||
    Array.isArray(options)
  )
    return null;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== undefined) return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

function memoized(translate: Translate, kept: Map<string, unknown>): Translate {
  return (key, ...rest) => {
    const memo = memoKey(key, rest);
    if (memo === null) return translate(key, ...rest);
    let text = kept.get(memo);
    if (text === undefined) {
      text = translate(key, ...rest);
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(memo, text);
    }
    return text;
  };
}

/**
 * i18next resolves every t() from scratch, and its getFixedT (react-i18next's useTranslation) first copies the whole
 * options object: ~5 µs a call, and a page asks hundreds (1 ms of a results page's main-thread time). An instance's
 * strings never change once it is built (a language loaded later in the browser gets a new instance), so a call with
 * the same key and plain option values (memoKey) gives the same text every time: it is looked up once. Other calls
 * go through untouched.
 */
export function memoizeTranslations(instance: I18n): void {
  const byScope = new Map<string, Map<string, unknown>>();
  const keptFor = (scope: string) => {
    let kept = byScope.get(scope);
    if (!kept) byScope.set(scope, (kept = new Map()));
    return kept;
  };
  const t = instance.t as unknown as Translate;
  // i18next binds t to the instance and calls this.t from its fixed functions: they reach the wrapper, with options.
  instance.t = memoized(t, keptFor('')) as unknown as TFunction;
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    const fixed = (getFixedT as unknown as (...args: unknown[]) => Translate)(lng, ns, keyPrefix, ...rest);
    const scoped =
      typeof lng === 'string' &&
      (ns === undefined || typeof ns === 'string') &&
      (keyPrefix === undefined || typeof keyPrefix === 'string');
    if (!scoped) return fixed;
    // The fixed function's own fields (lng, ns, keyPrefix) are read by react-i18next: the wrapper carries them too.
    return Object.assign(memoized(fixed, keptFor(`${lng}\u0000${ns ?? ''}\u0000${keyPrefix ?? ''}`)), fixed);
  }) as unknown as typeof instance.getFixedT;
}
