import { nowIso } from './database.ts';
import { isUniqueViolation, lockAccount, pgTransaction, type PgPool } from './postgres-database.ts';
import {
  EmailTakenError,
  type AccountRepository,
  type AccountToken,
  type AccountTokenRepository,
} from './repositories.ts';
import { toUser, type UserRow } from './rows.ts';
import { accountKeyPrefix } from '../identity/sign-in-throttle.ts';
import { resetMailKey } from '../identity/reset-mail-brake.ts';

interface TokenRow {
  user_id: string;
  new_email: string | null;
}

const toToken = (row: TokenRow): AccountToken => ({ userId: row.user_id, newEmail: row.new_email });
const USER_COLUMNS = 'id, email, password_hash, first_name, last_name, attributes, created_at';

export function postgresAccountTokens(pool: PgPool): AccountTokenRepository {
  return {
    async create(token) {
      await pgTransaction(pool, async (client) => {
        const now = nowIso();
        await client.query('DELETE FROM account_tokens WHERE (user_id = $1 AND purpose = $2) OR expires_at <= $3', [
          token.userId,
          token.purpose,
          now,
        ]);
        await client.query(
          'INSERT INTO account_tokens (token_hash, user_id, purpose, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [token.tokenHash, token.userId, token.purpose, token.newEmail, now, token.expiresAt],
        );
      });
    },
    async peek(tokenHash, purpose, now) {
      const { rows } = await pool.query<TokenRow>(
        'SELECT user_id, new_email FROM account_tokens WHERE token_hash = $1 AND purpose = $2 AND expires_at > $3',
        [tokenHash, purpose, now],
      );
      return rows[0] ? toToken(rows[0]) : undefined;
    },
    async consume(tokenHash, purpose, now) {
      // DELETE … RETURNING: of two nodes following the same link at once, one gets the row.
      const { rows } = await pool.query<TokenRow>(
        'DELETE FROM account_tokens WHERE token_hash = $1 AND purpose = $2 AND expires_at > $3 RETURNING user_id, new_email',
        [tokenHash, purpose, now],
      );
      return rows[0] ? toToken(rows[0]) : undefined;
    },
  };
}

export function postgresAccounts(pool: PgPool): AccountRepository {
  return {
    async setPassword(userId, passwordHash, keepSessionHash) {
      return pgTransaction(pool, async (client) => {
        await lockAccount(client, `account:${userId}`);
        const updated = await client.query('UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3', [
          passwordHash,
          nowIso(),
          userId,
        ]);
        if (updated.rowCount === 0) return false;
        await client.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [
          userId,
          keepSessionHash ?? null,
        ]);
        await client.query("DELETE FROM account_tokens WHERE user_id = $1 AND purpose = 'password-reset'", [userId]);
        return true;
      });
    },
    async changeEmail(userId, newEmail) {
      try {
        // The unique index on lower(email) decides between this change and a sign-up of the same address at once.
        const { rows } = await pool.query<UserRow>(
          `UPDATE users SET email = $1, updated_at = $2 WHERE id = $3 RETURNING ${USER_COLUMNS}`,
          [newEmail, nowIso(), userId],
        );
        return rows[0] ? toUser(rows[0]) : undefined;
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(`An account already uses ${newEmail}`);
        throw error;
      }
    },
    async remove(userId) {
      return pgTransaction(pool, async (client) => {
        await lockAccount(client, `account:${userId}`);
        const { rows } = await client.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
        const email = rows[0]?.email;
        if (email === undefined) return false;
        // Rows that name the address rather than the account id (no foreign key can cascade to them).
        await client.query('DELETE FROM carts WHERE lower(email) = lower($1)', [email]);
        await client.query('DELETE FROM pending_signups WHERE lower(email) = lower($1)', [email]);
        await client.query('DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)', [email]);
        await client.query('DELETE FROM sign_in_failures WHERE starts_with(key, $1) OR key = $2', [
          accountKeyPrefix(email),
          resetMailKey(email),
        ]);
        // Sessions, favourites, its carts (and their items), notifications and link tokens go by ON DELETE CASCADE.
        await client.query('DELETE FROM users WHERE id = $1', [userId]);
        return true;
      });
    },
  };
}
