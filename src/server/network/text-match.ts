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

/**
 * How well a query word matches a name word: 3 exact, 2 prefix, 1 one typo (query words of 5+ letters only, against
 * the word or its prefix of the same length ± 1), 0 none.
 */
export function wordMatch(query: string, word: string): number {
  if (query === word) return 3;
  if (word.startsWith(query)) return 2;
  if (query.length >= 5) {
    if (withinOneEdit(query, word)) return 1;
    for (const len of [query.length - 1, query.length, query.length + 1]) {
      if (len < word.length && withinOneEdit(query, word.slice(0, len))) return 1;
    }
  }
  return 0;
}
