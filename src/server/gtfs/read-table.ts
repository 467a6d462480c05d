import type { GtfsRow, GtfsSource, GtfsTableName } from './source.ts';

/** Reads a whole (small) table through a row parser; a missing table reads as []. Rows the parser rejects (null) are skipped. */
export async function readTable<T>(
  source: GtfsSource,
  table: GtfsTableName,
  parse: (row: GtfsRow) => T | null,
): Promise<T[]> {
  const out: T[] = [];
  if (!(await source.hasTable(table))) return out;
  for await (const row of source.rows(table)) {
    const record = parse(row);
    if (record !== null) out.push(record);
  }
  return out;
}

/** A trimmed field ('' when absent). */
export function field(row: GtfsRow, name: string): string {
  const value = row[name];
  return value === undefined ? '' : value.trim();
}

/** An integer field, or `fallback` when empty or malformed. */
export function intField(row: GtfsRow, name: string, fallback: number): number {
  const text = field(row, name);
  if (text === '') return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}
