/** Literal SQL values for seed migrations (seeds are plain SQL so a migration stays one atomic, replayable script). */
export function sqlValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

export function insertRow(table: string, row: Record<string, string | number | null | undefined>): string {
  const columns = Object.keys(row);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => sqlValue(row[c])).join(', ')});`;
}

export const LOCALES = ['fr', 'en', 'es', 'it', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
/** One text per locale, in LOCALES order. */
export type Localized = readonly [fr: string, en: string, es: string, it: string, de: string];

export function byLocale(text: Localized): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale, index) => [locale, text[index]])) as Record<Locale, string>;
}
