import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { migratePg, openPgPool, pgSchemaVersion, pgTransaction } from './postgres-database.ts';
import { MIGRATIONS } from './migrations.ts';
import { openPostgresStore } from './postgres-store.ts';
import { freshSchema, testDatabaseUrl } from '../../test-support/test-stores.ts';

/** What only the PostgreSQL engine needs proven (the shared repository suite runs in src/server/http on both engines). */
const url = await testDatabaseUrl();

describe.runIf(url)('PostgreSQL migrations', () => {
  it('bring an empty schema to the latest version once, even when two nodes start together', async () => {
    const schema = freshSchema();
    const [a, b] = await Promise.all([openPgPool(url!, { schema }), openPgPool(url!, { schema })]);
    const versions = await Promise.all([migratePg(a), migratePg(b)]);
    expect(versions).toEqual([MIGRATIONS.at(-1)!.version, MIGRATIONS.at(-1)!.version]);
    const recorded = await a.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    const banners = Number((await a.query('SELECT count(*) AS n FROM banners')).rows[0].n);
    expect(banners).toBeGreaterThan(0);
    expect(await migratePg(b)).toBe(MIGRATIONS.at(-1)!.version);
    expect(Number((await b.query('SELECT count(*) AS n FROM banners')).rows[0].n)).toBe(banners);
    await Promise.all([a.end(), b.end()]);
  });

  it('leave no trace of a migration that fails halfway', async () => {
    const pool = await openPgPool(url!, { schema: freshSchema() });
    await migratePg(pool, MIGRATIONS.slice(0, 1));
    const broken = [
      ...MIGRATIONS.slice(0, 1),
      { version: 2, name: 'broken', sql: 'CREATE TABLE half_done (id text); INSERT INTO nowhere VALUES (1);' },
    ];
    await expect(migratePg(pool, broken)).rejects.toThrow(/nowhere/);
    expect(await pgSchemaVersion(pool)).toBe(1);
    expect((await pool.query("SELECT to_regclass('half_done') AS t")).rows[0].t).toBeNull();
    await pool.end();
  });
});

describe.runIf(url)('PostgreSQL transactions', () => {
  it('roll back when their work throws, and hand back a usable connection', async () => {
    const store = await openPostgresStore(url!, { schema: freshSchema(), poolSize: 1 });
    await expect(
      pgTransaction(store.pool, async (client) => {
        await client.query("INSERT INTO cms_menus (slug, term_id, name) VALUES ('menu-x', 999, 'x')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await store.pool.query("SELECT 1 FROM cms_menus WHERE slug = 'menu-x'")).rowCount).toBe(0);
    expect(await store.menus.find('menu-primaire-header')).toBeDefined();
    await store.close();
  });

  it('a node killed in the middle of a transaction leaves the previous state', async () => {
    const schema = freshSchema();
    const store = await openPostgresStore(url!, { schema });
    const user = await store.users.create({
      email: 'kill@example.org',
      passwordHash: 'x',
      firstName: 'K',
      lastName: 'L',
    });
    await store.favorites.add(user.id, { kind: 'LINE', dedupeKey: 'LINE:kept', payload: { id: 'kept' } });
    const script = `
      import pg from 'pg';
      const client = new pg.Client({ connectionString: ${JSON.stringify(url)}, options: '-c search_path=${schema}' });
      await client.connect();
      await client.query('BEGIN');
      for (let i = 0; i < 50; i++) await client.query("INSERT INTO favorites (id, user_id, kind, dedupe_key, payload, created_at, updated_at) VALUES ('lost" + i + "', '${user.id}', 'LINE', 'LINE:" + i + "', '{}', '', '')");
      await client.query('DELETE FROM favorites WHERE dedupe_key = $1', ['LINE:kept']);
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: process.cwd(),
    });
    expect(child.signal).toBe('SIGKILL');
    expect((await store.favorites.list(user.id)).map((f) => f.payload.id)).toEqual(['kept']);
    await store.close();
  });
});

describe.runIf(url)('concurrent nodes writing one account', () => {
  it('four nodes adding the same and their own favourites of one user, and merging, lose nothing and duplicate nothing', async () => {
    const schema = freshSchema();
    const nodes = await Promise.all([0, 1, 2, 3].map(() => openPostgresStore(url!, { schema, poolSize: 3 })));
    const user = await nodes[0].users.create({
      email: 'busy@example.org',
      passwordHash: 'x',
      firstName: 'B',
      lastName: 'U',
    });
    const shared = [0, 1, 2].map((k) => ({
      kind: 'LINE' as const,
      dedupeKey: `LINE:shared${k}`,
      payload: { id: `shared${k}` },
    }));
    await Promise.all(
      nodes.map(async (node, n) => {
        for (let i = 0; i < 25; i++) {
          await node.favorites.add(user.id, {
            kind: 'LINE',
            dedupeKey: `LINE:w${n}-${i}`,
            payload: { id: `w${n}-${i}` },
          });
          await node.favorites.merge(user.id, shared);
          // The same favourite added by every node at once: "add unless present" must not race into a duplicate key.
          expect(
            (
              await node.favorites.add(user.id, {
                kind: 'LINE',
                dedupeKey: `LINE:each${i}`,
                payload: { id: `each${i}` },
              })
            ).favorite.kind,
          ).toBe('LINE');
        }
      }),
    );
    const ids = (await nodes[1].favorites.list(user.id)).map((f) => String(f.payload.id));
    expect(ids).toHaveLength(4 * 25 + 3 + 25);
    expect(new Set(ids).size).toBe(ids.length);
    await Promise.all(nodes.map((node) => node.close()));
  });
});
