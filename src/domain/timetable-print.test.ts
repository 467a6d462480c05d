import { describe, expect, it } from 'vitest';
import { PRINT_COLUMNS_PER_TABLE, printColumnsPerTable, printParts } from './timetable-print.ts';

const trips = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('a day timetable split for paper', () => {
  it('keeps a block that fits the sheet as one table', () => {
    expect(printParts(trips(PRINT_COLUMNS_PER_TABLE))).toEqual([trips(PRINT_COLUMNS_PER_TABLE)]);
    expect(printParts([])).toEqual([[]]);
  });

  it('splits a wide block into even parts, every trip once and in order', () => {
    const parts = printParts(trips(32));
    expect(parts.map((part) => part.length)).toEqual([8, 8, 8, 8]);
    expect(printParts(trips(31)).map((part) => part.length)).toEqual([8, 8, 8, 7]);
    expect(printParts(trips(30)).map((part) => part.length)).toEqual([10, 10, 10]);
    expect(parts.flat()).toEqual(trips(32));
    expect(printParts(trips(11)).map((part) => part.length)).toEqual([6, 5]);
    expect(printParts(trips(100), 12).every((part) => part.length <= 12)).toBe(true);
    // 24-hour times are narrower: 14 trips of a German timetable print as one table, not 7 + 7.
    expect(printParts(trips(14), printColumnsPerTable(false))).toHaveLength(1);
    expect(printParts(trips(14), printColumnsPerTable(true))).toHaveLength(2);
  });
});
