import { csvRows } from './csv.ts';
import type { GtfsRow, GtfsSource, GtfsTableName } from './source.ts';

/**
 * A feed given as GTFS text per file name, e.g. `{ 'stops.txt': 'stop_id,stop_name,…\n…' }`: tests write timetables
 * inline with it. Leading indentation of each line is removed so the text can be indented in the test source.
 */
export function gtfsTextSource(files: Record<string, string>, description = 'inline GTFS'): GtfsSource {
  const text = new Map<string, string>();
  for (const [name, content] of Object.entries(files)) {
    text.set(name.replace(/\.txt$/, ''), `${content.replace(/^[ \t]+/gm, '').trim()}\n`);
  }
  return {
    description,
    async hasTable(table: GtfsTableName) {
      return text.has(table);
    },
    rows(table: GtfsTableName): AsyncIterable<GtfsRow> {
      const content = text.get(table);
      return csvRows(content === undefined ? [] : [content]);
    },
  };
}
