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

/** Spelled ordinals as New Yorkers say the avenues ("Fifth Avenue", "Tenth Av"): the feeds write "5 Av". */
const SPELLED_ORDINALS: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  eighth: '8',
  ninth: '9',
  tenth: '10',
  eleventh: '11',
  twelfth: '12',
};

/** "42nd" → "42", "1st" → "1", "5th" → "5", "fifth" → "5": ordinals match the bare numbers GTFS names use ("W 42 St"). */
export function bareNumber(word: string): string {
  const match = /^(\d+)(st|nd|rd|th)$/.exec(word);
  return match ? match[1] : (SPELLED_ORDINALS[word] ?? word);
}
