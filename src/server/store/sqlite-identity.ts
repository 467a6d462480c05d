import { randomUUID } from 'node:crypto';
import { nowIso, transaction, type Database } from './database.ts';
import { EmailTakenError, type NewUser, type SessionRepository, type UserRepository } from './repositories.ts';
import { toUser, type UserRow } from './rows.ts';

export function sqliteUsers(db: Database): UserRepository {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, attributes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateAttributes = db.prepare(
    'UPDATE users SET attributes = ?, first_name = ?, last_name = ?, updated_at = ? WHERE id = ?',
  );

  return {
    async create(user: NewUser) {
      return transaction(db, () => {
        if (byEmail.get(user.email)) throw new EmailTakenError(`An account already uses ${user.email}`);
        const id = randomUUID();
        const now = nowIso();
        const attributes = { ...user.attributes, firstName: user.firstName, lastName: user.lastName };
        insert.run(
          id,
          user.email,
          user.passwordHash,
          user.firstName,
          user.lastName,
          JSON.stringify(attributes),
          now,
          now,
        );
        return toUser(byId.get(id) as unknown as UserRow);
      });
    },
    async findByEmail(email) {
      const row = byEmail.get(email) as UserRow | undefined;
      return row ? toUser(row) : undefined;
    },
    async findById(id) {
      const row = byId.get(id) as UserRow | undefined;
      return row ? toUser(row) : undefined;
    },
    async updateAttributes(id, attributes) {
      return transaction(db, () => {
        const row = byId.get(id) as UserRow | undefined;
        if (!row) return undefined;
        const firstName = typeof attributes.firstName === 'string' ? attributes.firstName : row.first_name;
        const lastName = typeof attributes.lastName === 'string' ? attributes.lastName : row.last_name;
        const merged = { ...attributes, firstName, lastName };
        updateAttributes.run(JSON.stringify(merged), firstName, lastName, nowIso(), id);
        return toUser(byId.get(id) as unknown as UserRow);
      });
    },
  };
}

export function sqliteSessions(db: Database): SessionRepository {
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const active = db.prepare(
    'SELECT user_id, expires_at FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR revoked_at <= ?');

  return {
    async create(session) {
      transaction(db, () => {
        insert.run(session.tokenHash, session.userId, nowIso(), session.expiresAt);
      });
    },
    async findActive(tokenHash, now) {
      const row = active.get(tokenHash, now) as { user_id: string; expires_at: string } | undefined;
      return row ? { userId: row.user_id, expiresAt: row.expires_at } : undefined;
    },
    async revoke(tokenHash, now) {
      transaction(db, () => {
        revoke.run(now, tokenHash);
        // Housekeeping on the way: sessions that can no longer be used are dropped.
        const weekAgo = new Date(Date.parse(now) - 7 * 24 * 3600 * 1000).toISOString();
        purge.run(now, weekAgo);
      });
    },
  };
}
