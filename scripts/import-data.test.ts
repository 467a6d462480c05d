import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeedStatus } from '../src/server/gtfs/feed-status.ts';
import { addDays } from '../src/server/network/model/calendar-days.ts';
import { readNetworkFile } from '../src/server/network/model/network-file.ts';
import { startFeedServer, testFeedZip, type FeedServer } from '../src/test-support/feed-server.ts';
import { TEST_FEED } from '../src/test-support/test-feed.ts';

const root = new URL('..', import.meta.url).pathname;
const today = new Date().toISOString().slice(0, 10);

let server: FeedServer;
let dir: string;
let env: Record<string, string>;

function importData(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/import-data.ts', ...args], { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(async () => {
  server = await startFeedServer();
  dir = mkdtempSync(join(tmpdir(), 'import-url-'));
  env = {
    ...(process.env as Record<string, string>),
    GTFS_FEEDS: `metro=${server.url}`,
    NETWORK_FILE: join(dir, 'network.bin'),
    GTFS_CACHE_DIR: join(dir, 'cache'),
    GTFS_FEED_HEADERS: 'metro:x-api-key=k',
  };
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run data with a feed by URL', () => {
  it('fetches, validates and compiles; asks again conditionally; refuses a broken version; takes the next good one', {
    timeout: 120_000,
  }, async () => {
    const versionOf = () => {
      const file = readNetworkFile(env.NETWORK_FILE);
      if (!file.ok) throw new Error(file.reason);
      return JSON.parse(String(file.meta.feedVersions)).metro as string;
    };
    server.publish(testFeedZip(addDays(today, -1), addDays(today, 3)));
    const first = await importData();
    expect(first.code, first.output).toBe(0);
    const v1 = versionOf();
    const [status] = readFeedStatus(env.NETWORK_FILE);
    expect(status).toMatchObject({ id: 'metro', source: server.url, version: v1 });
    expect(Date.parse(status.fetchedAt!)).toBeGreaterThan(Date.now() - 120_000);

    const unchanged = await importData('--refresh');
    expect(unchanged.code, unchanged.output).toBe(3);
    expect(server.notModified).toBe(1);

    const broken = TEST_FEED['stop_times.txt'].replace('BP,2', 'NOWHERE,2');
    server.publish(testFeedZip(addDays(today, -1), addDays(today, 30), { 'stop_times.txt': broken }));
    const refused = await importData('--refresh');
    expect(refused.code, refused.output).toBe(3);
    expect(versionOf()).toBe(v1);
    expect(readFeedStatus(env.NETWORK_FILE)[0]).toMatchObject({
      version: v1,
      refusal: { reason: expect.stringContaining('stop_times.txt: trip "2N-0800" stops at unknown stop_id "NOWHERE"') },
    });

    server.publish(testFeedZip(addDays(today, -1), addDays(today, 30)));
    const accepted = await importData('--refresh');
    expect(accepted.code, accepted.output).toBe(0);
    expect(versionOf()).not.toBe(v1);
    expect(readFeedStatus(env.NETWORK_FILE)[0].refusal).toBeDefined();

    const report = await importData('--validate');
    expect(report.code, report.output).toBe(0);
    expect(report.output).toContain('feed metro: valid');
    expect(report.output).toContain(`calendar ${addDays(today, -1)} → ${addDays(today, 30)}`);
    expect(readFileSync(env.NETWORK_FILE).length).toBeGreaterThan(0);
  });
});
