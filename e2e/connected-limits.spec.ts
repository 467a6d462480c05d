import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort, sampleNetwork, startNode, stopNode, waitUntilReady, type SiteNode } from './site-nodes.ts';

/**
 * The site in connected mode in front of the shipped standalone backend (`npm run bff`), both real processes: the
 * backend trusts the site as its proxy (TRUSTED_PROXIES), the site trusts 127.0.0.1 as its balancer, so each test
 * visitor is an address of its own (X-Forwarded-For). One visitor spending its journey searches on results pages must
 * not deny them to another, and the site's proxy must not forward addresses that hide separators or dot segments.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let network: ReturnType<typeof sampleNetwork> | undefined;
let backend: ChildProcess | undefined;
let site: SiteNode | undefined;

test.beforeAll(async () => {
  network = sampleNetwork();
  const port = await freePort();
  backend = spawn(process.execPath, ['scripts/bff.ts'], {
    env: {
      ...process.env,
      ...network.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PLANNER_THREADS: '0',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      RATE_LIMIT_JOURNEY_SEARCH: '3/600',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    };
    backend!.stdout!.on('data', onData);
    backend!.stderr!.on('data', onData);
    backend!.on('exit', (code) => reject(new Error(`npm run bff exited (${code}):\n${output}`)));
  });
  site = await startNode('connected site', {
    ...network.env,
    BFF_URL: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
  await waitUntilReady(site);
});

test.afterAll(async () => {
  if (site) await stopNode(site);
  backend?.kill('SIGTERM');
  network?.remove();
});

const trip = (minute: number) =>
  `/fr/trip-planner/results?fi=sample:airport&fv=Airport&flat=52.365&flon=13.511&ti=sample:museum&tv=Museum&tlat=52.44572&tlon=13.43657&dt=2026-11-26T10:${String(minute).padStart(2, '0')}`;

test('one visitor past its journey-search budget on results pages does not deny them to another visitor', async ({
  playwright,
}) => {
  const visit = async (from: string, minute: number) => {
    const context = await playwright.request.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': from } });
    const status = (await context.get(`${site!.origin}${trip(minute)}`, { maxRedirects: 0 })).status();
    await context.dispose();
    return status;
  };
  const first: number[] = [];
  for (let i = 0; i < 5; i++) first.push(await visit('198.51.100.21', i));
  expect(first.slice(0, 3)).not.toContain(429);
  expect(first.slice(3)).toEqual([429, 429]);
  const second: number[] = [];
  for (let i = 0; i < 3; i++) second.push(await visit('198.51.100.22', 10 + i));
  expect(second).not.toContain(429);
});

/** A GET sent with the path exactly as written (fetch would resolve `%2e%2e` itself before sending). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(site!.origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('the proxy refuses encoded slashes, backslashes and dot segments instead of forwarding them', async () => {
  for (const path of [
    '/bff/api/v1/lines/a%2Fb',
    '/bff/api/v1/lines/a%5Cb',
    '/bff/api/v1/lines/%2e%2e/network',
    '/bff/api/v1/%2E/network',
  ]) {
    const response = await rawGet(path);
    expect(response.status, path).toBe(400);
    expect(JSON.parse(response.body).error.code, path).toBe('invalid_path');
  }
  expect((await rawGet('/bff/api/v1/network')).status).toBe(200);
});
