/**
 * A day timetable on paper. On screen a block of trips is one table that scrolls sideways; a printed sheet cannot
 * scroll, and Chromium cuts a wide table at the sheet's edge (subway 1, 6-9 h: 32 trips, only the first ~20 reached paper). So the
 * printout repeats the block as several narrower tables, each with the stop names, one under the other.
 */

/**
 * Trips per printed table, measured in Chromium's print layout: the printable width of an A4 or Letter sheet in
 * portrait with the print dialog's margins is about 718 px at 96 dpi; the page's padding (24 px) and the stop names
 * (7rem) leave ~580 px, that is 10 columns of "10:35 AM" (~53 px at 8 pt) or 15 of 24-hour times ("10:35", ~37 px).
 */
export const PRINT_COLUMNS_PER_TABLE = 10;
const PRINT_COLUMNS_24H = 15;

export function printColumnsPerTable(hour12: boolean): number {
  return hour12 ? PRINT_COLUMNS_PER_TABLE : PRINT_COLUMNS_24H;
}

/**
 * The columns of one block split into printed tables of at most `size` columns, as even as possible (31 trips print as
 * 8 + 8 + 8 + 7, not 10 + 10 + 10 + 1); a block that fits prints as it is (one part).
 */
export function printParts<T>(columns: readonly T[], size: number = PRINT_COLUMNS_PER_TABLE): T[][] {
  if (columns.length <= size) return [[...columns]];
  const count = Math.ceil(columns.length / size);
  const parts: T[][] = [];
  let start = 0;
  for (let part = 0; part < count; part++) {
    const length = Math.ceil((columns.length - start) / (count - part));
    parts.push(columns.slice(start, start + length));
    start += length;
  }
  return parts;
}
