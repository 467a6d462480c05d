import { getEnv } from '../config/env.ts';

/**
 * The upstream budget of one page or API request: every call to an outside service (the operator's BFF, WordPress)
 * made while serving it shares one deadline, so a slow upstream costs a page at most the budget (UPSTREAM_BUDGET_MS,
 * default 3 s) however many calls it makes.
 */
export interface Deadline {
  /** Epoch milliseconds. */
  readonly at: number;
  /** Milliseconds left (never negative). */
  remaining(): number;
}

export const DEFAULT_UPSTREAM_BUDGET_MS = 3000;

export function upstreamBudgetMs(): number {
  return getEnv().upstreamBudgetMs ?? DEFAULT_UPSTREAM_BUDGET_MS;
}

export function deadlineIn(ms: number, now: () => number = Date.now): Deadline {
  const at = now() + ms;
  return { at, remaining: () => Math.max(0, at - now()) };
}

/** The page's deadline when there is one, else a fresh budget (a call made outside any request). */
export function deadlineOrBudget(deadline: Deadline | undefined): Deadline {
  return deadline ?? deadlineIn(upstreamBudgetMs());
}

/** Settles with the promise's value, or with `fallback` once the deadline passes (the promise keeps running). */
export function withinDeadline<T>(promise: Promise<T>, deadline: Deadline, fallback: T): Promise<T> {
  const left = deadline.remaining();
  if (left <= 0) return Promise.resolve(fallback);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), left);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
