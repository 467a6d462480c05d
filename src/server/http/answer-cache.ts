import type { TransitNetwork } from '../network/model/types.ts';

/**
 * Answer texts kept per network, most recently used last, bounded by their total length. For answers that depend on
 * the static network and the request only (a line's timetable on a date): building one holds the main thread for
 * milliseconds, and the same one is asked again and again (five languages of a line page, crawlers, the band and
 * stops links of one grid). A new network (reload) is a new object: its answers start empty, the old ones go with it.
 */
export interface AnswerCache {
  /** The kept text for the key, else `build()`'s (kept when not null; null answers are not kept). */
  get(network: TransitNetwork, key: string, build: () => string | null): string | null;
}

export function answerCache(maxChars: number): AnswerCache {
  const byNetwork = new WeakMap<TransitNetwork, { texts: Map<string, string>; chars: number }>();
  return {
    get(network, key, build) {
      let kept = byNetwork.get(network);
      if (!kept) byNetwork.set(network, (kept = { texts: new Map(), chars: 0 }));
      const found = kept.texts.get(key);
      if (found !== undefined) {
        // Most recently used last: the first entry is the one to drop.
        kept.texts.delete(key);
        kept.texts.set(key, found);
        return found;
      }
      const text = build();
      if (text === null || text.length > maxChars) return text;
      kept.texts.set(key, text);
      kept.chars += text.length;
      for (const [oldKey, oldText] of kept.texts) {
        if (kept.chars <= maxChars) break;
        kept.texts.delete(oldKey);
        kept.chars -= oldText.length;
      }
      return text;
    },
  };
}
