import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sampleNetwork, startNode, stopNode, waitUntilReady, type SiteNode } from './site-nodes.ts';

/**
 * `npm start` restarts a dead server process without refusing a connection (issue 11): a real `npm start` of the
 * built site (on the small sample network, so it starts fast), its server process killed with SIGKILL twice while a
 * client keeps opening new connections. The supervisor keeps the listening socket, so those connections wait for
 * the replacement instead of meeting a closed port (with the cluster module the port closed with its last worker).
 */
test.describe.configure({ timeout: 180_000 });

let network: ReturnType<typeof sampleNetwork> | undefined;
let databaseDir = '';
let node: SiteNode | undefined;

test.beforeAll(async () => {
  network = sampleNetwork();
  databaseDir = mkdtempSync(join(tmpdir(), 'restart-db-'));
  node = await startNode('restart', { ...network.env, DATABASE_PATH: join(databaseDir, 'site.sqlite') });
  await waitUntilReady(node);
});

test.afterAll(async () => {
  if (node) await stopNode(node);
  network?.remove();
  if (databaseDir) rmSync(databaseDir, { recursive: true, force: true });
});

/** The supervisor's child processes (the server), read from Linux's /proc. */
function serverPids(supervisorPid: number): number[] {
  const children = readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, 'utf8').trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

/** One GET on a new connection: the status, or the connection error's code. */
function ask(origin: string, path: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const request = http.get({ host: hostname, port, path, agent: false, timeout: 20_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

async function nextServer(supervisorPid: number, previous: number): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const [pid] = serverPids(supervisorPid);
    if (pid && pid !== previous) return pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the supervisor started no new server process');
}

test('a killed server process is replaced without a refused connection', async () => {
  const supervisor = node!.process.pid!;
  const answers: string[] = [];
  let done = false;
  const client = (async () => {
    while (!done) answers.push(await ask(node!.origin, '/healthz'));
  })();
  let server = serverPids(supervisor)[0];
  expect(server).toBeGreaterThan(0);
  for (let kill = 0; kill < 2; kill++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(server, 'SIGKILL');
    server = await nextServer(supervisor, server);
    await waitUntilReady(node!);
  }
  const afterRestarts = answers.length;
  await new Promise((resolve) => setTimeout(resolve, 500));
  done = true;
  await client;
  const counts = Object.fromEntries(
    [...new Set(answers)].map((answer) => [answer, answers.filter((a) => a === answer).length]),
  );
  expect(counts.ECONNREFUSED ?? 0, JSON.stringify(counts)).toBe(0);
  expect(answers.length, 'the client kept being answered after the restarts').toBeGreaterThan(afterRestarts);
  // A request the killed process had already accepted dies with it: one client, so at most one per kill.
  expect(
    answers.filter((answer) => answer !== '200').every((answer) => answer === 'ECONNRESET'),
    JSON.stringify(counts),
  ).toBe(true);
  expect(answers.filter((answer) => answer !== '200').length, JSON.stringify(counts)).toBeLessThanOrEqual(2);
  // The new server answers the API too (it loaded the network again).
  expect(await ask(node!.origin, '/bff/api/v1/network')).toBe('200');
});
