// `npm run bench:store`: figures of the account services on both engines, through the HTTP app as a node runs it:
// sign-up and sign-in (scrypt), the per-page session check (GET /me), favourite writes and reads, cart, content.
// SQLite: a throwaway database file (WAL, as in production). PostgreSQL: DATABASE_URL when set (a schema of its own,
// dropped afterwards), else a throwaway local cluster when PostgreSQL is installed (scripts/test-postgres.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/http/app.ts';
import { openSqliteStore } from '../src/server/store/sqlite-store.ts';
import { openPostgresStore } from '../src/server/store/postgres-store.ts';
import { createSignInThrottle } from '../src/server/identity/sign-in-throttle.ts';
import type { Store } from '../src/server/store/repositories.ts';
import { startTestCluster } from './test-postgres.mjs';

type Figures = Map<string, string>;

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `p50 ${at(0.5).toFixed(2)} · p95 ${at(0.95).toFixed(2)} · max ${sorted.at(-1)!.toFixed(2)} ms`;
}

async function scenario(store: Store): Promise<Figures> {
  const figures: Figures = new Map();
  const app = createApp({ store, signInThrottle: createSignInThrottle({ perAccount: 1e9, perAddress: 1e9, windowMs: 1 }) });
  async function measure(label: string, count: number, run: (i: number) => Response | Promise<Response>) {
    const samples: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const response = await run(i);
      samples.push(performance.now() - start);
      if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
    figures.set(`${label} (n=${count})`, percentiles(samples));
  }
  const password = 'a long enough password';
  await measure('sign-up (scrypt N=16384)', 20, (i) => app.request('/auth/signup', json('POST', { email: `u${i}@bench.test`, password, firstName: 'B', lastName: 'U' })));
  await measure('sign-in (scrypt verify)', 20, (i) => app.request('/auth/signin', json('POST', { email: `u${i}@bench.test`, password })));
  const { accessToken } = (await (await app.request('/auth/signin', json('POST', { email: 'u0@bench.test', password }))).json()) as { accessToken: string };
  const bearer = { headers: { Authorization: `Bearer ${accessToken}` } };
  await measure('GET /me (session check)', 2000, () => app.request('/me', bearer));
  await measure('POST /api/v1/favorites', 1000, (i) => app.request('/api/v1/favorites', json('POST', { type: 'LINE', id: `line-${i}` }, accessToken)));
  await measure('GET /api/v1/favorites (1000 items)', 200, () => app.request('/api/v1/favorites', bearer));
  const lines = Array.from({ length: 200 }, (_, i) => ({ id: `sync-${i}` }));
  await measure('POST synchronize (200 items)', 50, () => app.request('/api/v1/favorites/synchronize', json('POST', { favoriteLines: lines }, accessToken)));
  await measure('POST /store/cart/items', 200, () => app.request('/store/cart/items', json('POST', { productId: 'single-ride', quantity: 1 }, accessToken)));
  await measure('GET /store/cart', 1000, () => app.request('/store/cart', bearer));
  await measure('GET /core/v1/banners', 1000, () => app.request('/core/v1/banners'));
  await measure('GET menus/v1 header menu', 1000, () => app.request('/wp-json/menus/v1/menus/menu-primaire-header'));
  return figures;
}

async function onSqlite(): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  const store = openSqliteStore(join(dir, 'site.sqlite'));
  try {
    return await scenario(store);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Figures | undefined> {
  const cluster = process.env.DATABASE_URL ? undefined : await startTestCluster();
  const url = process.env.DATABASE_URL ?? cluster?.url;
  if (!url) return undefined;
  const schema = `bench_${process.pid}`;
  const store = await openPostgresStore(url, { schema });
  try {
    return await scenario(store);
  } finally {
    await store.pool.query(`DROP SCHEMA ${schema} CASCADE`);
    await store.close();
    cluster?.stop();
  }
}

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const sqlite = await onSqlite();
const postgres = await onPostgres();
const width = Math.max(...[...sqlite.keys()].map((k) => k.length));
console.log(`${''.padEnd(width)}  ${'SQLite (file, WAL)'.padEnd(38)}  PostgreSQL (pool over TCP loopback)`);
for (const [label, figure] of sqlite) console.log(`${label.padEnd(width)}  ${figure.padEnd(38)}  ${postgres?.get(label) ?? '—'}`);
if (!postgres) console.log('PostgreSQL: not measured (set DATABASE_URL, or install PostgreSQL for a throwaway cluster)');
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
