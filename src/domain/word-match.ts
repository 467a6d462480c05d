/** Whether `a` and `b` differ by at most one edit (insert, delete, substitute or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words of this many letters or more may carry one typo (against the whole name word). */
export const TYPO_MIN_LENGTH = 4;
/** From this many letters, a typo is also forgiven against the start of a longer name word ("centrl" → "central"). */
const PREFIX_TYPO_MIN_LENGTH = 5;

/** Whether a query word may carry a typo: long enough, and not a number ("42" is never "43"). */
export function typoAllowed(query: string): boolean {
  return query.length >= TYPO_MIN_LENGTH && !/\d/.test(query);
}

/**
 * How well a query word matches a name word: 3 exact, 2 prefix, 1 one typo, 0 none. A typo is forgiven in query words
 * of 4+ letters (no digits) against the whole word starting with the same letter ("tims" → "times"), and in words of
 * 5+ letters also against the word's prefix of the same length ± 1 ("centrl" → "central").
 */
export function wordMatch(query: string, word: string): number {
  if (query === word) return 3;
  if (word.startsWith(query)) return 2;
  if (!typoAllowed(query)) return 0;
  if (query.length < PREFIX_TYPO_MIN_LENGTH) return query[0] === word[0] && withinOneEdit(query, word) ? 1 : 0;
  if (withinOneEdit(query, word)) return 1;
  for (const len of [query.length - 1, query.length, query.length + 1]) {
    if (len < word.length && withinOneEdit(query, word.slice(0, len))) return 1;
  }
  return 0;
}
