import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { migrate, openDatabase, schemaVersion, transaction } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { sqliteStore } from './sqlite-store.ts';

const dirs: string[] = [];
function freshPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  dirs.push(dir);
  return join(dir, 'nested', 'site.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DATABASE_MODULE = new URL('./database.ts', import.meta.url).href;
const STORE_MODULE = new URL('./sqlite-store.ts', import.meta.url).href;

function seedUser(path: string): string {
  const db = openDatabase(path);
  db.prepare(
    "INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at) VALUES ('u1', 'u1@example.org', 'x', 'U', 'One', '', '')",
  ).run();
  db.close();
  return 'u1';
}

describe('migrations', () => {
  it('bring an empty file to the latest version, in WAL mode, and do nothing the second time', () => {
    const path = freshPath();
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)?.version);
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    const banners = (db.prepare('SELECT count(*) AS n FROM banners').get() as { n: number }).n;
    expect(statSync(path).mode & 0o777).toBe(0o600);
    db.close();
    const again = openDatabase(path);
    expect((again.prepare('SELECT count(*) AS n FROM banners').get() as { n: number }).n).toBe(banners);
    again.close();
  });

  it('leave no trace of a migration that fails halfway', () => {
    const db = openDatabase(':memory:', MIGRATIONS.slice(0, 1));
    const broken = [
      ...MIGRATIONS.slice(0, 1),
      { version: 2, name: 'broken', sql: 'CREATE TABLE half_done (id TEXT); INSERT INTO nowhere VALUES (1);' },
    ];
    expect(() => migrate(db, broken)).toThrow(/nowhere/);
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
  });
});

describe('durability', () => {
  it('a write interrupted by closing the database leaves the previous state', async () => {
    const path = freshPath();
    const userId = seedUser(path);
    const store = sqliteStore(openDatabase(path));
    await store.favorites.add(userId, { kind: 'LINE', dedupeKey: 'LINE:A', payload: { id: 'A' } });
    store.close();

    const db = openDatabase(path);
    db.exec('BEGIN IMMEDIATE');
    db.prepare('DELETE FROM favorites').run();
    db.prepare(
      "INSERT INTO favorites (id, user_id, kind, dedupe_key, payload, created_at, updated_at) VALUES ('f2', 'u1', 'LINE', 'LINE:B', '{}', '', '')",
    ).run();
    db.close();

    const reopened = sqliteStore(openDatabase(path));
    expect((await reopened.favorites.list(userId)).map((f) => f.payload.id)).toEqual(['A']);
    reopened.close();
  });

  it('a process killed in the middle of a transaction leaves the previous state', async () => {
    const path = freshPath();
    const userId = seedUser(path);
    const script = `
      import { openDatabase } from ${JSON.stringify(DATABASE_MODULE)};
      const db = openDatabase(${JSON.stringify(path)});
      db.exec("INSERT INTO favorites (id, user_id, kind, dedupe_key, payload, created_at, updated_at) VALUES ('kept', 'u1', 'LINE', 'LINE:kept', '{\\"id\\":\\"kept\\"}', '', '')");
      db.exec('BEGIN IMMEDIATE');
      for (let i = 0; i < 500; i++) db.exec("INSERT INTO favorites (id, user_id, kind, dedupe_key, payload, created_at, updated_at) VALUES ('lost" + i + "', 'u1', 'LINE', 'LINE:" + i + "', '{}', '', '')");
      db.exec("DELETE FROM favorites WHERE id = 'kept'");
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.signal).toBe('SIGKILL');
    const store = sqliteStore(openDatabase(path));
    expect((await store.favorites.list(userId)).map((f) => f.id)).toEqual(['kept']);
    store.close();
  });

  it('rolls a transaction back when its work throws', () => {
    const db = openDatabase(':memory:');
    expect(() =>
      transaction(db, () => {
        db.exec("INSERT INTO cms_menus (slug, term_id, name) VALUES ('menu-x', 999, 'x')");
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(db.prepare("SELECT * FROM cms_menus WHERE slug = 'menu-x'").get()).toBeUndefined();
  });
});

describe('concurrent writers on one account', () => {
  it('four threads writing favourites of the same user to the same file lose nothing and duplicate nothing', async () => {
    const path = freshPath();
    const userId = seedUser(path);
    const workerCode = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(workerData.storeModule).then(async ({ openSqliteStore }) => {
        const store = openSqliteStore(workerData.path);
        for (let i = 0; i < 25; i++) {
          await store.favorites.add(workerData.userId, { kind: 'LINE', dedupeKey: 'LINE:w' + workerData.n + '-' + i, payload: { id: 'w' + workerData.n + '-' + i } });
          // Every thread also merges the same shared favourites: they must end up present once.
          await store.favorites.merge(workerData.userId, [0, 1, 2].map((k) => ({ kind: 'LINE', dedupeKey: 'LINE:shared' + k, payload: { id: 'shared' + k } })));
        }
        store.close();
        parentPort.postMessage('done');
      }).catch((error) => parentPort.postMessage('error: ' + error.message));
    `;
    const results = await Promise.all(
      [0, 1, 2, 3].map(
        (n) =>
          new Promise<string>((resolve, reject) => {
            const worker = new Worker(workerCode, {
              eval: true,
              workerData: { path, userId, n, storeModule: STORE_MODULE },
            });
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );
    expect(results).toEqual(['done', 'done', 'done', 'done']);
    const store = sqliteStore(openDatabase(path));
    const ids = (await store.favorites.list(userId)).map((f) => String(f.payload.id));
    expect(ids).toHaveLength(4 * 25 + 3);
    expect(new Set(ids).size).toBe(ids.length);
    store.close();
  });
});
