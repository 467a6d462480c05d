/**
 * Other spellings of a name word, so that what travellers type meets what operators abbreviate: GTFS names say
 * "Times Sq-42 St" and "PROSPECT PARK W/9 ST", travellers type "times square", "42nd street", "prospect park west".
 * Each abbreviation gets its full forms as extra words at the same position (a query word may match either).
 */
const FULL_FORMS: Record<string, string[]> = {
  av: ['avenue'],
  ave: ['avenue'],
  bch: ['beach'],
  bklyn: ['brooklyn'],
  blvd: ['boulevard'],
  bway: ['broadway'],
  ctr: ['center', 'centre'],
  ct: ['court'],
  dr: ['drive'],
  e: ['east'],
  expy: ['expressway'],
  expwy: ['expressway'],
  ft: ['fort'],
  hts: ['heights'],
  hwy: ['highway'],
  jct: ['junction'],
  ln: ['lane'],
  mt: ['mount'],
  n: ['north'],
  pk: ['park'],
  pkwy: ['parkway'],
  pl: ['place'],
  plz: ['plaza'],
  rd: ['road'],
  s: ['south'],
  sq: ['square'],
  st: ['street', 'saint'],
  sta: ['station'],
  ter: ['terrace'],
  tpke: ['turnpike'],
  w: ['west'],
};

/** The word and its full forms: "sq" → ["sq", "square"]; a word without abbreviation → [word]. */
export function formsOf(word: string): string[] {
  const full = FULL_FORMS[word];
  return full ? [word, ...full] : [word];
}

/** "42nd" → "42", "1st" → "1", "5th" → "5": ordinals match the bare numbers GTFS names use ("W 42 St"). */
export function bareNumber(word: string): string {
  const match = /^(\d+)(st|nd|rd|th)$/.exec(word);
  return match ? match[1] : word;
}
