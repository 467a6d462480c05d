import type { Database } from './database.ts';
import type { PgPool } from './postgres-database.ts';
import type { SiteSecrets } from './repositories.ts';

/**
 * Secrets the site generates itself when none is configured (the unsubscribe links' signing key), kept in the database
 * so that every node, and the same node after a restart, signs and checks with the same one. The first writer wins:
 * a node that starts at the same time as another reads the value the other stored.
 */
export function sqliteSiteSecrets(db: Database): SiteSecrets {
  return {
    async getOrCreate(name, fresh) {
      db.prepare('INSERT OR IGNORE INTO site_secrets (name, value) VALUES (?, ?)').run(name, fresh);
      return (db.prepare('SELECT value FROM site_secrets WHERE name = ?').get(name) as { value: string }).value;
    },
  };
}

export function postgresSiteSecrets(pool: PgPool): SiteSecrets {
  return {
    async getOrCreate(name, fresh) {
      await pool.query('INSERT INTO site_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        fresh,
      ]);
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM site_secrets WHERE name = $1', [name]);
      return rows[0].value;
    },
  };
}
