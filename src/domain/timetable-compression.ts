/**
 * "Then every N min" compression of a timetable's columns. A run of consecutive trips qualifies only when it is
 * clock-face and long: at least MIN_RUN departures, each trip leaving every stop exactly N minutes after the one before
 * (same stops served, same notes), with N dividing 60 so the minutes repeat every hour (":05, :20, :35, :50"). The run's
 * first and last trips stay visible and the trips between them become one "every N min" column.
 */
export const MIN_RUN = 5;
const CLOCK_FACE_HEADWAYS = new Set([2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60]);

export interface CompressibleTrip {
  /** Minutes since the start of the service day per row, null where the trip does not stop. */
  minutes: ReadonlyArray<number | null>;
  /** Anything else that must match for two trips to read as the same run (notes, headsign). */
  signature: string;
}

export type CompressedColumn =
  | { kind: 'trip'; trip: number }
  | { kind: 'every'; headway: number; from: number; to: number; hidden: number };

/** The headway from trip a to trip b when b repeats a shifted by the same number of minutes at every stop, else null. */
export function uniformHeadway(a: CompressibleTrip, b: CompressibleTrip): number | null {
  if (a.signature !== b.signature || a.minutes.length !== b.minutes.length) return null;
  let headway: number | null = null;
  for (let row = 0; row < a.minutes.length; row++) {
    const [x, y] = [a.minutes[row], b.minutes[row]];
    if ((x === null) !== (y === null)) return null;
    if (x === null || y === null) continue;
    if (headway === null) headway = y - x;
    else if (y - x !== headway) return null;
  }
  return headway !== null && headway > 0 ? headway : null;
}

/** Columns in order, with every qualifying run folded. Trip indexes refer to the input array. */
export function compressRuns(trips: ReadonlyArray<CompressibleTrip>, minRun = MIN_RUN): CompressedColumn[] {
  const columns: CompressedColumn[] = [];
  let start = 0;
  while (start < trips.length) {
    let end = start;
    const headway = start + 1 < trips.length ? uniformHeadway(trips[start], trips[start + 1]) : null;
    if (headway !== null && CLOCK_FACE_HEADWAYS.has(headway)) {
      while (end + 1 < trips.length && uniformHeadway(trips[end], trips[end + 1]) === headway) end++;
    }
    const length = end - start + 1;
    if (headway !== null && length >= minRun) {
      columns.push({ kind: 'trip', trip: start });
      columns.push({ kind: 'every', headway, from: start + 1, to: end - 1, hidden: length - 2 });
      columns.push({ kind: 'trip', trip: end });
      start = end + 1;
    } else {
      columns.push({ kind: 'trip', trip: start });
      start++;
    }
  }
  return columns;
}
