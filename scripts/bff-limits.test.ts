import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleNetwork } from '../e2e/site-nodes.ts';

/**
 * The limits and edge rules of the backend, against the real `npm run bff` process (plain Node, the sample network, a
 * SQLite file of its own): HEAD is counted as GET, an IPv6 /64 is one address, a shared address serves many visitors
 * while one visitor stays limited, only failed sign-ins count, anonymous cart reads are limited, the trusted-proxy rule
 * decides the address, a request never chooses the origin of mailed links, and a deeply nested body is a 4xx.
 */
let network: ReturnType<typeof sampleNetwork>;
const dir = mkdtempSync(join(tmpdir(), 'bff-limits-'));
const children: ChildProcess[] = [];

async function startBff(name: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['scripts/bff.ts'], {
    env: {
      ...process.env,
      ...network.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PLANNER_THREADS: '0',
      DATABASE_PATH: join(dir, `${name}.sqlite`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (listening) resolve(listening[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`bff exited (code ${code}):\n${output}`)));
  });
}

let trusted = '';
let direct = '';

beforeAll(async () => {
  network = sampleNetwork();
  [trusted, direct] = await Promise.all([
    startBff('trusted', { TRUSTED_PROXIES: '127.0.0.1,::1', RATE_LIMIT_PLACE_SEARCH: '3/600' }),
    startBff('direct', { PUBLIC_BASE_URL: 'https://transit.example', RATE_LIMIT_PLACE_SEARCH: '3/600' }),
  ]);
}, 120_000);

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  network?.remove();
  rmSync(dir, { recursive: true, force: true });
});

const search = (from: string, visitor?: string) =>
  fetch(`${trusted}/api/trip-planner/v2/journeys/search`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(visitor ? { 'X-Visitor-Id': visitor } : {}),
    },
    body: JSON.stringify({
      fromId: 'sample:airport',
      toId: 'sample:museum',
      departureDateTime: '2026-11-26T10:00:00+01:00',
    }),
  });

describe('npm run bff: per-client limits', () => {
  it('counts HEAD as GET on place search: past the GET budget, HEAD gets 429 too', async () => {
    const places = (method: string) =>
      fetch(`${trusted}/api/v1/places?q=air`, { method, headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect([(await places('GET')).status, (await places('GET')).status, (await places('HEAD')).status]).toEqual([
      200, 200, 200,
    ]);
    expect((await places('HEAD')).status).toBe(429);
    expect((await places('GET')).status).toBe(429);
  });

  it('counts an IPv6 /64 as one address: rotating the interface id does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++)
      statuses.push(
        (
          await fetch(`${trusted}/api/v1/places?q=air`, {
            headers: { 'X-Forwarded-For': `2001:db8:7:7::${i.toString(16)}` },
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another /64 is another address.
    expect(
      (await fetch(`${trusted}/api/v1/places?q=air`, { headers: { 'X-Forwarded-For': '2001:db8:7:8::1' } })).status,
    ).toBe(200);
  });

  it('serves 100 travellers behind one address (2 searches each) while one visitor stays limited to its own budget', async () => {
    const nat = '198.51.100.77';
    const refused: number[] = [];
    for (let traveller = 0; traveller < 100; traveller++) {
      const id = `traveller-${String(traveller).padStart(3, '0')}-abcdefghijklmn`;
      for (let k = 0; k < 2; k++) {
        const response = await search(nat, id);
        if (response.status === 429) refused.push(traveller);
        await response.arrayBuffer();
      }
    }
    expect(refused).toEqual([]);
    const one = 'one-busy-visitor-abcdefghijklmnop';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await search('198.51.100.78', one)).status);
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  }, 120_000);

  it('counts only failed sign-ins against the sign-in bucket', async () => {
    const signIn = (password: string) =>
      fetch(`${trusted}/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.90' },
        body: JSON.stringify({ email: 'demo@transit.example', password }),
      });
    for (let i = 0; i < 12; i++) expect((await signIn('demo-traveller-2026')).status, `sign-in ${i + 1}`).toBe(200);
    const failures: number[] = [];
    for (let i = 0; i < 11; i++) failures.push((await signIn('wrong password')).status);
    // The failure throttle (5 per account and address) answers 429 first; the bucket then holds all 11 anyway.
    expect(failures.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(failures[10]).toBe(429);
  });

  it('limits reads of anonymous carts by e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await fetch(`${trusted}/store/cart?email=someone${i}@example.org`, {
            headers: { 'X-Forwarded-For': '198.51.100.91' },
          })
        ).status,
      );
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });
});

describe('npm run bff: what a request may not choose', () => {
  it('without TRUSTED_PROXIES, X-Forwarded-For is ignored: a client cannot pick a fresh address per call', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await fetch(`${direct}/api/v1/places?q=air`, { headers: { 'X-Forwarded-For': `192.0.2.${i + 1}` } })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('mails sign-up links to the configured public origin, never to an X-Public-Origin header', async () => {
    const email = `origin-${Date.now()}@example.org`;
    const response = await fetch(`${direct}/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Public-Origin': 'https://evil.example' },
      body: JSON.stringify({ email, password: 'a long enough password', firstName: 'O', lastName: 'Rigin' }),
    });
    expect(response.status).toBe(202);
    const db = new DatabaseSync(join(dir, 'direct.sqlite'), { readOnly: true });
    const row = db.prepare('SELECT body FROM mail_outbox WHERE to_address = ?').get(email) as { body: string };
    db.close();
    expect(row.body).not.toContain('evil.example');
    expect(row.body).toContain('https://transit.example/');
  });

  it('answers a journey search nested 9,000 levels deep with a 4xx, not a 500', async () => {
    const body = `{"fromId":"sample:airport","toId":"sample:museum","x":${'['.repeat(9000)}${']'.repeat(9000)}}`;
    const deep = `{"fromId":"sample:airport","toId":"sample:museum","itineraryOptions":{"x":${'{"a":'.repeat(9000)}1${'}'.repeat(9000)}}}`;
    for (const text of [body, deep]) {
      const response = await fetch(`${direct}/api/trip-planner/v2/journeys/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      });
      expect(response.status).toBeLessThan(500);
    }
  });
});
