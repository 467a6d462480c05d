import { describe, expect, it } from 'vitest';
import { openPgPool, pgTransaction } from './postgres-database.ts';
import { freshSchema, testDatabaseUrl } from '../../test-support/test-stores.ts';

/**
 * A connection the database server cuts while a request holds it (a restart, a terminated backend) between two
 * queries: the request fails, the node goes on. Without a listener on the held connection, its 'error' event was an
 * uncaught exception that only the last-resort handler caught.
 */
const url = await testDatabaseUrl();

describe.runIf(url)('PostgreSQL connection lost while held', () => {
  it('fails the transaction, logs, and leaves the pool answering', async () => {
    const pool = await openPgPool(url!, { schema: freshSchema(), poolSize: 2 });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const killer = await pool.connect();
      const work = pgTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await killer.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        // Between two queries: the server's goodbye arrives while nothing is asked.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await client.query('SELECT 1');
      });
      await expect(work).rejects.toThrow();
      killer.release();
      expect(uncaught).toEqual([]);
      expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.end();
    }
  });
});
