import { z } from 'zod';

/**
 * How the embedded services deliver their mails: through an SMTP server when MAIL_SMTP_URL is set, else to the
 * server's log, where whoever runs `npm start` on their machine finds the confirmation links. Parsed when the server
 * starts (src/config/check-config.ts): a bad value stops the start. Each `.describe()` is the variable's documentation
 * (docs/configuration.md is generated from it).
 */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const mailSettingsSchema = z.object({
  MAIL_SMTP_URL: z
    .preprocess(
      blankAsMissing,
      z
        .url({
          protocol: /^smtps?$/,
          error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587',
        })
        .optional(),
    )
    .describe(
      "SMTP server delivering the account mails, `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. Mails wait in the `mail_outbox` table and are retried later and later when the server refuses. Without it mails are written to the server's log.",
    ),
  MAIL_FROM: z
    .preprocess(
      blankAsMissing,
      z
        .string()
        .regex(
          /^[^\r\n<>]*<?[^\s@<>]+@[^\s@<>]+>?$/,
          'must be an address, optionally with a name: Transit <no-reply@example.org>',
        )
        .optional(),
    )
    .describe('Sender of the account mails, `name@domain` or `Name <name@domain>`. Default `no-reply@localhost`.'),
});

export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

export function parseMailSettings(source: Record<string, string | undefined>): MailSettings {
  const env = mailSettingsSchema.parse(source);
  return { smtpUrl: env.MAIL_SMTP_URL, from: env.MAIL_FROM ?? 'no-reply@localhost' };
}
