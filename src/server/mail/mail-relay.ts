import type { MailOutbox } from '../store/repositories.ts';
import type { MailSender } from './mail-sender.ts';

/**
 * Delivers the outbox: every few seconds, the mails due are claimed (held for this node while it sends them), sent
 * one by one, and marked sent, or failed with a later retry that doubles each time, up to a day; after MAX_ATTEMPTS a
 * mail stays in the outbox with its last error for the operator. Mails wait in the database, so an SMTP server that
 * is down only delays them.
 */
export const MAIL_RELAY = {
  everyMs: 2_000,
  batch: 20,
  /** A node that dies while sending leaves its mails to the others after this. */
  holdMs: 5 * 60_000,
  maxAttempts: 10,
  firstRetryMs: 30_000,
  lastRetryMs: 24 * 60 * 60_000,
};

/** When the mail that failed `attempts` times so far is tried again (±20 % so that a burst does not retry as one). */
export function nextAttemptAt(attempts: number, nowMs: number, random = Math.random): string {
  const delay = Math.min(MAIL_RELAY.firstRetryMs * 2 ** attempts, MAIL_RELAY.lastRetryMs);
  return new Date(nowMs + delay * (0.8 + 0.4 * random())).toISOString();
}

export interface MailRelay {
  /** Sends what is due now; resolves with the count sent (tests call it instead of waiting for the timer). */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

export function startMailRelay(
  outbox: MailOutbox,
  sender: MailSender,
  options: { everyMs?: number; now?: () => number } = {},
): MailRelay {
  const now = options.now ?? Date.now;
  let running: Promise<number> | undefined;

  async function deliver(): Promise<number> {
    const at = now();
    const due = await outbox.claimDue(
      new Date(at).toISOString(),
      new Date(at + MAIL_RELAY.holdMs).toISOString(),
      MAIL_RELAY.batch,
      MAIL_RELAY.maxAttempts,
    );
    let sent = 0;
    for (const mail of due) {
      try {
        await sender.send(mail);
        await outbox.markSent(mail.id, new Date(now()).toISOString());
        sent += 1;
      } catch (error) {
        const reason = String((error as Error)?.message ?? error).slice(0, 500);
        console.error(
          `[mail] sending mail ${mail.id} to ${sender.target} failed (attempt ${mail.attempts + 1}): ${reason}`,
        );
        await outbox.markFailed(mail.id, reason, nextAttemptAt(mail.attempts, now()));
      }
    }
    return sent;
  }

  /** One delivery at a time: the timer and a test's call share the run in progress. */
  function deliverDue(): Promise<number> {
    running ??= deliver().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => {
    deliverDue().catch((error: unknown) => console.error('[mail] the outbox could not be read', error));
  }, options.everyMs ?? MAIL_RELAY.everyMs);
  timer.unref();

  return {
    deliverDue,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
      sender.close();
    },
  };
}
