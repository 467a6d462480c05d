/**
 * PostgreSQL's text of the schema migrations (migrations.ts pairs each with its SQLite text under one version).
 * Same tables, columns and constraints, with three dialect differences:
 * - e-mail uniqueness ignores case through a unique index on lower(email) (SQLite: COLLATE NOCASE);
 * - rows that are listed in insertion order carry a `seq` identity column (SQLite: the implicit rowid);
 * - timestamps and JSON stay text, exactly as SQLite stores them (ISO-8601 UTC strings compare in time order), so
 *   both engines answer byte-identical records and data moves between them with a plain export.
 */

export const POSTGRES_IDENTITY = `
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  attributes text NOT NULL DEFAULT '{}',
  created_at text NOT NULL,
  updated_at text NOT NULL
);
CREATE UNIQUE INDEX users_email_nocase ON users (lower(email));
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at text NOT NULL,
  expires_at text NOT NULL,
  revoked_at text
);
CREATE INDEX sessions_by_user ON sessions(user_id);
`;

export const POSTGRES_FAVORITES = `
CREATE TABLE favorites (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('LINE', 'ADDRESS', 'STOP_POINT', 'POI')),
  dedupe_key text NOT NULL,
  payload text NOT NULL,
  created_at text NOT NULL,
  updated_at text NOT NULL,
  UNIQUE (user_id, dedupe_key)
);
CREATE INDEX favorites_by_user ON favorites(user_id, created_at, seq);
`;

export const POSTGRES_STORE = `
CREATE TABLE store_products (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  item_kind text NOT NULL CHECK (item_kind IN ('product', 'plan', 'package')),
  names text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  network_label text NOT NULL,
  fare_including_taxes integer NOT NULL,
  vat_rate double precision NOT NULL,
  saleable_unit text NOT NULL CHECK (saleable_unit IN ('UNIT', 'MONETARY', 'NONE')),
  unit text,
  basket_type text NOT NULL CHECK (basket_type IN ('FAREMEDIA', 'REGULARIZATION', 'SALE')),
  delivery_mode text,
  fare_media_label text
);
CREATE TABLE carts (
  id text PRIMARY KEY,
  owner text NOT NULL UNIQUE,
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  email text,
  currency text NOT NULL DEFAULT 'EUR',
  status text NOT NULL DEFAULT 'DRAFT',
  created_at text NOT NULL,
  updated_at text NOT NULL
);
CREATE TABLE cart_items (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES store_products(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at text NOT NULL,
  UNIQUE (cart_id, product_id)
);
CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  labels text NOT NULL,
  action_type text NOT NULL,
  action_parameters text NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0,
  created_at text NOT NULL
);
`;

export const POSTGRES_CONTENT = `
CREATE TABLE banners (
  id text NOT NULL,
  locale text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  picto text NOT NULL,
  button_text text,
  link text,
  position integer NOT NULL DEFAULT 0,
  enabled integer NOT NULL DEFAULT 1,
  PRIMARY KEY (id, locale)
);
CREATE TABLE cms_menus (
  slug text PRIMARY KEY,
  term_id integer NOT NULL UNIQUE,
  name text NOT NULL
);
CREATE TABLE cms_menu_items (
  id integer PRIMARY KEY,
  menu_slug text NOT NULL REFERENCES cms_menus(slug) ON DELETE CASCADE,
  parent_id integer REFERENCES cms_menu_items(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  type text NOT NULL,
  type_label text NOT NULL,
  object text NOT NULL
);
CREATE INDEX cms_menu_items_by_menu ON cms_menu_items(menu_slug, parent_id, position);
`;

/**
 * What several nodes must count together. Rate-limit buckets are UNLOGGED: written on every limited request, and
 * after a database crash an empty table only means full buckets, which is harmless.
 */
export const POSTGRES_SHARED_LIMITS = `
CREATE TABLE sign_in_failures (
  key text NOT NULL,
  failed_at bigint NOT NULL
);
CREATE INDEX sign_in_failures_by_key ON sign_in_failures(key, failed_at);
CREATE INDEX sign_in_failures_by_time ON sign_in_failures(failed_at);
CREATE UNLOGGED TABLE rate_limit_buckets (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  updated_at bigint NOT NULL,
  allowed boolean NOT NULL
);
CREATE INDEX rate_limit_buckets_by_time ON rate_limit_buckets(updated_at);
`;

export const POSTGRES_SIGN_UP_CONFIRMATION = `
CREATE TABLE pending_signups (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  created_at text NOT NULL,
  expires_at text NOT NULL
);
CREATE INDEX pending_signups_by_email ON pending_signups (lower(email));
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX mail_outbox_by_address ON mail_outbox (lower(to_address), id);
`;

export const POSTGRES_MAIL_DELIVERY = `
ALTER TABLE mail_outbox ADD COLUMN sent_at text;
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at text NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN claimed_until text NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN last_error text;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
UPDATE mail_outbox SET sent_at = created_at;
`;
