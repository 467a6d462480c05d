import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openSqliteStore, sqliteStore } from '../server/store/sqlite-store.ts';
import { openDatabase } from '../server/store/database.ts';
import { openPostgresStore } from '../server/store/postgres-store.ts';
import type { Store } from '../server/store/repositories.ts';

/**
 * Test kit of the repository suite: the engines to run it on and a fresh, migrated store of each. SQLite is an
 * in-memory database; PostgreSQL is a schema of its own on the run's one shared cluster (scripts/vitest-postgres.ts).
 */
export type StoreEngine = 'sqlite' | 'postgres';

let databaseUrl: Promise<string | undefined> | undefined;

/** The shared cluster's URL (started on first call), or undefined outside CI when PostgreSQL is not installed. */
export function testDatabaseUrl(): Promise<string | undefined> {
  databaseUrl ??= (async () => {
    const response = await fetch(inject('postgresCoordinator'));
    if (!response.ok) throw new Error(await response.text());
    const { url } = (await response.json()) as { url: string | null };
    return url ?? undefined;
  })();
  return databaseUrl;
}

/** Both engines when PostgreSQL is available (always in CI); a warning and SQLite alone otherwise. */
export async function storeEngines(): Promise<StoreEngine[]> {
  if (await testDatabaseUrl()) return ['sqlite', 'postgres'];
  console.warn('PostgreSQL is not installed here: the repository tests run on SQLite only (CI runs both)');
  return ['sqlite'];
}

/** A fresh PostgreSQL schema name (one per store, so parallel test files never see each other's rows). */
export function freshSchema(): string {
  return `t_${randomUUID().replaceAll('-', '')}`;
}

export async function openTestStore(engine: StoreEngine): Promise<Store> {
  return engine === 'sqlite' ? openSqliteStore(':memory:') : (await openTestStoreWithSql(engine)).store;
}

export interface StoreWithSql {
  store: Store;
  exec: (sql: string) => Promise<void>;
  /** The rows of a query, as plain objects. */
  rows: (sql: string) => Promise<Array<Record<string, unknown>>>;
  /** Every table of the store's schema (migration bookkeeping included). */
  tables: () => Promise<string[]>;
}

/** A fresh store plus raw SQL on its database, for tests that edit or inspect rows as an operator would. */
export async function openTestStoreWithSql(engine: StoreEngine): Promise<StoreWithSql> {
  if (engine === 'sqlite') {
    const db = openDatabase(':memory:');
    const rows = async (sql: string) => db.prepare(sql).all() as Array<Record<string, unknown>>;
    return {
      store: sqliteStore(db),
      exec: async (sql) => db.exec(sql),
      rows,
      tables: async () =>
        (await rows("SELECT name FROM sqlite_master WHERE type = 'table'")).map((row) => String(row.name)),
    };
  }
  const url = await testDatabaseUrl();
  if (!url) throw new Error('no PostgreSQL test cluster');
  const store = await openPostgresStore(url, { schema: freshSchema(), poolSize: 4 });
  const rows = async (sql: string) => (await store.pool.query(sql)).rows as Array<Record<string, unknown>>;
  return {
    store,
    exec: async (sql) => void (await store.pool.query(sql)),
    rows,
    tables: async () =>
      (
        await rows(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type IN ('BASE TABLE', 'UNLOGGED TABLE')",
        )
      ).map((row) => String(row.table_name)),
  };
}
