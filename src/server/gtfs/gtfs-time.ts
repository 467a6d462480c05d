/** "HH:MM:SS" (hours may exceed 23, "H:MM:SS" allowed) → seconds, or -1 when empty or malformed. */
export function parseGtfsTime(text: string): number {
  const t = text.trim();
  if (t === '') return -1;
  const first = t.indexOf(':');
  const second = t.indexOf(':', first + 1);
  if (first < 1 || second !== first + 3 || t.length !== second + 3) return -1;
  const h = Number(t.slice(0, first));
  const m = Number(t.slice(first + 1, second));
  const s = Number(t.slice(second + 1));
  if (!Number.isInteger(h) || !Number.isInteger(m) || !Number.isInteger(s) || m > 59 || s > 59 || h < 0) return -1;
  return h * 3600 + m * 60 + s;
}

/** Seconds → "HH:MM:SS", hours past 23 kept (GTFS style). */
export function formatGtfsTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** "20260526" → "2026-05-26"; null when malformed. */
export function gtfsDateToIso(text: string): string | null {
  const t = text.trim();
  if (!/^\d{8}$/.test(t)) return null;
  return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;
}
