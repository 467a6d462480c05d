import { DEFAULT_DATABASE_PATH } from './database.ts';
import { openSqliteStore } from './sqlite-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import { ensureDemoAccount } from '../identity/demo-account.ts';
import { getEnv } from '../../config/env.ts';
import type { Store } from './repositories.ts';

/**
 * The store the running site uses, migrated on open, with the demo account seeded: PostgreSQL when DATABASE_URL is
 * set (several site nodes share it), else the SQLite file at DATABASE_PATH (default data/site.sqlite, one node).
 */
export async function openEmbeddedStore(env = getEnv()): Promise<Store> {
  const store = env.databaseUrl
    ? await openPostgresStore(env.databaseUrl, { poolSize: env.databasePoolSize })
    : openSqliteStore(env.databasePath ?? DEFAULT_DATABASE_PATH);
  await ensureDemoAccount(store.users);
  return store;
}
