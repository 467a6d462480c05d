import { SEED_CONTENT_SQL } from './seed-content.ts';
import { HONEST_PROFILE_NOTIFICATION_SQL, RENAME_STORED_VALUE_SQL } from './seed-store.ts';
import { HONEST_BANNERS_SQL } from './seed-banners.ts';
import {
  POSTGRES_CONTENT,
  POSTGRES_FAVORITES,
  POSTGRES_IDENTITY,
  POSTGRES_MAIL_DELIVERY,
  POSTGRES_SHARED_LIMITS,
  POSTGRES_SIGN_UP_CONFIRMATION,
  POSTGRES_STORE,
} from './migrations-postgres.ts';

/**
 * Versioned schema changes, applied in order at start by either engine (database.ts, postgres-database.ts): one list,
 * one version number per change, so both engines always hold the same tables. Never edit a shipped migration: add one.
 */
export interface Migration {
  version: number;
  name: string;
  /** SQLite's text, also run by PostgreSQL when `postgres` is absent (plain inserts and updates read the same). */
  sql: string;
  /** PostgreSQL's text where the dialects differ (types, case-insensitive keys, insertion order). */
  postgres?: string;
}

const IDENTITY = `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  attributes TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX sessions_by_user ON sessions(user_id);
`;

const FAVORITES = `
CREATE TABLE favorites (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('LINE', 'ADDRESS', 'STOP_POINT', 'POI')),
  dedupe_key TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, dedupe_key)
);
CREATE INDEX favorites_by_user ON favorites(user_id, created_at);
`;

const STORE = `
CREATE TABLE store_products (
  id TEXT PRIMARY KEY,
  item_kind TEXT NOT NULL CHECK (item_kind IN ('product', 'plan', 'package')),
  names TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  network_label TEXT NOT NULL,
  fare_including_taxes INTEGER NOT NULL,
  vat_rate REAL NOT NULL,
  saleable_unit TEXT NOT NULL CHECK (saleable_unit IN ('UNIT', 'MONETARY', 'NONE')),
  unit TEXT,
  basket_type TEXT NOT NULL CHECK (basket_type IN ('FAREMEDIA', 'REGULARIZATION', 'SALE')),
  delivery_mode TEXT,
  fare_media_label TEXT
);
CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL UNIQUE,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  email TEXT,
  currency TEXT NOT NULL DEFAULT 'EUR',
  status TEXT NOT NULL DEFAULT 'DRAFT',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE cart_items (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES store_products(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at TEXT NOT NULL,
  UNIQUE (cart_id, product_id)
);
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  labels TEXT NOT NULL,
  action_type TEXT NOT NULL,
  action_parameters TEXT NOT NULL DEFAULT '{}',
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
`;

const CONTENT = `
CREATE TABLE banners (
  id TEXT NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  picto TEXT NOT NULL,
  button_text TEXT,
  link TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (id, locale)
);
CREATE TABLE cms_menus (
  slug TEXT PRIMARY KEY,
  term_id INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL
);
CREATE TABLE cms_menu_items (
  id INTEGER PRIMARY KEY,
  menu_slug TEXT NOT NULL REFERENCES cms_menus(slug) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES cms_menu_items(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  type TEXT NOT NULL,
  type_label TEXT NOT NULL,
  object TEXT NOT NULL
);
CREATE INDEX cms_menu_items_by_menu ON cms_menu_items(menu_slug, parent_id, position);
`;

/** Sign-ups waiting for their e-mail confirmation, and the mails the embedded services send (an outbox). */
const SIGN_UP_CONFIRMATION = `
CREATE TABLE pending_signups (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX pending_signups_by_email ON pending_signups(email);
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_by_address ON mail_outbox(to_address, id);
`;

const MAIL_DELIVERY = `
ALTER TABLE mail_outbox ADD COLUMN sent_at TEXT;
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at TEXT NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN claimed_until TEXT NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;
CREATE INDEX mail_outbox_due ON mail_outbox(next_attempt_at, id) WHERE sent_at IS NULL;
-- Mails written before delivery existed were read from the outbox; they are not sent late.
UPDATE mail_outbox SET sent_at = created_at;
`;

const SITE_SECRETS = 'CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);';

/** Mailed account links (password reset, e-mail change): only the token's SHA-256 is kept, gone with the account. */
const ACCOUNT_TOKENS = `
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('password-reset', 'email-change')),
  new_email TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX account_tokens_by_user ON account_tokens(user_id, purpose);
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'identity', sql: IDENTITY, postgres: POSTGRES_IDENTITY },
  { version: 2, name: 'favorites', sql: FAVORITES, postgres: POSTGRES_FAVORITES },
  { version: 3, name: 'store', sql: STORE, postgres: POSTGRES_STORE },
  { version: 4, name: 'content', sql: CONTENT, postgres: POSTGRES_CONTENT },
  { version: 5, name: 'seed content', sql: SEED_CONTENT_SQL },
  // "Abmelden" reads as "sign out" in German; the footer item is the newsletter unsubscribe page.
  {
    version: 6,
    name: 'german unsubscribe label',
    sql: "UPDATE cms_menu_items SET title = 'Abbestellen' WHERE menu_slug = 'menu-secondaire-footer-de' AND url = '/de/unsubscribe';",
  },
  // One SQLite node keeps its sign-in throttle and rate limits in memory; several nodes count them in PostgreSQL.
  {
    version: 7,
    name: 'shared limits',
    sql: '-- nothing on SQLite: one node keeps these limits in memory',
    postgres: POSTGRES_SHARED_LIMITS,
  },
  // Sign-up answers the same for every address; the account waits for its mailed link. Mails go to an outbox.
  {
    version: 8,
    name: 'sign-up confirmation and mail outbox',
    sql: SIGN_UP_CONFIRMATION,
    postgres: POSTGRES_SIGN_UP_CONFIRMATION,
  },
  // The outbox is delivered (src/server/mail): each mail records its attempts, its next try and the node holding it.
  { version: 9, name: 'mail delivery', sql: MAIL_DELIVERY, postgres: POSTGRES_MAIL_DELIVERY },
  // The demo top-up's name said "20 €" while the shipped site sells in dollars: the name no longer holds a price.
  { version: 10, name: 'currency-free stored-value name', sql: RENAME_STORED_VALUE_SQL },
  // Forgotten password and e-mail change confirm by mailed links; the same text reads on both engines.
  { version: 11, name: 'account tokens', sql: ACCOUNT_TOKENS },
  // Two seeded banners promised real-time departures and "changed timetables", a notification alerts about one's lines:
  // none of which the site does without a real-time feed.
  {
    version: 12,
    name: 'seeded texts promise only what the site does',
    sql: `${HONEST_BANNERS_SQL}\n${HONEST_PROFILE_NOTIFICATION_SQL}`,
  },
  // Secrets the site generates when none is configured (LINK_SIGNING_SECRET): one value for every node and restart.
  { version: 13, name: 'site secrets', sql: SITE_SECRETS },
];
