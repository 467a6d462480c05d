import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { parseWith, readJsonBody } from './json-body.ts';
import { clientAddress, mailOrigin } from './request-origin.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import {
  ConfirmSignUpRequest,
  SessionResponse,
  SignInRequest,
  SignUpAccepted,
  SignUpRequest,
} from '../../contract/account.ts';
import { decoyHash, hashPassword, verifyPassword } from '../identity/password.ts';
import { hashSessionToken, newSessionToken, SESSION_LIFETIME_MS } from '../identity/session-token.ts';
import { createSignInThrottle, DEFAULT_THROTTLE } from '../identity/sign-in-throttle.ts';
import { alreadyRegisteredMail, confirmationMail } from '../identity/sign-up-mail.ts';
import { LinkPreview, LinkTokenQuery } from '../../contract/account-lifecycle.ts';
import { maskEmail } from '../identity/unsubscribe-link.ts';
import { EmailTakenError, type Store, type UserRecord } from '../store/repositories.ts';

/**
 * The embedded identity service behind the login widget: sign-up (confirmed by a mailed link), sign-in, logout.
 * Session answers carry the bearer token; the site's /bff proxy moves it into the HttpOnly userToken cookie.
 */
const SIGN_UP_CONFIRMATION_MS = 24 * 3600 * 1000;
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

export function registerAuth(app: Hono, deps: AppDeps): void {
  // Several nodes count failures together in their shared database; one node counts them in memory.
  const throttle = deps.signInThrottle ?? createSignInThrottle(DEFAULT_THROTTLE, deps.store?.shared?.signInFailures);
  documentRoute({
    method: 'post',
    path: '/auth/signup',
    tag: 'identity',
    summary:
      'Start a sign-up: 202 whether or not the e-mail already has an account; a confirmation link (or, for a registered address, a notice) goes by e-mail',
    body: SignUpRequest,
    response: SignUpAccepted,
    errors: { 415: 'Not application/json' },
  });
  documentRoute({
    method: 'post',
    path: '/auth/signup/confirm',
    tag: 'identity',
    summary: 'Follow the mailed confirmation link: creates the account and opens a session (201)',
    body: ConfirmSignUpRequest,
    response: SessionResponse,
    errors: { 400: 'The link has expired or was already used (invalid_confirmation)', 415: 'Not application/json' },
  });
  documentRoute({
    method: 'get',
    path: '/auth/signup/confirm',
    tag: 'identity',
    summary:
      'Whether a sign-up confirmation link still works (nothing is created): the masked address, or 400 invalid_confirmation',
    query: LinkTokenQuery,
    response: LinkPreview,
  });
  documentRoute({
    method: 'post',
    path: '/auth/signin',
    tag: 'identity',
    summary: 'Open a session with e-mail and password',
    body: SignInRequest,
    response: SessionResponse,
    errors: {
      401: 'Wrong e-mail or password',
      415: 'Not application/json',
      429: 'Too many failed attempts for this account from this address, or from this address (Retry-After)',
    },
  });
  documentRoute({
    method: 'post',
    path: '/auth/logout',
    tag: 'identity',
    summary: 'Revoke the bearer token (204)',
    errors: { 401: 'No valid token' },
  });

  app.post('/auth/signup', async (c) => {
    const store = requireStore(deps.store);
    const body = await readJsonBody(c, SignUpRequest);
    const lang = c.req.header('accept-language')?.slice(0, 2) ?? 'fr';
    const origin = mailOrigin(c, deps);
    // Both branches hash the password and write one mail: the answer and its timing say nothing about the address.
    const passwordHash = await hashPassword(body.password);
    if (await store.users.findByEmail(body.email)) {
      await store.outbox.add(alreadyRegisteredMail(body.email, lang, origin));
    } else {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + SIGN_UP_CONFIRMATION_MS).toISOString();
      await store.signUps.create({
        tokenHash: hashSessionToken(token),
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        expiresAt,
      });
      await store.outbox.add(confirmationMail(body.email, lang, origin, token));
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'confirmation_sent' } satisfies SignUpAccepted, 202);
  });

  // The confirmation page asks before its POST creates the account: a mail scanner opening the link creates nothing.
  app.get('/auth/signup/confirm', async (c) => {
    const store = requireStore(deps.store);
    const { token } = parseWith(ConfirmSignUpRequest.pick({ token: true }), { token: c.req.query('token') });
    const pending = await store.signUps.peek(hashSessionToken(token), new Date().toISOString());
    if (!pending)
      throw new ApiError(400, 'invalid_confirmation', 'This confirmation link has expired or was already used');
    c.header('Cache-Control', 'no-store');
    return c.json({ email: maskEmail(pending.email) } satisfies LinkPreview);
  });

  app.post('/auth/signup/confirm', async (c) => {
    const store = requireStore(deps.store);
    const { token } = await readJsonBody(c, ConfirmSignUpRequest);
    const pending = await store.signUps.consume(hashSessionToken(token), new Date().toISOString());
    if (!pending)
      throw new ApiError(400, 'invalid_confirmation', 'This confirmation link has expired or was already used');
    try {
      const user = await store.users.create(pending);
      return c.json(await openSession(store, user), 201);
    } catch (error) {
      if (error instanceof EmailTakenError)
        throw new ApiError(400, 'invalid_confirmation', 'This confirmation link has expired or was already used');
      throw error;
    }
  });

  app.post('/auth/signin', async (c) => {
    const store = requireStore(deps.store);
    const body = await readJsonBody(c, SignInRequest);
    const address = clientAddress(c);
    const wait = await throttle.retryAfter(body.email, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(
        429,
        'too_many_attempts',
        `Too many failed sign-ins: try again in ${Math.ceil(wait / 60)} min`,
      );
    }
    const user = await store.users.findByEmail(body.email);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      await throttle.recordFailure(body.email, address);
      throw new ApiError(401, 'invalid_credentials', 'E-mail or password is wrong');
    }
    await throttle.recordSuccess(body.email, address);
    return c.json(await openSession(store, user), 200);
  });

  app.post('/auth/logout', async (c) => {
    const store = requireStore(deps.store);
    const { tokenHash } = await signedInUser(c, store);
    await store.sessions.revoke(tokenHash, new Date().toISOString());
    return c.body(null, 204);
  });
}
