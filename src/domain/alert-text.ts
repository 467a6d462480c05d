/**
 * Rules for showing GTFS-realtime service alerts: which translation a visitor reads, and whether an alert is in force.
 */

export interface Translation {
  /** BCP 47 tag as the feed gives it ('' when untagged), lower-cased. */
  language: string;
  text: string;
}

/**
 * The text for a page language: the exact language, else a regional variant of it ("en-us" for "en"), else the
 * untagged text (the feed's default), else English, else the first one. Returns the language actually used.
 */
export function pickTranslation(translations: Translation[], lang: string): Translation | undefined {
  const wanted = lang.toLowerCase();
  return (
    translations.find((t) => t.language === wanted) ??
    translations.find((t) => t.language.split('-')[0] === wanted) ??
    translations.find((t) => t.language === '') ??
    translations.find((t) => t.language.split('-')[0] === 'en') ??
    translations[0]
  );
}

export interface ActivePeriod {
  startMs?: number;
  endMs?: number;
}

/** In force at `nowMs`: no period means always (GTFS-realtime); else inside one period (open ends allowed). */
export function isAlertActive(periods: ActivePeriod[], nowMs: number): boolean {
  if (periods.length === 0) return true;
  return periods.some(
    (period) =>
      (period.startMs === undefined || period.startMs <= nowMs) && (period.endMs === undefined || nowMs < period.endMs),
  );
}
