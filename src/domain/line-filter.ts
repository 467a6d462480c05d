import { wordMatch } from './word-match.ts';

/**
 * The line list filter, shared by the server (the ?q= form without JavaScript) and the page script (as you type).
 * Every word of the query must match the line: the start of its short name ("B6", "Q"), anywhere in its long name,
 * borough or mode label ("Coney", "Bronx", "subway"), or a word of a stop it serves ("jamaica" finds the E, J and Z).
 * A word of 4+ letters may carry one typo against a whole word ("broadwya"). Case and accents are ignored.
 */
export interface FilterableLine {
  shortName: string;
  /** Long name, group label (borough or agency) and mode label, joined. */
  text: string;
  /** The names of the stops it serves, joined (left out while they are not loaded). */
  stops?: string;
}

/** NFKD: accents drop off, and full-width letters and digits ("Ｂ６") read as the plain ones. */
export function normalizeForFilter(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The words of a text as the filter compares them ("JAMAICA AV/168 ST" → jamaica, av, 168, st). */
export function filterWords(text: string): string[] {
  return normalizeForFilter(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function lineMatches(line: FilterableLine, query: string): boolean {
  const words = normalizeForFilter(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const short = normalizeForFilter(line.shortName);
  const text = normalizeForFilter(line.text);
  let named: string[] | null = null;
  let served: string[] | null = null;
  return words.every((word) => {
    if (short.startsWith(word) || text.includes(word)) return true;
    named ??= filterWords(line.text);
    served ??= line.stops ? filterWords(line.stops) : [];
    return named.some((name) => wordMatch(word, name) > 0) || served.some((stop) => wordMatch(word, stop) > 0);
  });
}
