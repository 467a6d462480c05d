/**
 * How the nearby screen says a departure's time, from where the list is centred: a wait ("Now", "4 min") only for a
 * departure the visitor can still walk to; the clock time, marked as too soon, for one that leaves before they could
 * reach its stop; nothing for one already gone (the list stays on screen while the clock runs).
 */
export type NearbyWait =
  | { kind: 'now' }
  | { kind: 'minutes'; minutes: number }
  /** Reachable, an hour away or more: the clock time says it better than a count. */
  | { kind: 'clock' }
  | { kind: 'tooSoon' }
  | { kind: 'gone' };

export function nearbyWait(iso: string, nowMs: number, walkMinutes: number): NearbyWait {
  const leftMs = Date.parse(iso) - nowMs;
  if (leftMs < 0) return { kind: 'gone' };
  if (leftMs < walkMinutes * 60_000) return { kind: 'tooSoon' };
  const minutes = Math.floor(leftMs / 60_000);
  if (minutes >= 60) return { kind: 'clock' };
  return minutes === 0 ? { kind: 'now' } : { kind: 'minutes', minutes };
}

/** Rows of the answer that follow another day's timetable: each distinct (date asked, date used), in order met. */
export function shiftedDates(
  rows: ReadonlyArray<{ serviceDate?: string; serviceDateShiftedFrom?: string }>,
): Array<{ asked: string; used: string }> {
  const seen = new Map<string, { asked: string; used: string }>();
  for (const row of rows) {
    if (!row.serviceDateShiftedFrom || !row.serviceDate) continue;
    const key = `${row.serviceDateShiftedFrom}|${row.serviceDate}`;
    if (!seen.has(key)) seen.set(key, { asked: row.serviceDateShiftedFrom, used: row.serviceDate });
  }
  return [...seen.values()];
}
