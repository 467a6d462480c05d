import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';

/**
 * The embedded identity service writes its mails to the `mail_outbox` table of the site's database before its relay
 * delivers them (to the server log here: the suite sets no MAIL_SMTP_URL). Browser journeys read the table as a
 * traveller reads their mailbox.
 */
const DATABASE = process.env.DATABASE_PATH ?? 'data/site.sqlite';

export function latestMailTo(address: string): { subject: string; body: string } | undefined {
  const db = new DatabaseSync(DATABASE, { readOnly: true });
  try {
    return db
      .prepare('SELECT subject, body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
      .get(address) as { subject: string; body: string } | undefined;
  } finally {
    db.close();
  }
}

/** The path of the confirmation link in the latest mail to that address. */
export function confirmationPath(address: string): string {
  const link = /https?:\/\/[^\s]+|\/[a-z]{2}\/signedin\?confirm=[A-Za-z0-9_-]+/.exec(
    latestMailTo(address)?.body ?? '',
  )?.[0];
  if (!link) throw new Error(`no confirmation mail for ${address}`);
  const url = new URL(link, 'http://site.invalid');
  return `${url.pathname}${url.search}`;
}

/**
 * Creates an account the way a traveller does (sign-up, then the mailed link) through the site's own API, leaving the
 * page's context signed in (the proxy sets the userToken and userInfos cookies).
 */
export async function signUpConfirmed(
  page: Page,
  baseURL: string,
  person: { email: string; password?: string; firstName: string; lastName: string },
): Promise<void> {
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const response = await page.request.post('/bff/auth/signup', {
    headers,
    data: { password: 'a long enough password', ...person },
  });
  if (response.status() !== 202) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const token = new URLSearchParams(confirmationPath(person.email).split('?')[1]).get('confirm');
  const confirmed = await page.request.post('/bff/auth/signup/confirm', { headers, data: { token } });
  if (confirmed.status() !== 201)
    throw new Error(`confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
}
