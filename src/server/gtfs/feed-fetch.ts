import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A GTFS zip an operator publishes at an address, kept in a folder of its own: each version under its content's hash,
 * and a state file with the validators of the last answer (ETag, Last-Modified), the version last fetched, the version
 * accepted (validated and compiled) and the last refusal. The next fetch is a conditional GET, so an unchanged feed
 * (304) costs one small request; a version is never half-written (streamed to a temporary file, renamed when whole).
 */
export interface FeedVersion {
  version: string;
  /** ISO time the bytes of this version were received. */
  fetchedAt: string;
}

export interface FeedRefusal {
  version: string;
  at: string;
  reason: string;
}

export interface FeedFetchState {
  url: string;
  etag?: string;
  lastModified?: string;
  /** ISO time of the last answer, 200 or 304. */
  checkedAt?: string;
  latest?: FeedVersion;
  accepted?: FeedVersion;
  refusal?: FeedRefusal;
}

export interface FeedFetchOptions {
  id: string;
  url: string;
  headers?: Record<string, string>;
  /** The folder holding this feed's versions and state (one per GTFS cache). */
  dir: string;
  maxBytes: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface FetchResult {
  state: FeedFetchState;
  /** The server answered 304, or sent bytes identical to the version last fetched. */
  unchanged: boolean;
}

export class FeedFetchError extends Error {}

const statePath = (dir: string, id: string) => join(dir, `${id}.json`);
export const versionPath = (dir: string, id: string, version: string) => join(dir, `${id}-${version}.zip`);

export function readFetchState(dir: string, id: string, url: string): FeedFetchState {
  const path = statePath(dir, id);
  if (!existsSync(path)) return { url };
  try {
    const state = JSON.parse(readFileSync(path, 'utf8')) as FeedFetchState;
    // Another address is another feed: its validators and versions say nothing of this one.
    return state.url === url ? state : { url, accepted: state.accepted, refusal: state.refusal };
  } catch {
    return { url };
  }
}

export function writeFetchState(dir: string, id: string, state: FeedFetchState): void {
  mkdirSync(dir, { recursive: true });
  const path = statePath(dir, id);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
  // Only the versions the state names are kept: the one serving and the one last fetched.
  const kept = new Set([state.latest?.version, state.accepted?.version].filter(Boolean));
  for (const name of readdirSync(dir)) {
    const match = new RegExp(`^${id}-([0-9a-f]+)\\.zip$`).exec(name);
    if (match && !kept.has(match[1])) rmSync(join(dir, name), { force: true });
  }
}

/** The address as logs and status show it: without its query string, which often holds a key. */
export function publicFeedUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Fetches the feed when it changed (conditional GET), within the size cap and the timeout; writes the state. */
export async function fetchFeed(options: FeedFetchOptions): Promise<FetchResult> {
  const { id, url, dir, maxBytes, timeoutMs } = options;
  const now = options.now ?? (() => new Date());
  const state = readFetchState(dir, id, url);
  const haveLatest = state.latest !== undefined && existsSync(versionPath(dir, id, state.latest.version));
  const headers: Record<string, string> = { ...options.headers };
  if (haveLatest && state.etag) headers['If-None-Match'] = state.etag;
  if (haveLatest && state.lastModified) headers['If-Modified-Since'] = state.lastModified;
  const signal = AbortSignal.timeout(timeoutMs);
  const where = `${id} (${publicFeedUrl(url)})`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { headers, signal, redirect: 'follow' });
  } catch (error) {
    throw new FeedFetchError(
      `${where}: ${signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message}`,
    );
  }
  if (response.status === 304 && haveLatest) {
    await response.body?.cancel();
    const next = { ...state, checkedAt: now().toISOString() };
    writeFetchState(dir, id, next);
    return { state: next, unchanged: true };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new FeedFetchError(`${where}: HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body.cancel();
    throw new FeedFetchError(`${where}: ${declared} bytes, over the ${maxBytes}-byte cap`);
  }
  mkdirSync(dir, { recursive: true });
  const partPath = join(dir, `${id}.part`);
  const hash = createHash('sha256');
  let received = 0;
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          received += chunk.length;
          if (received > maxBytes) throw new FeedFetchError(`${where}: over the ${maxBytes}-byte cap`);
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(partPath),
    );
  } catch (error) {
    rmSync(partPath, { force: true });
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(
      `${where}: ${signal.aborted ? `not received within ${timeoutMs} ms` : (error as Error).message}`,
    );
  }
  const version = hash.digest('hex').slice(0, 16);
  const unchanged = haveLatest && state.latest?.version === version;
  if (unchanged) rmSync(partPath, { force: true });
  else renameSync(partPath, versionPath(dir, id, version));
  const at = now().toISOString();
  const next: FeedFetchState = {
    ...state,
    etag: response.headers.get('etag') ?? undefined,
    lastModified: response.headers.get('last-modified') ?? undefined,
    checkedAt: at,
    latest: unchanged ? state.latest : { version, fetchedAt: at },
  };
  writeFetchState(dir, id, next);
  return { state: next, unchanged };
}
