/**
 * The line list filter, shared by the server (the ?q= form without JavaScript) and the page script (as you type).
 * Every word of the query must match the line: the start of its short name ("B6", "Q"), or anywhere in its long name,
 * borough or mode label ("Coney", "Bronx", "subway"). Case and accents are ignored.
 */
export interface FilterableLine {
  shortName: string;
  /** Long name, group label (borough or agency) and mode label, joined. */
  text: string;
}

/** NFKD: accents drop off, and full-width letters and digits ("Ｂ６") read as the plain ones. */
export function normalizeForFilter(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function lineMatches(line: FilterableLine, query: string): boolean {
  const words = normalizeForFilter(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const short = normalizeForFilter(line.shortName);
  const text = normalizeForFilter(line.text);
  return words.every((word) => short.startsWith(word) || text.includes(word));
}
