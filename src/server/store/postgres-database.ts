import pg from 'pg';
import { MIGRATIONS, type Migration } from './migrations.ts';

/**
 * The PostgreSQL database of several site nodes (DATABASE_URL): a pool of connections per node, the same versioned
 * migrations as the embedded SQLite file (schema_migrations records them), and two guarantees the SQLite engine gets
 * from its single write lock: a transaction is all-or-nothing, and the writes of one account run one at a time across
 * every node (a transaction-scoped advisory lock per account).
 */
export type PgPool = pg.Pool;
export type PgClient = pg.PoolClient;

export interface PgOptions {
  /** Connections this node keeps at most (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** A schema of its own (tests: one per test on one shared cluster); created when missing. */
  schema?: string;
  /** Called when an idle connection breaks (database restart, network cut); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/** A fixed key for pg_advisory_lock: only one node migrates at a time. */
const MIGRATION_LOCK = 7_317_001;
/** Fails a request instead of hanging when the database does not answer (pool exhausted, network gone). */
const CONNECT_TIMEOUT_MS = 5000;
const STATEMENT_TIMEOUT_MS = 15_000;

export async function openPgPool(url: string, options: PgOptions = {}): Promise<PgPool> {
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema))
    throw new Error(`invalid schema name ${options.schema}`);
  if (options.schema) {
    const setup = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A connection cut while it is held fails its next query; the event itself must not end the process.
    setup.on('error', (error) => console.error('[store] PostgreSQL setup connection lost:', error.message));
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    } catch (error) {
      // IF NOT EXISTS is not atomic: two pools creating the same schema at once, one of them hits the catalogue's key.
      if (!isUniqueViolation(error)) throw error;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // Without a listener, an idle connection dropped by the server would be an uncaught error and stop the node.
  pool.on('error', (error) =>
    (options.onIdleError ?? ((e) => console.error('[store] idle PostgreSQL connection lost:', e.message)))(error),
  );
  return pool;
}

/**
 * A connection taken from the pool for a transaction or the migrations. While it is held the pool's listener is off,
 * and a connection the server cuts between two queries (a restart, an idle-in-transaction timeout, a network cut)
 * emits 'error' with no one listening: an uncaught exception. Here the holder listens: the error is logged, the next
 * query fails (a rejected promise the request answers 503 for) and the connection is discarded on release.
 */
async function holdConnection(pool: PgPool): Promise<{ client: PgClient; release(broken?: Error): void }> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost ??= error;
    console.error('[store] held PostgreSQL connection lost:', error.message);
  };
  client.on('error', onError);
  return {
    client,
    release(broken) {
      client.off('error', onError);
      client.release(broken ?? lost);
    },
  };
}

/** Runs `work` in one transaction on one connection: committed whole, or rolled back on any throw. */
export async function pgTransaction<T>(pool: PgPool, work: (client: PgClient) => Promise<T>): Promise<T> {
  const held = await holdConnection(pool);
  const { client } = held;
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is discarded rather than handed to the next request.
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    held.release(broken);
  }
}

/**
 * Serializes the writes of one account (or one anonymous cart owner) across every node until the transaction ends:
 * a read-then-write such as "add unless already there" cannot interleave with another one for the same key.
 */
export async function lockAccount(client: PgClient, key: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}

export async function pgSchemaVersion(pool: PgPool): Promise<number> {
  const exists = await pool.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  if (!exists.rows[0].present) return 0;
  const result = await pool.query('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
  return Number(result.rows[0].version);
}

/**
 * Applies every migration newer than the recorded version, each in its own transaction with its record (PostgreSQL
 * DDL is transactional: a failing migration leaves nothing behind). Nodes starting together queue on a lock.
 */
export async function migratePg(pool: PgPool, migrations: readonly Migration[] = MIGRATIONS): Promise<number> {
  const held = await holdConnection(pool);
  const { client } = held;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)',
      );
      const applied = await client.query('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
      let version = Number(applied.rows[0].version);
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (migration.version <= version) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.postgres ?? migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
            migration.version,
            migration.name,
            new Date().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        version = migration.version;
      }
      return version;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    held.release();
  }
}

/** PostgreSQL's code for a unique constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** Connection-level SQLSTATE classes and codes: the database is down, restarting or full, not the request wrong. */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/** True when `error` says the database cannot be reached right now (the API answers 503 rather than 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message ?? '');
}
