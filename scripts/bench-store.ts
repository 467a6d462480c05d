// `npm run bench:store`: figures of the embedded account services on a throwaway database file (WAL, as in production):
// sign-up and sign-in (scrypt), the per-page session check (GET /me), favourite writes and reads, cart reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/http/app.ts';
import { openSqliteStore } from '../src/server/store/sqlite-store.ts';
import { createSignInThrottle } from '../src/server/identity/sign-in-throttle.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
const store = openSqliteStore(join(dir, 'site.sqlite'));
const app = createApp({ store, signInThrottle: createSignInThrottle({ perAccountAddress: 1e9, perAddress: 1e9, windowMs: 1 }) });
const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `p50 ${at(0.5).toFixed(2)} ms · p95 ${at(0.95).toFixed(2)} ms · max ${sorted.at(-1)!.toFixed(2)} ms (n=${sorted.length})`;
}

async function measure(label: string, count: number, run: (i: number) => Response | Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await run(i);
    samples.push(performance.now() - start);
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  console.log(`${label.padEnd(34)} ${percentiles(samples)}`);
}

try {
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
  await app.request('/store/cart/items', json('POST', { productId: 'single-ride', quantity: 2 }, accessToken));
  await measure('GET /store/cart', 1000, () => app.request('/store/cart', bearer));
  await measure('GET /core/v1/banners', 1000, () => app.request('/core/v1/banners'));
  await measure('GET menus/v1 header menu', 1000, () => app.request('/wp-json/menus/v1/menus/menu-primaire-header'));
} finally {
  store.close();
  rmSync(dir, { recursive: true, force: true });
}
