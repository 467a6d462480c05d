import { openDatabase, type Database } from './database.ts';
import { sqliteAccountTokens, sqliteAccounts } from './sqlite-accounts.ts';
import type { Store } from './repositories.ts';
import { sqliteSiteSecrets } from './site-secrets.ts';
import { sqliteSessions, sqliteUsers } from './sqlite-identity.ts';
import { sqliteFavorites } from './sqlite-favorites.ts';
import { sqliteOutbox, sqliteSignUps } from './sqlite-signups.ts';
import { sqliteCarts } from './sqlite-carts.ts';
import { sqliteBanners, sqliteMenus, sqliteNotifications } from './sqlite-content.ts';

/** The node:sqlite implementation of every repository, over one database file (migrated on open). */
export function sqliteStore(db: Database): Store {
  return {
    engine: 'sqlite',
    users: sqliteUsers(db),
    sessions: sqliteSessions(db),
    signUps: sqliteSignUps(db),
    accountTokens: sqliteAccountTokens(db),
    accounts: sqliteAccounts(db),
    outbox: sqliteOutbox(db),
    favorites: sqliteFavorites(db),
    carts: sqliteCarts(db),
    notifications: sqliteNotifications(db),
    banners: sqliteBanners(db),
    menus: sqliteMenus(db),
    secrets: sqliteSiteSecrets(db),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      db.close();
    },
  };
}

export function openSqliteStore(path: string): Store {
  return sqliteStore(openDatabase(path));
}
