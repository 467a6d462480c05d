import type { FailureLog } from '../store/repositories.ts';

/**
 * How many password-reset mails one address gets: anyone can name any address, so without a brake the form would
 * flood a stranger's mailbox from this site. Past the limit the request is answered as usual and no mail goes out
 * (the answer never says whether a mail went). The requests are counted in a FailureLog: in memory on one node, in
 * PostgreSQL when several share the load (its log keeps entries for the sign-in throttle's window, so the window here
 * is no longer than that).
 */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

export function resetMailKey(email: string): string {
  return `reset-mail:${email.trim().toLowerCase()}`;
}

export interface ResetMailBrake {
  /** True (and counted) when one more mail may go to the address now. */
  allow(email: string, now?: number): Promise<boolean>;
}

export function createResetMailBrake(
  log: FailureLog,
  limit = RESET_MAILS_PER_WINDOW,
  windowMs = RESET_MAIL_WINDOW_MS,
): ResetMailBrake {
  return {
    async allow(email, now = Date.now()) {
      const key = resetMailKey(email);
      if ((await log.recent(key, now - windowMs)).length >= limit) return false;
      await log.record([key], now);
      return true;
    },
  };
}
