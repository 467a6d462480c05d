import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zipOf } from '../../test-support/zip-writer.ts';
import { TEST_FEED } from '../../test-support/test-feed.ts';
import { fetchFeed, versionPath } from './feed-fetch.ts';
import { openZipArchive } from './zip-archive.ts';

const ZIP = zipOf(TEST_FEED);

let server: Server;
let base: string;
let dir: string;
const seen: IncomingHttpHeaders[] = [];
let answer: (headers: IncomingHttpHeaders) => { status: number; body?: Buffer; headers?: Record<string, string> };

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'feed-fetch-'));
  seen.length = 0;
  server = createServer((request, response) => {
    seen.push(request.headers);
    const { status, body, headers } = answer(request.headers);
    if (status === 0) return; // never answers
    response.writeHead(status, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const options = (overrides: Partial<Parameters<typeof fetchFeed>[0]> = {}) => ({
  id: 'metro',
  url: `${base}/gtfs.zip?key=secret`,
  dir,
  maxBytes: 1_000_000,
  timeoutMs: 2000,
  headers: { 'x-api-key': 'k1' },
  ...overrides,
});

describe('fetchFeed (a GTFS zip by URL)', () => {
  it('keeps a 200 as a version and asks again conditionally: a 304 costs no download', async () => {
    answer = (headers) =>
      headers['if-none-match'] === '"v1"'
        ? { status: 304 }
        : { status: 200, body: ZIP, headers: { etag: '"v1"', 'last-modified': 'Sun, 01 Nov 2026 00:00:00 GMT' } };
    const first = await fetchFeed(options());
    expect(first.unchanged).toBe(false);
    const version = first.state.latest!.version;
    expect(readFileSync(versionPath(dir, 'metro', version))).toEqual(ZIP);
    const archive = await openZipArchive(versionPath(dir, 'metro', version));
    expect(archive.names()).toContain('stop_times.txt');
    archive.close();

    const second = await fetchFeed(options());
    expect(second.unchanged).toBe(true);
    expect(second.state.latest).toEqual(first.state.latest);
    expect(seen[1]['if-none-match']).toBe('"v1"');
    expect(seen[1]['if-modified-since']).toBe('Sun, 01 Nov 2026 00:00:00 GMT');
    expect(seen.every((headers) => headers['x-api-key'] === 'k1')).toBe(true);
  });

  it('a server without validators sending the same bytes again is unchanged too', async () => {
    answer = () => ({ status: 200, body: ZIP });
    await fetchFeed(options());
    expect((await fetchFeed(options())).unchanged).toBe(true);
  });

  it('refuses a body over the cap, declared or streamed, and keeps no part of it', async () => {
    answer = () => ({ status: 200, body: ZIP });
    await expect(fetchFeed(options({ maxBytes: 100 }))).rejects.toThrow(/over the 100-byte cap/);
    answer = () => ({ status: 200, body: ZIP, headers: { 'transfer-encoding': 'chunked' } });
    await expect(fetchFeed(options({ maxBytes: 100 }))).rejects.toThrow(/cap/);
    expect(existsSync(join(dir, 'metro.part'))).toBe(false);
  });

  it('gives up after the timeout and names the feed without its query string', async () => {
    answer = () => ({ status: 0 });
    await expect(fetchFeed(options({ timeoutMs: 200 }))).rejects.toThrow(
      new RegExp(`metro \\(${base}/gtfs.zip\\): no answer within 200 ms`),
    );
  });

  it('an error status is a failure, not a version', async () => {
    answer = () => ({ status: 403 });
    await expect(fetchFeed(options())).rejects.toThrow(/HTTP 403/);
  });
});
