/**
 * What the HTTP handlers need from storage, as small async interfaces, implemented on node:sqlite (sqlite-*.ts, one
 * node) and on PostgreSQL (postgres-*.ts, any number of nodes) without a handler knowing which.
 */

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  attributes: Record<string, unknown>;
  createdAt: string;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  attributes?: Record<string, unknown>;
}

export class EmailTakenError extends Error {}

export interface UserRepository {
  /** Throws EmailTakenError when the e-mail (case-insensitive) already has an account. */
  create(user: NewUser): Promise<UserRecord>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findById(id: string): Promise<UserRecord | undefined>;
  /** Replaces the attributes; firstName/lastName attributes also update the name columns. */
  updateAttributes(id: string, attributes: Record<string, unknown>): Promise<UserRecord | undefined>;
}

export interface SessionRepository {
  create(session: { tokenHash: string; userId: string; expiresAt: string }): Promise<void>;
  /** The session when it exists, is not revoked and expires after `now`. */
  findActive(tokenHash: string, now: string): Promise<{ userId: string; expiresAt: string } | undefined>;
  revoke(tokenHash: string, now: string): Promise<void>;
}

/** What a mailed account link does: set a new password, or move the account to a new e-mail address. */
export type AccountTokenPurpose = 'password-reset' | 'email-change';

export interface AccountToken {
  userId: string;
  /** The address an e-mail change moves to (null for a password reset). */
  newEmail: string | null;
}

/** Tokens of the mailed account links, kept under their SHA-256 only, each usable once until it expires. */
export interface AccountTokenRepository {
  /** Keeps the token; the user's earlier tokens of the same purpose stop working (only the latest link counts). */
  create(token: AccountToken & { tokenHash: string; purpose: AccountTokenPurpose; expiresAt: string }): Promise<void>;
  /** The live token without using it (what a confirmation page shows before its POST). */
  peek(tokenHash: string, purpose: AccountTokenPurpose, now: string): Promise<AccountToken | undefined>;
  /** The live token, removed: of two requests with the same link, one gets it. */
  consume(tokenHash: string, purpose: AccountTokenPurpose, now: string): Promise<AccountToken | undefined>;
}

/** Changes to an account as a whole, each in one transaction. */
export interface AccountRepository {
  /**
   * Sets a new password hash and ends every session of the account except `keepSessionHash` (the one asking, for a
   * change; none for a reset); outstanding reset links stop working. False when the account does not exist.
   */
  setPassword(userId: string, passwordHash: string, keepSessionHash?: string): Promise<boolean>;
  /** Moves the account to a new address; EmailTakenError when another account has it meanwhile. */
  changeEmail(userId: string, newEmail: string): Promise<UserRecord | undefined>;
  /**
   * Removes the account and everything kept for it: sessions, favourites, carts (its own and the anonymous ones of its
   * address), notifications, link tokens, pending sign-ups and mails of its address, sign-in failures naming it.
   * False when it did not exist.
   */
  remove(userId: string): Promise<boolean>;
}

export type FavoriteKind = 'LINE' | 'ADDRESS' | 'STOP_POINT' | 'POI';

export interface FavoriteRecord {
  id: string;
  kind: FavoriteKind;
  /** Kind-specific fields (line id, address fields, stop point and line ids, point of interest id/type/label). */
  payload: Record<string, unknown>;
  createdAt: string;
}

export interface FavoriteInput {
  kind: FavoriteKind;
  /** Identity of the favourite for de-duplication (the same line twice is one favourite). */
  dedupeKey: string;
  payload: Record<string, unknown>;
}

export class FavoriteConflictError extends Error {}

/** A page lists them all: an uncapped list would let one account grow it (and its page) without bound. */
export { MAX_FAVORITES_PER_USER } from '../../contract/favorite-limits.ts';

/** Thrown by add and merge (nothing is written) when the account would hold more than MAX_FAVORITES_PER_USER. */
export class FavoriteLimitError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`An account holds at most ${limit} favourites`);
    this.limit = limit;
  }
}

export interface FavoriteRepository {
  list(userId: string): Promise<FavoriteRecord[]>;
  /** Adds it, or returns the existing favourite with the same identity (created: false); FavoriteLimitError at the cap. */
  add(userId: string, favorite: FavoriteInput): Promise<{ favorite: FavoriteRecord; created: boolean }>;
  /** Undefined when the user has no favourite with that id; FavoriteConflictError when it would duplicate another. */
  update(userId: string, id: string, favorite: FavoriteInput): Promise<FavoriteRecord | undefined>;
  remove(userId: string, id: string): Promise<boolean>;
  /** Adds every favourite not already present, in one transaction, and returns the whole collection; FavoriteLimitError
   *  (nothing added) when the result would pass the cap. */
  merge(userId: string, favorites: FavoriteInput[]): Promise<FavoriteRecord[]>;
}

export interface ProductRecord {
  id: string;
  itemKind: 'product' | 'plan' | 'package';
  names: Record<string, string>;
  version: number;
  networkLabel: string;
  fareIncludingTaxes: number;
  vatRate: number;
  saleableUnit: 'UNIT' | 'MONETARY' | 'NONE';
  unit: string | null;
  basketType: 'FAREMEDIA' | 'REGULARIZATION' | 'SALE';
  deliveryMode: string | null;
  fareMediaLabel: string | null;
}

export interface CartRecord {
  id: string;
  userId: string | null;
  email: string | null;
  currency: string;
  status: string;
  items: Array<{ id: string; quantity: number; product: ProductRecord }>;
}

/** A cart belongs to a signed-in user or, anonymously, to an e-mail address. */
export type CartOwner = { userId: string } | { email: string };

export interface CartRepository {
  find(owner: CartOwner): Promise<CartRecord | undefined>;
  /** Creates the cart when needed; undefined when the product does not exist. */
  addProduct(owner: CartOwner, productId: string, quantity: number): Promise<CartRecord | undefined>;
  listProducts(): Promise<ProductRecord[]>;
}

export interface NotificationRecord {
  id: string;
  labels: Record<string, string>;
  actionType: string;
  actionParameters: Record<string, unknown>;
}

export interface NotificationRepository {
  /** The user's own notifications and those addressed to every customer. */
  listFor(userId: string): Promise<NotificationRecord[]>;
}

export interface BannerRecord {
  id: string;
  title: string;
  description: string;
  picto: string;
  buttonText: string | null;
  link: string | null;
}

export interface BannerRepository {
  listEnabled(locale: string): Promise<BannerRecord[]>;
}

export interface MenuItemRecord {
  id: number;
  parentId: number | null;
  position: number;
  title: string;
  url: string;
  type: string;
  typeLabel: string;
  object: string;
}

export interface MenuRecord {
  slug: string;
  termId: number;
  name: string;
  items: MenuItemRecord[];
}

export interface MenuRepository {
  find(slug: string): Promise<MenuRecord | undefined>;
}

/** A sign-up waiting for its confirmation link (the account is created only when the link is followed). */
export interface PendingSignUp {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export interface SignUpRepository {
  /** Keeps a sign-up under the hash of its confirmation token until `expiresAt`. */
  create(pending: PendingSignUp & { tokenHash: string; expiresAt: string }): Promise<void>;
  /** The e-mail of a live sign-up of that token, without using it (the confirmation page before its POST). */
  peek(tokenHash: string, now: string): Promise<{ email: string } | undefined>;
  /** The sign-up of that token when it has not expired, removed (with every other pending sign-up of its e-mail). */
  consume(tokenHash: string, now: string): Promise<PendingSignUp | undefined>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/** A mail of the outbox waiting to be delivered. */
export interface QueuedMail extends OutgoingMail {
  id: number;
  /** Failed attempts so far. */
  attempts: number;
}

/**
 * Mails of the embedded services: written to an outbox in the same database as what they confirm, then delivered by
 * the mail relay (src/server/mail), so a mail is never lost to a mail server that is down for a moment.
 */
export interface MailOutbox {
  add(mail: OutgoingMail): Promise<void>;
  /** The latest mail to an address (tests, and an operator reading the outbox). */
  latestTo(address: string): Promise<(OutgoingMail & { createdAt: string }) | undefined>;
  /**
   * Up to `limit` undelivered mails due at `now` (ISO) with fewer than `maxAttempts` failures, oldest first, held
   * for the caller until `holdUntil`: another node's relay skips them meanwhile.
   */
  claimDue(now: string, holdUntil: string, limit: number, maxAttempts: number): Promise<QueuedMail[]>;
  markSent(id: number, at: string): Promise<void>;
  /** One more failed attempt; the mail is due again at `retryAt`. */
  markFailed(id: number, error: string, retryAt: string): Promise<void>;
}

/** Times of failed sign-ins per key (account, address…), for the sign-in throttle (identity/sign-in-throttle.ts). */
export interface FailureLog {
  /** Records one failure at `now` (ms) under each key. */
  record(keys: string[], now: number): Promise<void>;
  /** The failure times of `key` after `since` (ms), oldest first. */
  recent(key: string, since: number): Promise<number[]>;
  clear(key: string): Promise<void>;
}

export interface BucketRule {
  /** Requests a client may burst. */
  capacity: number;
  /** Tokens given back per second. */
  refillPerSecond: number;
}

/** Token buckets per key (client address…), for request rate limits: one atomic take per request. */
export interface TokenBuckets {
  take(key: string, rule: BucketRule, now: number): Promise<{ allowed: boolean; retryAfterS: number }>;
  /** Gives one token back, never past the rule's capacity. */
  give(key: string, rule: BucketRule, now: number): Promise<void>;
}

/** Limits that must hold across nodes, kept in the shared database (PostgreSQL only: one SQLite node keeps them in memory). */
export interface SharedLimits {
  signInFailures: FailureLog;
  rateBuckets: TokenBuckets;
}

/** Secrets the site makes itself, by name: the stored one, or `fresh` stored when there is none yet. */
export interface SiteSecrets {
  getOrCreate(name: string, fresh: string): Promise<string>;
}

/** Everything the embedded services store, as AppDeps carries it (node:sqlite by default, PostgreSQL with DATABASE_URL). */
export interface Store {
  /** Which engine answers (logs, /readyz). */
  engine: 'sqlite' | 'postgres';
  users: UserRepository;
  sessions: SessionRepository;
  signUps: SignUpRepository;
  accountTokens: AccountTokenRepository;
  accounts: AccountRepository;
  outbox: MailOutbox;
  favorites: FavoriteRepository;
  carts: CartRepository;
  notifications: NotificationRepository;
  banners: BannerRepository;
  menus: MenuRepository;
  secrets: SiteSecrets;
  /** Present when several nodes share this database: the limits they must enforce together. */
  shared?: SharedLimits;
  /** Resolves when the database answers a trivial query (readiness of a node), rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
