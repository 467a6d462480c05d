import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { readJsonBody } from './json-body.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import { SessionResponse, SignInRequest, SignUpRequest } from '../../contract/account.ts';
import { decoyHash, hashPassword, verifyPassword } from '../identity/password.ts';
import { hashSessionToken, newSessionToken, SESSION_LIFETIME_MS } from '../identity/session-token.ts';
import { createSignInThrottle, DEFAULT_THROTTLE } from '../identity/sign-in-throttle.ts';
import { EmailTakenError, type Store, type UserRecord } from '../store/repositories.ts';

/**
 * The embedded identity service behind the login widget: sign-up, sign-in, logout. Answers carry the bearer token;
 * the site's /bff proxy moves it into the HttpOnly userToken cookie.
 */
async function openSession(store: Store, user: UserRecord): Promise<SessionResponse> {
  const accessToken = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS).toISOString();
  await store.sessions.create({ tokenHash: hashSessionToken(accessToken), userId: user.id, expiresAt });
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresAt,
    user: { firstName: user.firstName, lastName: user.lastName, attributes: user.attributes },
  };
}

/** The address the site's proxy saw (it overwrites X-Forwarded-For); used only to rate-limit. */
function clientAddress(forwardedFor: string | undefined): string | undefined {
  return forwardedFor?.split(',')[0]?.trim() || undefined;
}

export function registerAuth(app: Hono, deps: AppDeps): void {
  // Several nodes count failures together in their shared database; one node counts them in memory.
  const throttle = deps.signInThrottle ?? createSignInThrottle(DEFAULT_THROTTLE, deps.store?.shared?.signInFailures);
  documentRoute({ method: 'post', path: '/auth/signup', tag: 'identity', summary: 'Create an account and open a session', body: SignUpRequest, response: SessionResponse, errors: { 409: 'An account already uses this e-mail', 415: 'Not application/json' } });
  documentRoute({ method: 'post', path: '/auth/signin', tag: 'identity', summary: 'Open a session with e-mail and password', body: SignInRequest, response: SessionResponse, errors: { 401: 'Wrong e-mail or password', 415: 'Not application/json', 429: 'Too many failed attempts for this account or address (Retry-After)' } });
  documentRoute({ method: 'post', path: '/auth/logout', tag: 'identity', summary: 'Revoke the bearer token (204)', errors: { 401: 'No valid token' } });

  app.post('/auth/signup', async (c) => {
    const store = requireStore(deps.store);
    const body = await readJsonBody(c, SignUpRequest);
    try {
      const user = await store.users.create({
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
      });
      return c.json(await openSession(store, user), 201);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError(409, 'email_taken', 'An account already exists for this e-mail address');
      throw error;
    }
  });

  app.post('/auth/signin', async (c) => {
    const store = requireStore(deps.store);
    const body = await readJsonBody(c, SignInRequest);
    const address = clientAddress(c.req.header('x-forwarded-for'));
    const wait = await throttle.retryAfter(body.email, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, 'too_many_attempts', `Too many failed sign-ins: try again in ${Math.ceil(wait / 60)} min`);
    }
    const user = await store.users.findByEmail(body.email);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      await throttle.recordFailure(body.email, address);
      throw new ApiError(401, 'invalid_credentials', 'E-mail or password is wrong');
    }
    await throttle.recordSuccess(body.email);
    return c.json(await openSession(store, user), 200);
  });

  app.post('/auth/logout', async (c) => {
    const store = requireStore(deps.store);
    const { tokenHash } = await signedInUser(c, store);
    await store.sessions.revoke(tokenHash, new Date().toISOString());
    return c.body(null, 204);
  });
}
