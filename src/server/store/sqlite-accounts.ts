import { nowIso, transaction, type Database } from './database.ts';
import {
  EmailTakenError,
  type AccountRepository,
  type AccountToken,
  type AccountTokenRepository,
} from './repositories.ts';
import { toUser, type UserRow } from './rows.ts';

interface TokenRow {
  user_id: string;
  new_email: string | null;
}

const toToken = (row: TokenRow): AccountToken => ({ userId: row.user_id, newEmail: row.new_email });

export function sqliteAccountTokens(db: Database): AccountTokenRepository {
  const dropEarlier = db.prepare('DELETE FROM account_tokens WHERE (user_id = ? AND purpose = ?) OR expires_at <= ?');
  const insert = db.prepare(
    'INSERT INTO account_tokens (token_hash, user_id, purpose, new_email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const live = db.prepare(
    'SELECT user_id, new_email FROM account_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ?',
  );
  const remove = db.prepare('DELETE FROM account_tokens WHERE token_hash = ?');
  return {
    async create(token) {
      transaction(db, () => {
        const now = nowIso();
        dropEarlier.run(token.userId, token.purpose, now);
        insert.run(token.tokenHash, token.userId, token.purpose, token.newEmail, now, token.expiresAt);
      });
    },
    async peek(tokenHash, purpose, now) {
      const row = live.get(tokenHash, purpose, now) as TokenRow | undefined;
      return row ? toToken(row) : undefined;
    },
    async consume(tokenHash, purpose, now) {
      return transaction(db, () => {
        const row = live.get(tokenHash, purpose, now) as TokenRow | undefined;
        if (!row) return undefined;
        remove.run(tokenHash);
        return toToken(row);
      });
    },
  };
}

export function sqliteAccounts(db: Database): AccountRepository {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare('SELECT id FROM users WHERE email = ?');
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?');
  const endSessions = db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?');
  const dropResets = db.prepare("DELETE FROM account_tokens WHERE user_id = ? AND purpose = 'password-reset'");
  const setEmail = db.prepare('UPDATE users SET email = ?, updated_at = ? WHERE id = ?');
  // Rows that name the address rather than the account id (no foreign key can cascade to them).
  const byAddress = [
    db.prepare('DELETE FROM carts WHERE email = ?'),
    db.prepare('DELETE FROM pending_signups WHERE email = ?'),
    db.prepare('DELETE FROM mail_outbox WHERE to_address = ?'),
  ];
  // Sessions, favourites, its carts (and their items), notifications and link tokens go by ON DELETE CASCADE.
  const removeUser = db.prepare('DELETE FROM users WHERE id = ?');
  return {
    async setPassword(userId, passwordHash, keepSessionHash) {
      return transaction(db, () => {
        if (setPassword.run(passwordHash, nowIso(), userId).changes === 0) return false;
        endSessions.run(userId, keepSessionHash ?? null);
        dropResets.run(userId);
        return true;
      });
    },
    async changeEmail(userId, newEmail) {
      return transaction(db, () => {
        const holder = byEmail.get(newEmail) as { id: string } | undefined;
        if (holder && holder.id !== userId) throw new EmailTakenError(`An account already uses ${newEmail}`);
        if (setEmail.run(newEmail, nowIso(), userId).changes === 0) return undefined;
        return toUser(byId.get(userId) as unknown as UserRow);
      });
    },
    async remove(userId) {
      return transaction(db, () => {
        const row = byId.get(userId) as UserRow | undefined;
        if (!row) return false;
        for (const statement of byAddress) statement.run(row.email);
        removeUser.run(userId);
        return true;
      });
    },
  };
}
