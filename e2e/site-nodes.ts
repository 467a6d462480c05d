import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startTestCluster } from '../scripts/test-postgres.mjs';

/**
 * Site nodes for the multi-node test: real `npm start` processes (scripts/start.mjs on the built site) on free
 * loopback ports, sharing one PostgreSQL database made fresh for the run on the shared test cluster.
 */
export interface SiteNode {
  name: string;
  origin: string;
  process: ChildProcess;
  output: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SharedDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on TEST_DATABASE_URL's cluster (or a throwaway cluster); undefined when PostgreSQL is not installed. */
export async function freshDatabase(): Promise<SharedDatabase | undefined> {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startTestCluster();
  const admin = process.env.TEST_DATABASE_URL ?? cluster?.url;
  if (!admin) return undefined;
  const name = `nodes_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: admin });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      cluster?.stop();
    },
  };
}

/** A tiny compiled network (the sample GTFS feed) so extra nodes start in a blink and use little memory. */
export function sampleNetwork(): { env: Record<string, string>; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'nodes-network-'));
  const env = { GTFS_FEEDS: 'sample=node_modules/sample-gtfs-feed/gtfs', NETWORK_FILE: join(dir, 'network.bin') };
  const built = spawnSync('npm', ['run', '--silent', 'data'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run data failed: ${built.stderr}`);
  return { env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `port`: a port of the spec's own block when it has one; a free loopback port otherwise. */
export async function startNode(name: string, env: Record<string, string>, port?: number): Promise<SiteNode> {
  port ??= await freePort();
  // Its own process group: `npm start` may run a supervisor and a server process, and a node dies as a whole.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, origin: `http://127.0.0.1:${port}`, process: child, output };
}

/** Polls /readyz until the node answers 200 (it loads its network and opens the database on the first probe). */
export async function waitUntilReady(node: SiteNode, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (node.process.exitCode !== null)
      throw new Error(`${node.name} exited (${node.process.exitCode}):\n${node.output.join('')}`);
    try {
      const response = await fetch(`${node.origin}/readyz`);
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${node.name} not ready after ${timeoutMs} ms (last: ${last}):\n${node.output.join('')}`);
}

/** Sends `signal` to every process of the node (SIGKILL: the machine lost power; SIGTERM: an orderly stop). */
export function signalNode(node: SiteNode, signal: NodeJS.Signals): void {
  try {
    process.kill(-node.process.pid!, signal);
  } catch {
    // Already gone.
  }
}

export function stopNode(node: SiteNode, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (node.process.exitCode !== null || node.process.signalCode !== null) {
    signalNode(node, 'SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    node.process.once('exit', () => resolve());
    signalNode(node, signal);
  });
}
