import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../store/repositories.ts';

/** Where the mail relay hands a mail; a rejected promise is a failed attempt (tried again later). */
export interface MailSender {
  /** For the logs: where mails go. */
  readonly target: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Slow or silent SMTP servers fail the attempt instead of holding the relay. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  const url = new URL(smtpUrl);
  return {
    target: `${url.protocol}//${url.host}`, // never the credentials
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
    close() {
      transport.close();
    },
  };
}

/** Without an SMTP server (a developer's machine), mails are written to the server's log. */
export function logSender(log: (line: string) => void = console.log): MailSender {
  return {
    target: 'the server log (set MAIL_SMTP_URL to send real mail)',
    async send(mail) {
      log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.body}`);
    },
    close() {},
  };
}
