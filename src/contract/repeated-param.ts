import type { z } from 'zod';
import type { QueryProblem } from '../domain/bad-request-detail.ts';

/**
 * The first of `names` given more than once in a page address, or null. A page query reads each parameter once: with
 * `?band=all&band=early` the line page showed the last and the stop page the last, while the trip pages and widgets
 * refuse the link (which one would count?). Pages that read their own query use this to refuse it the same way.
 */
export function repeatedParam(
  params: URLSearchParams,
  names: Iterable<string>,
): { name: string; message: string; count: number } | null {
  for (const name of names) {
    const count = params.getAll(name).length;
    if (count > 1) return { name, message: `is given ${count} times`, count };
  }
  return null;
}

/** The refusal of a parameter given `count` times, as the 400 page says it. */
export function repeatedParamProblem(name: string, count: number): QueryProblem {
  return { param: name, message: `${name} is given ${count} times`, reason: 'repeated', count };
}

/**
 * The first parameter of `rules` given more than once or breaking its rule, in the rules' order, or null. Parameters
 * the rules do not name are left alone (a partner's tracking parameters, for one).
 */
export function brokenParam(params: URLSearchParams, rules: Record<string, z.ZodType>): QueryProblem | null {
  for (const [name, rule] of Object.entries(rules)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1) return repeatedParamProblem(name, values.length);
    const parsed = rule.safeParse(values[0]);
    if (!parsed.success) {
      const broken = parsed.error.issues[0]?.message ?? 'is invalid';
      return { param: name, message: `${name} ${broken}`, reason: 'invalid', rule: broken };
    }
  }
  return null;
}
