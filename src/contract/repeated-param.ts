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
