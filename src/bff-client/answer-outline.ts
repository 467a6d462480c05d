import type { z } from 'zod';

/**
 * Browser-side answer checks for `bff.request`. The backend already answers through the zod contract (src/contract),
 * so browser code checks only the outline of what it reads and fills the defaults it relies on. This keeps zod
 * (~25 kB gzipped, and its JIT's `new Function` probe that the CSP reports as unsafe-eval) out of every page.
 * Types still come from the contract (type-only imports are erased).
 */
export function outline<T>(
  what: string,
  check: (value: unknown) => boolean,
  normalize: (value: T) => T = (value) => value,
): z.ZodType<T> {
  return {
    safeParse(value: unknown) {
      return check(value)
        ? { success: true, data: normalize(value as T) }
        : { success: false, error: { issues: [{ path: [], message: `not ${what}` }] } };
    },
  } as unknown as z.ZodType<T>;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isListOf = (value: unknown, check: (item: unknown) => boolean) =>
  Array.isArray(value) && value.every(check);

/** Absent (the contract's default applies) or a list of matching items. */
export const isOptionalListOf = (value: unknown, check: (item: unknown) => boolean) =>
  value === undefined || isListOf(value, check);
