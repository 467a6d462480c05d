/**
 * A set of stops as bits (bit s & 31 of word s >>> 5), with its size. Walked in stop order a word at a time: a RAPTOR
 * round touching a few hundred of 15,000 stops reads 500 words, and the stops come out in index order, which the
 * network keeps close in space (network/compiler/stop-numbering.ts). Hot loops read `words` directly.
 */
export class StopSet {
  readonly words: Int32Array;
  size = 0;

  constructor(stopCount: number) {
    this.words = new Int32Array((stopCount + 31) >>> 5);
  }

  add(stop: number): void {
    const bit = 1 << (stop & 31);
    if ((this.words[stop >>> 5] & bit) !== 0) return;
    this.words[stop >>> 5] |= bit;
    this.size++;
  }

  clear(): void {
    if (this.size === 0) return;
    this.words.fill(0);
    this.size = 0;
  }
}

/** The stop of the lowest bit set in `bits`, word `word` of a StopSet. */
export function lowestStop(word: number, bits: number): number {
  return (word << 5) | (31 - Math.clz32(bits & -bits));
}
