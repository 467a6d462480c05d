import { csvRows } from './csv.ts';
import type { GtfsRow, GtfsSource, GtfsTableName } from './source.ts';
import type { ZipArchive } from './zip-archive.ts';

async function* decoded(archive: ZipArchive, name: string): AsyncGenerator<string> {
  const stream = await archive.open(name);
  stream.setEncoding('utf8');
  yield* stream as AsyncIterable<string>;
}

/** A standard GTFS zip: `<table>.txt` files at the root or inside one folder. */
export function gtfsZipSource(archive: ZipArchive, description: string): GtfsSource {
  const byTable = new Map<string, string>();
  for (const name of archive.names()) {
    const match = /(?:^|\/)([a-z_]+)\.txt$/.exec(name);
    if (match && !byTable.has(match[1])) byTable.set(match[1], name);
  }
  return {
    description,
    async hasTable(table: GtfsTableName) {
      return byTable.has(table);
    },
    rows(table: GtfsTableName): AsyncIterable<GtfsRow> {
      const name = byTable.get(table);
      return name ? csvRows(decoded(archive, name)) : csvRows([]);
    },
  };
}

export { decoded as decodedZipEntry };
