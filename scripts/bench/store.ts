// `npm run bench:store`: figures of the account services on both engines, through the HTTP app as a node runs it:
// sign-up and sign-in (scrypt), the per-page session check (GET /me), favourite writes and reads, cart, content.
// SQLite: a throwaway database file (WAL, as in production). PostgreSQL: DATABASE_URL when set (a schema of its own,
// dropped afterwards), else a throwaway local cluster when PostgreSQL is installed (scripts/test-postgres.mjs).
// The engines run interleaved, chunk by chunk, in one process: figures compare under the same load.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/http/app.ts';
import { openSqliteStore } from '../../src/server/store/sqlite-store.ts';
import { openPostgresStore } from '../../src/server/store/postgres-store.ts';
import { createSignInThrottle } from '../../src/server/identity/sign-in-throttle.ts';
import { confirmationTokenIn } from '../../src/server/identity/sign-up-mail.ts';
import type { Store } from '../../src/server/store/repositories.ts';
import { startTestCluster } from '../test-postgres.mjs';

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

type App = ReturnType<typeof createApp>;
const ENGINES = ['SQLite (file, WAL)', 'PostgreSQL (pool, loopback TCP)'] as const;
/** Each step alternates the engines chunk by chunk, so a burst of load on this shared machine hits both alike. */
const CHUNKS = 10;

async function timed(
  app: App,
  label: string,
  run: (app: App, i: number) => Response | Promise<Response>,
  i: number,
): Promise<number> {
  const start = performance.now();
  const response = await run(app, i);
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return elapsed;
}

async function compare(stores: Store[]): Promise<void> {
  const apps = stores.map(appOver);
  const tokens: string[] = [];
  async function measure(
    label: string,
    count: number,
    run: (app: App, i: number, engine: number) => Response | Promise<Response>,
  ) {
    const samples: number[][] = apps.map(() => []);
    for (let chunk = 0; chunk < CHUNKS; chunk++) {
      for (const [engine, app] of apps.entries()) {
        for (let i = Math.floor((chunk * count) / CHUNKS); i < Math.floor(((chunk + 1) * count) / CHUNKS); i++) {
          samples[engine].push(await timed(app, label, (a, n) => run(a, n, engine), i));
        }
      }
    }
    console.log(`${`${label} (n=${count})`.padEnd(44)} ${samples.map((s) => percentiles(s).padEnd(46)).join('')}`);
  }
  console.log(`${''.padEnd(44)} ${apps.map((_, e) => ENGINES[e].padEnd(46)).join('')}`);
  const password = 'a long enough password';
  const bearer = (engine: number) => ({ headers: { Authorization: `Bearer ${tokens[engine]}` } });
  await measure('sign-up (scrypt N=16384)', 20, (app, i) =>
    app.request('/auth/signup', json('POST', { email: `u${i}@bench.test`, password, firstName: 'B', lastName: 'U' })),
  );
  // The account exists once its mailed link is followed (read from the engine's outbox).
  await measure('sign-up confirmation', 20, async (app, i, e) => {
    const mail = await stores[e].outbox.latestTo(`u${i}@bench.test`);
    return app.request('/auth/signup/confirm', json('POST', { token: confirmationTokenIn(mail?.body ?? '') }));
  });
  await measure('sign-in (scrypt verify)', 20, (app, i) =>
    app.request('/auth/signin', json('POST', { email: `u${i}@bench.test`, password })),
  );
  for (const app of apps) {
    tokens.push(
      (
        (await (await app.request('/auth/signin', json('POST', { email: 'u0@bench.test', password }))).json()) as {
          accessToken: string;
        }
      ).accessToken,
    );
  }
  await measure('GET /me (session check)', 2000, (app, _i, e) => app.request('/me', bearer(e)));
  // 400 + 100 synchronized: an account holds at most 500 favourites.
  await measure('POST /api/v1/favorites', 400, (app, i, e) =>
    app.request('/api/v1/favorites', json('POST', { type: 'LINE', id: `line-${i}` }, tokens[e])),
  );
  await measure('GET /api/v1/favorites (400 items)', 200, (app, _i, e) => app.request('/api/v1/favorites', bearer(e)));
  const lines = Array.from({ length: 100 }, (_, i) => ({ id: `sync-${i}` }));
  await measure('POST synchronize (100 items)', 50, (app, _i, e) =>
    app.request('/api/v1/favorites/synchronize', json('POST', { favoriteLines: lines }, tokens[e])),
  );
  await measure('POST /store/cart/items', 200, (app, _i, e) =>
    app.request('/store/cart/items', json('POST', { productId: 'single-ride', quantity: 1 }, tokens[e])),
  );
  await measure('GET /store/cart', 1000, (app, _i, e) => app.request('/store/cart', bearer(e)));
  await measure('GET /core/v1/banners', 1000, (app) => app.request('/core/v1/banners'));
  await measure('GET menus/v1 header menu', 1000, (app) => app.request('/wp-json/menus/v1/menus/menu-primaire-header'));
}

function appOver(store: Store): App {
  return createApp({
    store,
    signInThrottle: createSignInThrottle({ perAccountAddress: 1e9, perAddress: 1e9, windowMs: 1 }),
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
const sqlite = openSqliteStore(join(dir, 'site.sqlite'));
const cluster = process.env.DATABASE_URL ? undefined : await startTestCluster();
const url = process.env.DATABASE_URL ?? cluster?.url;
const schema = `bench_${process.pid}`;
const postgres = url ? await openPostgresStore(url, { schema }) : undefined;
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
try {
  await compare(postgres ? [sqlite, postgres] : [sqlite]);
  if (!postgres)
    console.log('PostgreSQL: not measured (set DATABASE_URL, or install PostgreSQL for a throwaway cluster)');
} finally {
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
  await postgres?.pool.query(`DROP SCHEMA ${schema} CASCADE`);
  await postgres?.close();
  cluster?.stop();
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
