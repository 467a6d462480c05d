import { nowIso, transaction, type Database } from './database.ts';
import type { MailOutbox, PendingSignUp, SignUpRepository } from './repositories.ts';
import { toQueuedMail, type QueuedMailRow } from './rows.ts';

interface PendingRow {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
}

export function sqliteSignUps(db: Database): SignUpRepository {
  const insert = db.prepare(
    'INSERT INTO pending_signups (token_hash, email, password_hash, first_name, last_name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const byToken = db.prepare('SELECT * FROM pending_signups WHERE token_hash = ? AND expires_at > ?');
  const removeEmail = db.prepare('DELETE FROM pending_signups WHERE email = ? OR expires_at <= ?');
  const purgeExpired = db.prepare('DELETE FROM pending_signups WHERE expires_at <= ?');
  return {
    async create(pending) {
      transaction(db, () => {
        const now = nowIso();
        purgeExpired.run(now);
        insert.run(
          pending.tokenHash,
          pending.email,
          pending.passwordHash,
          pending.firstName,
          pending.lastName,
          now,
          pending.expiresAt,
        );
      });
    },
    async peek(tokenHash, now) {
      const row = byToken.get(tokenHash, now) as PendingRow | undefined;
      return row ? { email: row.email } : undefined;
    },
    async consume(tokenHash, now) {
      return transaction(db, (): PendingSignUp | undefined => {
        const row = byToken.get(tokenHash, now) as PendingRow | undefined;
        if (!row) return undefined;
        removeEmail.run(row.email, now);
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

export function sqliteOutbox(db: Database): MailOutbox {
  const insert = db.prepare('INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES (?, ?, ?, ?)');
  const latest = db.prepare(
    'SELECT to_address, subject, body, created_at FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
  );
  const due = db.prepare(
    'SELECT id, to_address, subject, body, attempts FROM mail_outbox WHERE sent_at IS NULL AND attempts < ? AND next_attempt_at <= ? AND claimed_until <= ? ORDER BY id LIMIT ?',
  );
  const hold = db.prepare('UPDATE mail_outbox SET claimed_until = ? WHERE id = ?');
  const sent = db.prepare("UPDATE mail_outbox SET sent_at = ?, claimed_until = '' WHERE id = ?");
  const failed = db.prepare(
    "UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = '' WHERE id = ?",
  );
  return {
    async add(mail) {
      transaction(db, () => {
        insert.run(mail.to, mail.subject, mail.body, nowIso());
      });
    },
    async latestTo(address) {
      const row = latest.get(address) as
        | { to_address: string; subject: string; body: string; created_at: string }
        | undefined;
      return row ? { to: row.to_address, subject: row.subject, body: row.body, createdAt: row.created_at } : undefined;
    },
    async claimDue(now, holdUntil, limit, maxAttempts) {
      return transaction(db, () => {
        const rows = due.all(maxAttempts, now, now, limit) as unknown as QueuedMailRow[];
        for (const row of rows) hold.run(holdUntil, row.id);
        return rows.map(toQueuedMail);
      });
    },
    async markSent(id, at) {
      sent.run(at, id);
    },
    async markFailed(id, error, retryAt) {
      failed.run(error, retryAt, id);
    },
  };
}
