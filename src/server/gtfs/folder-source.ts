import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { csvRows } from './csv.ts';
import type { GtfsRow, GtfsSource, GtfsTableName } from './source.ts';

/** A feed unpacked in a folder of `<table>.txt` files. */
export function gtfsFolderSource(folder: string): GtfsSource {
  const path = (table: GtfsTableName) => join(folder, `${table}.txt`);
  return {
    description: folder,
    async hasTable(table) {
      return existsSync(path(table));
    },
    rows(table): AsyncIterable<GtfsRow> {
      if (!existsSync(path(table))) return csvRows([]);
      return csvRows(createReadStream(path(table), { encoding: 'utf8', highWaterMark: 1 << 20 }));
    },
  };
}
