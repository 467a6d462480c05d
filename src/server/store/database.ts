import { DatabaseSync } from 'node:sqlite';
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations.ts';

/**
 * The one SQLite database of the embedded services (accounts, sessions, favourites, carts, notifications, banners,
 * CMS menus). WAL lets readers run during a write; BEGIN IMMEDIATE takes the write lock up front so two writers
 * (two processes, or two worker threads) queue behind busy_timeout instead of failing halfway.
 */
export type Database = DatabaseSync;

export const DEFAULT_DATABASE_PATH = 'data/site.sqlite';
const BUSY_TIMEOUT_MS = 5000;

export function openDatabase(path: string, migrations: readonly Migration[] = MIGRATIONS): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // Password hashes and session hashes live here: readable by the server's user only (SQLite gives -wal/-shm the same mode).
  if (path !== ':memory:') restrictToOwner(path);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  // NORMAL is durable in WAL mode against process crashes; only a power loss may drop the last commits.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db, migrations);
  return db;
}

function restrictToOwner(path: string): void {
  try {
    chmodSync(path, 0o600);
  } catch {
    // A file owned by another account (set up by an operator) keeps the mode they chose.
  }
}

export function schemaVersion(db: Database): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
}

/** Applies every migration newer than the stored user_version, each in its own transaction with its version bump. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (const migration of ordered) {
    transaction(db, () => {
      // Re-read inside the write lock: another process may have migrated meanwhile.
      if (schemaVersion(db) >= migration.version) return;
      db.exec(migration.sql);
      db.exec(`PRAGMA user_version = ${migration.version}`);
    });
  }
  return schemaVersion(db);
}

/**
 * Runs `work` as one write transaction: all of it is committed, or (on any throw, crash or close) none of it.
 * `work` is synchronous on purpose: nothing else in this process can interleave with it.
 */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
