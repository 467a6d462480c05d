import { migratePg, openPgPool, type PgOptions, type PgPool } from './postgres-database.ts';
import { postgresAccountTokens, postgresAccounts } from './postgres-accounts.ts';
import type { Store } from './repositories.ts';
import { postgresSiteSecrets } from './site-secrets.ts';
import { postgresSessions, postgresUsers } from './postgres-identity.ts';
import { postgresFavorites } from './postgres-favorites.ts';
import { postgresOutbox, postgresSignUps } from './postgres-signups.ts';
import { postgresCarts } from './postgres-carts.ts';
import { postgresBanners, postgresMenus, postgresNotifications } from './postgres-content.ts';
import { postgresSharedLimits } from './postgres-limits.ts';
import { DEFAULT_THROTTLE } from '../identity/sign-in-throttle.ts';

/** The PostgreSQL implementation of every repository, over one connection pool. */
export function postgresStore(pool: PgPool): Store {
  return {
    engine: 'postgres',
    users: postgresUsers(pool),
    sessions: postgresSessions(pool),
    signUps: postgresSignUps(pool),
    accountTokens: postgresAccountTokens(pool),
    accounts: postgresAccounts(pool),
    outbox: postgresOutbox(pool),
    favorites: postgresFavorites(pool),
    carts: postgresCarts(pool),
    notifications: postgresNotifications(pool),
    banners: postgresBanners(pool),
    menus: postgresMenus(pool),
    secrets: postgresSiteSecrets(pool),
    shared: postgresSharedLimits(pool, DEFAULT_THROTTLE.windowMs),
    async ping() {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

/** Connects, migrates (one node at a time) and returns the store; rejects when the database cannot be reached. */
export async function openPostgresStore(url: string, options: PgOptions = {}): Promise<Store & { pool: PgPool }> {
  const pool = await openPgPool(url, options);
  try {
    await migratePg(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { ...postgresStore(pool), pool };
}
