import type { SearchDay } from './search-day.ts';

/**
 * Per search day and pattern (cell `d * patternCount + p`), its first and last departure in the search's time (the
 * day's offset added): one flat read each in the RAPTOR scan's day loop. Kept for the days they were built for
 * (checked once per search).
 */
export class DaySpans {
  first = new Int32Array(0);
  last = new Int32Array(0);
  private days: { trips: SearchDay['trips']; offset: number }[] = [];
  private readonly patternCount: number;

  constructor(patternCount: number) {
    this.patternCount = patternCount;
  }

  prepare(days: SearchDay[]): void {
    const kept = this.days;
    if (
      kept.length === days.length &&
      days.every((day, d) => day.trips === kept[d].trips && day.offset === kept[d].offset)
    )
      return;
    const patterns = this.patternCount;
    // Rewritten in place when the number of days is the same (a few microseconds: searches on other dates alternate).
    if (this.first.length !== days.length * patterns) {
      this.first = new Int32Array(days.length * patterns);
      this.last = new Int32Array(days.length * patterns);
    }
    for (let d = 0; d < days.length; d++) {
      const { minDeparture, maxDeparture } = days[d].trips;
      const offset = days[d].offset;
      for (let p = 0; p < patterns; p++) {
        this.first[d * patterns + p] = minDeparture[p] + offset;
        this.last[d * patterns + p] = maxDeparture[p] + offset;
      }
    }
    this.days = days.map(({ trips, offset }) => ({ trips, offset }));
  }
}
