import { z } from 'zod';

/**
 * How the embedded services deliver their mails (README lists the variables): through an SMTP server when
 * MAIL_SMTP_URL is set, else to the server's log, where whoever runs `npm start` on their machine finds the
 * confirmation links. Parsed when the server starts (src/config/check-config.ts): a bad value stops the start.
 */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const mailSettingsSchema = z.object({
  MAIL_SMTP_URL: z.preprocess(
    blankAsMissing,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587' }).optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsMissing, z.string().regex(/^[^\r\n<>]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address, optionally with a name: Transit <no-reply@example.org>').optional()),
});

export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

export function parseMailSettings(source: Record<string, string | undefined>): MailSettings {
  const env = mailSettingsSchema.parse(source);
  return { smtpUrl: env.MAIL_SMTP_URL, from: env.MAIL_FROM ?? 'no-reply@localhost' };
}
