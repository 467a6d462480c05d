/**
 * Folds text for matching: accents removed (NFKD, combining marks dropped), lower case, every run of punctuation or
 * spaces turned into one space. "Times Sq-42 St" → "times sq 42 st". NFKD, not NFD, so that the full-width letters and
 * digits of East Asian keyboards ("ｔｉｍｅｓ ４２") and ligatures read as the plain ones.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function words(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}
