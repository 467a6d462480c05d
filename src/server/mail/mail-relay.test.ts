import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestStore, storeEngines } from '../../test-support/test-stores.ts';
import { MAIL_RELAY, nextAttemptAt, startMailRelay, type MailRelay } from './mail-relay.ts';
import { logSender, smtpSender } from './mail-sender.ts';
import { parseMailSettings } from './mail-settings.ts';

/** A real SMTP server on loopback (the smtp-server package), keeping what it receives; `refuse` answers 451 to every recipient. */
async function startSmtp(options: { refuse?: boolean } = {}) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse) callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const relays: MailRelay[] = [];
afterAll(() => Promise.all(relays.map((relay) => relay.stop())));

const CONFIRMATION = {
  to: 'ada@example.org',
  subject: 'Confirm your account',
  body: 'Follow https://site.example/en/signedin?confirm=abc123 to finish.',
};

describe.each(await storeEngines())('the mail relay over the %s outbox', (engine) => {
  it('sends an outbox mail through SMTP once, and marks it sent', async () => {
    const store = await openTestStore(engine);
    const smtp = await startSmtp();
    const relay = startMailRelay(store.outbox, smtpSender(smtp.url, 'Transit <no-reply@site.example>'), {
      everyMs: 60_000,
    });
    relays.push(relay);
    await store.outbox.add(CONFIRMATION);
    expect(await relay.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['ada@example.org']);
    expect(smtp.received[0].raw).toContain('Subject: Confirm your account');
    expect(smtp.received[0].raw).toContain('From: Transit <no-reply@site.example>');
    expect(smtp.received[0].raw).toContain('https://site.example/en/signedin?confirm=abc123');
    expect(await relay.deliverDue()).toBe(0); // not sent twice
    expect(smtp.received).toHaveLength(1);
    await smtp.close();
  });

  it('keeps a mail the SMTP server refuses or cannot take, and sends it on a later try', async () => {
    const store = await openTestStore(engine);
    const down = await startSmtp({ refuse: true });
    let clock = Date.parse('2026-11-23T12:00:00Z');
    const now = () => clock;
    const refused = startMailRelay(store.outbox, smtpSender(down.url, 'no-reply@site.example'), {
      everyMs: 60_000,
      now,
    });
    relays.push(refused);
    await store.outbox.add(CONFIRMATION);
    expect(await refused.deliverDue()).toBe(0);
    expect(await refused.deliverDue()).toBe(0); // not due again before its retry time
    await down.close();

    const up = await startSmtp();
    const relay = startMailRelay(store.outbox, smtpSender(up.url, 'no-reply@site.example'), { everyMs: 60_000, now });
    relays.push(relay);
    expect(await relay.deliverDue()).toBe(0);
    clock += MAIL_RELAY.firstRetryMs * 1.2 + 1;
    expect(await relay.deliverDue()).toBe(1);
    expect(up.received[0].raw).toContain('confirm=abc123');
    await up.close();
  });

  it('lets two relays (two nodes) share the outbox without sending a mail twice', async () => {
    const store = await openTestStore(engine);
    const smtp = await startSmtp();
    for (let i = 0; i < 30; i++) await store.outbox.add({ ...CONFIRMATION, to: `user${i}@example.org` });
    const [a, b] = [0, 1].map(() =>
      startMailRelay(store.outbox, smtpSender(smtp.url, 'no-reply@site.example'), { everyMs: 60_000 }),
    );
    relays.push(a, b);
    const [sentByA, sentByB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(sentByA + sentByB).toBe(Math.min(2 * MAIL_RELAY.batch, 30)); // each claimed its own batch
    while ((await a.deliverDue()) + (await b.deliverDue()) > 0);
    // Every mail exactly once: no duplicates, none missing.
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `user${i}@example.org`).sort(),
    );
    await smtp.close();
  });
});

describe('mail delivery settings', () => {
  it('sends to the log without MAIL_SMTP_URL, so a developer finds the confirmation link', async () => {
    const lines: string[] = [];
    await logSender((line) => lines.push(line)).send(CONFIRMATION);
    expect(lines[0]).toContain('to ada@example.org: Confirm your account');
    expect(lines[0]).toContain('confirm=abc123');
    expect(parseMailSettings({})).toEqual({ smtpUrl: undefined, from: 'no-reply@localhost' });
  });

  it('refuses an SMTP URL of another scheme and a From line with a header injection', () => {
    expect(
      parseMailSettings({ MAIL_SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Transit <t@example.org>' })
        .smtpUrl,
    ).toBe('smtps://u:p@mail.example.org:465');
    expect(() => parseMailSettings({ MAIL_SMTP_URL: 'http://mail.example.org' })).toThrow(/smtp/);
    expect(() => parseMailSettings({ MAIL_FROM: 'a@example.org\r\nBcc: all@example.org' })).toThrow();
  });

  it('never logs the SMTP credentials', () => {
    expect(smtpSender('smtp://user:secret@mail.example.org:587', 'a@example.org').target).toBe(
      'smtp://mail.example.org:587',
    );
  });

  it('retries later and later, up to a day', () => {
    const at = (attempts: number) => Date.parse(nextAttemptAt(attempts, 0, () => 0.5));
    expect(at(0)).toBe(MAIL_RELAY.firstRetryMs);
    expect(at(1)).toBe(2 * MAIL_RELAY.firstRetryMs);
    expect(at(30)).toBe(MAIL_RELAY.lastRetryMs);
  });
});
