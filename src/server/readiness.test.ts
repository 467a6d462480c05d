import { describe, expect, it } from 'vitest';
import { createServer, type Socket } from 'node:net';
import { embeddedReadiness } from './readiness.ts';
import { openSqliteStore } from './store/sqlite-store.ts';
import { postgresStore } from './store/postgres-store.ts';
import { openPgPool } from './store/postgres-database.ts';
import { buildTestNetwork } from '../test-support/test-feed.ts';
import { createApp } from './http/app.ts';

const network = await buildTestNetwork();
const loadTestNetwork = () => network;

const quiet = { log: () => {} };

describe('readiness (/readyz)', () => {
  it('is ready when the network is loaded and the database answers', async () => {
    const store = openSqliteStore(':memory:');
    expect(await embeddedReadiness(async () => ({ store, network }), quiet)).toEqual({
      ready: true,
      checks: { network: 'ok', database: 'ok' },
    });
    await store.close();
  });

  it('is not ready without a network, with a closed database, or when the backend cannot start', async () => {
    const store = openSqliteStore(':memory:');
    expect(await embeddedReadiness(async () => ({ store }), quiet)).toEqual({
      ready: false,
      checks: { network: 'missing', database: 'ok' },
    });
    await store.close();
    const logged: string[] = [];
    expect(
      await embeddedReadiness(async () => ({ store, network: loadTestNetwork() }), { log: (m) => logged.push(m) }),
    ).toEqual({
      ready: false,
      checks: { network: 'ok', database: 'unreachable' },
    });
    expect(logged[0]).toMatch(/database \(sqlite\) does not answer/);
    const refused = await embeddedReadiness(() => Promise.reject(new Error('connect ECONNREFUSED')), quiet);
    expect(refused).toEqual({ ready: false, checks: { network: 'missing', database: 'unreachable' } });
  });

  it('gives up on a database that accepts the connection but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const pool = await openPgPool(`postgres://nobody@127.0.0.1:${port}/none`);
    const readiness = await embeddedReadiness(
      async () => ({ store: postgresStore(pool), network: loadTestNetwork() }),
      { ...quiet, timeoutMs: 200 },
    );
    expect(readiness.checks.database).toBe('unreachable');
    for (const socket of sockets) socket.destroy();
    silent.close();
    await pool.end().catch(() => {});
  });

  it('goes with API answers of 503 (not 500) while the database is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const pool = await openPgPool(`postgres://nobody@127.0.0.1:${port}/none`, { onIdleError: () => {} });
    const app = createApp({ store: postgresStore(pool), network: loadTestNetwork() });
    const errors = console.error;
    console.error = () => {};
    try {
      const response = await app.request('/core/v1/banners');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect((await response.json()).error.code).toBe('store_unavailable');
      const readiness = await embeddedReadiness(
        async () => ({ store: postgresStore(pool), network: loadTestNetwork() }),
        quiet,
      );
      expect(readiness).toEqual({ ready: false, checks: { network: 'ok', database: 'unreachable' } });
    } finally {
      console.error = errors;
      await pool.end();
    }
  });
});
