import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '../server/network/model/calendar-days.ts';
import { localDateOf } from '../server/network/model/service-time.ts';
import { startFeedServer, testFeedZip, type FeedServer } from './feed-server.ts';

/**
 * A node of the site as an operator runs it, for tests of new timetables reaching a running process: an operator's
 * site serving versions of the test feed, a folder with the network file compiled from the first version, and
 * real processes (`npm run bff`, the supervisor of `npm start`) started on them and signalled like a deployment does.
 */
export const root = join(import.meta.dirname, '../..');
export const today = localDateOf('America/New_York', Date.now());

export interface RefreshFixture {
  feeds: FeedServer;
  dir: string;
  /** What every process of the test runs with: the feed by URL, the network file and database in `dir`. */
  env: NodeJS.ProcessEnv;
  /** Publishes the test feed running until `endDate` (from yesterday). */
  publish(endDate: string): void;
  /** `npm run data` (the compile a refresh runs, `--refresh` or not) with `env`; rejects naming its output. */
  compile(...args: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function refreshFixture(extraEnv: NodeJS.ProcessEnv = {}): Promise<RefreshFixture> {
  const feeds = await startFeedServer();
  const dir = mkdtempSync(join(tmpdir(), 'refreshing-node-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GTFS_FEEDS: `metro=${feeds.url}`,
    NETWORK_FILE: join(dir, 'network.bin'),
    GTFS_CACHE_DIR: join(dir, 'cache'),
    DATABASE_PATH: join(dir, 'site.db'),
    DATABASE_URL: '',
    PLANNER_THREADS: '1',
    DATA_REFRESH: 'off',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  const fixture: RefreshFixture = {
    feeds,
    dir,
    env,
    publish: (endDate) => feeds.publish(testFeedZip(addDays(today, -1), endDate)),
    compile: (...args) => runToEnd(['scripts/import-data.ts', ...args], env),
    async close() {
      await feeds.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  fixture.publish(addDays(today, 3));
  await fixture.compile();
  return fixture;
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited ${code}:\n${output}`))));
  });
}

export interface RunningNode {
  child: ChildProcess;
  /** Its output so far (failures name it). */
  output(): string;
  /** Resolves with the first match of `pattern` in its output; rejects if it exits first. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Starts `node <script>` in the repository with `env`, its output kept. */
export function startNode(script: string, env: NodeJS.ProcessEnv): RunningNode {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    output: () => output,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            listeners.delete(check);
            resolve(match);
          }
        };
        listeners.add(check);
        check();
        void exited.then(() => reject(new Error(`${script} exited before ${pattern}:\n${output}`)));
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The first feed as `GET <api>/v1/network` shows it: its version and service window. */
export async function servedFeed(apiBase: string): Promise<{ version: string; endDate: string }> {
  const response = await fetch(`${apiBase}/v1/network`);
  if (!response.ok) throw new Error(`network: ${response.status}`);
  return ((await response.json()) as { feeds: { version: string; endDate: string }[] }).feeds[0];
}

/**
 * Asks until the node serves another version than `previous` (a swap ends a moment after the signal), at most
 * `limitMs`; the version then, or the one still served at the limit.
 */
export async function nextVersion(
  apiBase: string,
  previous: string,
  limitMs = 45_000,
): Promise<{ version: string; endDate: string }> {
  const until = Date.now() + limitMs;
  for (;;) {
    const feed = await servedFeed(apiBase);
    if (feed.version !== previous || Date.now() > until) return feed;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
