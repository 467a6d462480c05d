import { nowIso } from './database.ts';
import { pgTransaction, type PgPool } from './postgres-database.ts';
import type { MailOutbox, PendingSignUp, SignUpRepository } from './repositories.ts';
import { toQueuedMail, type QueuedMailRow } from './rows.ts';

interface PendingRow {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
}

export function postgresSignUps(pool: PgPool): SignUpRepository {
  return {
    async create(pending) {
      await pgTransaction(pool, async (client) => {
        const now = nowIso();
        await client.query('DELETE FROM pending_signups WHERE expires_at <= $1', [now]);
        await client.query(
          'INSERT INTO pending_signups (token_hash, email, password_hash, first_name, last_name, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [
            pending.tokenHash,
            pending.email,
            pending.passwordHash,
            pending.firstName,
            pending.lastName,
            now,
            pending.expiresAt,
          ],
        );
      });
    },
    async peek(tokenHash, now) {
      const { rows } = await pool.query<{ email: string }>(
        'SELECT email FROM pending_signups WHERE token_hash = $1 AND expires_at > $2',
        [tokenHash, now],
      );
      return rows[0] ? { email: rows[0].email } : undefined;
    },
    async consume(tokenHash, now) {
      return pgTransaction(pool, async (client): Promise<PendingSignUp | undefined> => {
        // DELETE … RETURNING: of two nodes following the same link at once, one gets the row.
        const { rows } = await client.query<PendingRow>(
          'DELETE FROM pending_signups WHERE token_hash = $1 AND expires_at > $2 RETURNING email, password_hash, first_name, last_name',
          [tokenHash, now],
        );
        const row = rows[0];
        if (!row) return undefined;
        await client.query('DELETE FROM pending_signups WHERE lower(email) = lower($1) OR expires_at <= $2', [
          row.email,
          now,
        ]);
        return {
          email: row.email,
          passwordHash: row.password_hash,
          firstName: row.first_name,
          lastName: row.last_name,
        };
      });
    },
  };
}

export function postgresOutbox(pool: PgPool): MailOutbox {
  return {
    async add(mail) {
      await pool.query('INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.body,
        nowIso(),
      ]);
    },
    async latestTo(address) {
      const { rows } = await pool.query<{ to_address: string; subject: string; body: string; created_at: string }>(
        'SELECT to_address, subject, body, created_at FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
        [address],
      );
      const row = rows[0];
      return row ? { to: row.to_address, subject: row.subject, body: row.body, createdAt: row.created_at } : undefined;
    },
    async claimDue(now, holdUntil, limit, maxAttempts) {
      // SKIP LOCKED: two nodes claiming at once take different mails instead of waiting for each other.
      const { rows } = await pool.query<QueuedMailRow>(
        `UPDATE mail_outbox SET claimed_until = $1 WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND attempts < $2 AND next_attempt_at <= $3 AND claimed_until <= $3
           ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)
         RETURNING id, to_address, subject, body, attempts`,
        [holdUntil, maxAttempts, now, limit],
      );
      return rows.map(toQueuedMail).sort((a, b) => a.id - b.id);
    },
    async markSent(id, at) {
      await pool.query("UPDATE mail_outbox SET sent_at = $1, claimed_until = '' WHERE id = $2", [at, id]);
    },
    async markFailed(id, error, retryAt) {
      await pool.query(
        "UPDATE mail_outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_until = '' WHERE id = $3",
        [error, retryAt, id],
      );
    },
  };
}
