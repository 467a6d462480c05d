import type { PgPool } from './postgres-database.ts';
import type { FailureLog, SharedLimits, TokenBuckets } from './repositories.ts';

/**
 * The limits several nodes enforce together (migration 7): failed sign-ins per key and request token buckets per key.
 * Each call is one statement, so concurrent nodes never lose an update. Old rows are swept now and then by the
 * writes themselves (about one write in SWEEP_EVERY), no timer needed.
 */
const SWEEP_EVERY = 200;
/** A bucket idle this long is full again for any sensible rule: its row can go. */
const IDLE_BUCKET_MS = 60 * 60 * 1000;

function sweepNow(): boolean {
  return Math.random() < 1 / SWEEP_EVERY;
}

export function postgresFailureLog(pool: PgPool, retentionMs: number): FailureLog {
  return {
    async record(keys, now) {
      await pool.query('INSERT INTO sign_in_failures (key, failed_at) SELECT unnest($1::text[]), $2', [keys, now]);
      if (sweepNow()) await pool.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [now - retentionMs]);
    },
    async recent(key, since) {
      const { rows } = await pool.query<{ failed_at: string }>(
        'SELECT failed_at FROM sign_in_failures WHERE key = $1 AND failed_at > $2 ORDER BY failed_at',
        [key, since],
      );
      return rows.map((row) => Number(row.failed_at));
    },
    async clear(key) {
      await pool.query('DELETE FROM sign_in_failures WHERE key = $1', [key]);
    },
  };
}

/** The bucket's tokens now: what it had plus the refill since its last take, at most its capacity ($2 capacity, $3 refill/s, $4 now ms). */
const REFILLED = 'least($2::float8, bucket.tokens + greatest(0, $4::int8 - bucket.updated_at) * $3::float8 / 1000.0)';

export function postgresTokenBuckets(pool: PgPool): TokenBuckets {
  return {
    async take(key, rule, now) {
      // One statement: refill, then take a token if there is a whole one (a refused take takes nothing).
      const { rows } = await pool.query<{ tokens: number; allowed: boolean }>(
        `INSERT INTO rate_limit_buckets AS bucket (key, tokens, updated_at, allowed) VALUES ($1, $2::float8 - 1, $4::int8, true)
         ON CONFLICT (key) DO UPDATE SET
           tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
           allowed = ${REFILLED} >= 1,
           updated_at = greatest(bucket.updated_at, $4::int8)
         RETURNING tokens, allowed`,
        [key, rule.capacity, rule.refillPerSecond, now],
      );
      if (sweepNow()) await pool.query('DELETE FROM rate_limit_buckets WHERE updated_at <= $1', [now - IDLE_BUCKET_MS]);
      const { tokens, allowed } = rows[0];
      return { allowed, retryAfterS: allowed ? 0 : Math.ceil((1 - Number(tokens)) / rule.refillPerSecond) };
    },
    async give(key, rule, now) {
      await pool.query(
        `UPDATE rate_limit_buckets AS bucket SET tokens = least($2::float8, ${REFILLED} + 1),
           updated_at = greatest(bucket.updated_at, $4::int8) WHERE key = $1`,
        [key, rule.capacity, rule.refillPerSecond, now],
      );
    },
  };
}

export function postgresSharedLimits(pool: PgPool, signInWindowMs: number): SharedLimits {
  return { signInFailures: postgresFailureLog(pool, signInWindowMs), rateBuckets: postgresTokenBuckets(pool) };
}
