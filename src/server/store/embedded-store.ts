import { DEFAULT_DATABASE_PATH } from './database.ts';
import { openSqliteStore } from './sqlite-store.ts';
import { ensureDemoAccount } from '../identity/demo-account.ts';
import type { Store } from './repositories.ts';

/**
 * The store the running site uses: the SQLite file at DATABASE_PATH (default data/site.sqlite), migrated on open,
 * with the demo account seeded.
 */
export async function openEmbeddedStore(path = process.env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH): Promise<Store> {
  const store = openSqliteStore(path);
  await ensureDemoAccount(store.users);
  return store;
}
