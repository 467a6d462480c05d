import { randomUUID } from 'node:crypto';
import { nowIso } from './database.ts';
import { isUniqueViolation, lockAccount, pgTransaction, type PgPool } from './postgres-database.ts';
import { EmailTakenError, type NewUser, type SessionRepository, type UserRepository } from './repositories.ts';
import { toUser, type UserRow } from './rows.ts';

const USER_COLUMNS = 'id, email, password_hash, first_name, last_name, attributes, created_at';

export function postgresUsers(pool: PgPool): UserRepository {
  return {
    async create(user: NewUser) {
      const id = randomUUID();
      const now = nowIso();
      const attributes = { ...user.attributes, firstName: user.firstName, lastName: user.lastName };
      try {
        // The unique index on lower(email) decides between two nodes signing up the same address at once.
        const { rows } = await pool.query<UserRow>(
          `INSERT INTO users (id, email, password_hash, first_name, last_name, attributes, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${USER_COLUMNS}`,
          [id, user.email, user.passwordHash, user.firstName, user.lastName, JSON.stringify(attributes), now],
        );
        return toUser(rows[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(`An account already uses ${user.email}`);
        throw error;
      }
    },
    async findByEmail(email) {
      const { rows } = await pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
        email,
      ]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },
    async findById(id) {
      const { rows } = await pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },
    async updateAttributes(id, attributes) {
      return pgTransaction(pool, async (client) => {
        await lockAccount(client, `account:${id}`);
        const { rows } = await client.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
        const row = rows[0];
        if (!row) return undefined;
        const firstName = typeof attributes.firstName === 'string' ? attributes.firstName : row.first_name;
        const lastName = typeof attributes.lastName === 'string' ? attributes.lastName : row.last_name;
        const merged = { ...attributes, firstName, lastName };
        const updated = await client.query<UserRow>(
          `UPDATE users SET attributes = $1, first_name = $2, last_name = $3, updated_at = $4 WHERE id = $5 RETURNING ${USER_COLUMNS}`,
          [JSON.stringify(merged), firstName, lastName, nowIso(), id],
        );
        return toUser(updated.rows[0]);
      });
    },
  };
}

/** Sessions live only here: a token revoked through one node is refused by every node on its next request. */
export function postgresSessions(pool: PgPool): SessionRepository {
  return {
    async create(session) {
      await pool.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        session.tokenHash,
        session.userId,
        nowIso(),
        session.expiresAt,
      ]);
    },
    async findActive(tokenHash, now) {
      const { rows } = await pool.query<{ user_id: string; expires_at: string }>(
        'SELECT user_id, expires_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
        [tokenHash, now],
      );
      return rows[0] ? { userId: rows[0].user_id, expiresAt: rows[0].expires_at } : undefined;
    },
    async revoke(tokenHash, now) {
      await pgTransaction(pool, async (client) => {
        await client.query('UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL', [
          now,
          tokenHash,
        ]);
        // Housekeeping on the way: sessions that can no longer be used are dropped.
        const weekAgo = new Date(Date.parse(now) - 7 * 24 * 3600 * 1000).toISOString();
        await client.query('DELETE FROM sessions WHERE expires_at <= $1 OR revoked_at <= $2', [now, weekAgo]);
      });
    },
  };
}
