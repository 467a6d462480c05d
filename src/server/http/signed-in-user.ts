import type { Context } from 'hono';
import { ApiError } from './api-error.ts';
import { bearerToken, hashSessionToken } from '../identity/session-token.ts';
import type { Store, UserRecord } from '../store/repositories.ts';

/** The user behind `Authorization: Bearer`, or a 401: no token, an unknown one, an expired or revoked one. */
export async function signedInUser(
  c: Context,
  store: Store,
): Promise<{ user: UserRecord; tokenHash: string; expiresAt: string }> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new ApiError(401, 'unauthorized', 'Sign in first: this call needs a bearer token');
  const tokenHash = hashSessionToken(token);
  const session = await store.sessions.findActive(tokenHash, new Date().toISOString());
  const user = session ? await store.users.findById(session.userId) : undefined;
  if (!session || !user) throw new ApiError(401, 'unauthorized', 'The session has expired or was signed out');
  return { user, tokenHash, expiresAt: session.expiresAt };
}

export function requireStore(store: Store | undefined): Store {
  if (!store) throw new ApiError(503, 'store_unavailable', 'The account service is not configured');
  return store;
}
