import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's signature: HMAC-SHA256 of the account id under the site's link-signing secret, so a link
 * works without signing in and cannot be forged for another account. The secret comes from LINK_SIGNING_SECRET;
 * without it the site generates one and keeps it in its database (site-secrets.ts), the same for every node sharing
 * the database and across restarts.
 */
export function signUnsubscribe(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function verifyUnsubscribe(secret: string, userId: string, signature: string): boolean {
  const expected = Buffer.from(signUnsubscribe(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The configured secret (LINK_SIGNING_SECRET), or undefined when none is set: the database then keeps a generated one. */
export function configuredLinkSecret(fromEnv: string | undefined): string | undefined {
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  if (fromEnv) throw new Error('LINK_SIGNING_SECRET must be at least 32 characters');
  return undefined;
}

/** The name of the generated secret in the site's database. */
export const LINK_SECRET_NAME = 'link-signing';

export function generatedLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** a***@example.org: enough for the owner to recognise, not a directory for whoever holds the link. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
}
