import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque bearer tokens: 256 random bits, given to the client once; only their SHA-256 is stored, so a leaked
 * database does not hand out live sessions.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
