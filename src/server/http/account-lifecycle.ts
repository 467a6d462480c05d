import type { Context, Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { parseWith, readJsonBody, requestLocale } from './json-body.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import {
  AccountDeletion,
  EmailChangeAccepted,
  EmailChangeRequest,
  LinkConfirmation,
  LinkPreview,
  LinkTokenQuery,
  PasswordChange,
  PasswordReset,
  PasswordResetAccepted,
  PasswordResetRequest,
} from '../../contract/account-lifecycle.ts';
import { decoyHash, hashPassword, verifyPassword } from '../identity/password.ts';
import { hashSessionToken, newSessionToken } from '../identity/session-token.ts';
import {
  createSignInThrottle,
  DEFAULT_THROTTLE,
  memoryFailureLog,
  type SignInThrottle,
} from '../identity/sign-in-throttle.ts';
import { createResetMailBrake } from '../identity/reset-mail-brake.ts';
import { emailChangedNotice, emailChangeMail, passwordResetMail } from '../identity/account-mail.ts';
import { maskEmail } from '../identity/unsubscribe-link.ts';
import { clientAddress, mailOrigin } from './request-origin.ts';
import { EmailTakenError, type UserRecord } from '../store/repositories.ts';

/**
 * An account's lifecycle: forgotten password (a mailed link valid 1 hour, once), password change, e-mail change
 * (a link to the new address; the old one is told once it is done) and deletion. Every mailed token is stored as its
 * SHA-256 only. A wrong current password counts against the sign-in throttle, like a wrong sign-in.
 */
export const RESET_LINK_MS = 3600 * 1000;
export const EMAIL_CHANGE_LINK_MS = 24 * 3600 * 1000;

const INVALID_LINK = () => new ApiError(400, 'invalid_token', 'This link has expired or was already used');

/**
 * Work a reset request does after its answer: the answer leaves before the account is even looked up, so neither its
 * status nor its timing says whether the address has an account. Tests wait for it with settleAccountMails().
 */
const pending = new Set<Promise<void>>();
function afterAnswer(work: () => Promise<void>): void {
  const running = work()
    .catch((error: unknown) => console.error('[identity] a password-reset mail could not be prepared', error))
    .finally(() => pending.delete(running));
  pending.add(running);
}
export async function settleAccountMails(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** The signed-in user's password, checked under the sign-in throttle: 429 while blocked, 403 when wrong. */
async function confirmPassword(
  c: Context,
  throttle: SignInThrottle,
  user: UserRecord,
  password: string,
): Promise<void> {
  const address = clientAddress(c);
  const wait = await throttle.retryAfter(user.email, address);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many wrong passwords: try again in ${Math.ceil(wait / 60)} min`,
      wait,
    );
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await throttle.recordFailure(user.email, address);
    // 403, not 401: the session is fine (a 401 would sign the visitor out), the password is not.
    throw new ApiError(403, 'wrong_password', 'The current password is wrong');
  }
  await throttle.recordSuccess(user.email, address);
}

export function registerAccountLifecycle(app: Hono, deps: AppDeps): void {
  const throttle = deps.signInThrottle ?? createSignInThrottle(DEFAULT_THROTTLE, deps.store?.shared?.signInFailures);
  const resetBrake = createResetMailBrake(deps.store?.shared?.signInFailures ?? memoryFailureLog());
  const tag = 'identity';
  documentRoute({
    method: 'post',
    path: '/auth/password/reset-request',
    tag,
    summary:
      'Ask for a password-reset link: 202 whether or not the address has an account; when it has one, a link valid 1 hour (usable once) goes by e-mail',
    body: PasswordResetRequest,
    response: PasswordResetAccepted,
    errors: { 415: 'Not application/json', 429: 'Too many requests from this address (Retry-After)' },
  });
  documentRoute({
    method: 'get',
    path: '/auth/password/reset',
    tag,
    summary: 'Whether a reset link still works (nothing changes): the masked address, or 400 invalid_token',
    query: LinkTokenQuery,
    response: LinkPreview,
  });
  documentRoute({
    method: 'post',
    path: '/auth/password/reset',
    tag,
    summary: 'Set a new password with the mailed link (204); the link works once and every session of the account ends',
    body: PasswordReset,
    errors: {
      400: 'The link has expired or was already used (invalid_token), or the password breaks the rules',
      415: 'Not application/json',
    },
  });
  documentRoute({
    method: 'put',
    path: '/auth/password',
    tag,
    summary: 'Change the password (bearer, 204); every other session of the account ends',
    body: PasswordChange,
    errors: {
      401: 'No valid token',
      403: 'The current password is wrong (wrong_password)',
      415: 'Not application/json',
      429: 'Too many wrong passwords (Retry-After)',
    },
  });
  documentRoute({
    method: 'post',
    path: '/auth/email',
    tag,
    summary:
      'Ask to move the account to a new e-mail address (bearer, 202): a confirmation link goes to the new address',
    body: EmailChangeRequest,
    response: EmailChangeAccepted,
    errors: {
      401: 'No valid token',
      403: 'The password is wrong (wrong_password)',
      415: 'Not application/json',
      429: 'Too many wrong passwords (Retry-After)',
    },
  });
  documentRoute({
    method: 'get',
    path: '/auth/email/confirm',
    tag,
    summary:
      'Whether an e-mail change link still works (nothing changes): the masked new address, or 400 invalid_token',
    query: LinkTokenQuery,
    response: LinkPreview,
  });
  documentRoute({
    method: 'post',
    path: '/auth/email/confirm',
    tag,
    summary: 'Confirm an e-mail change with the mailed link (204); the previous address is told',
    body: LinkConfirmation,
    errors: {
      400: 'The link has expired or was already used, or the address now belongs to another account (invalid_token)',
      415: 'Not application/json',
    },
  });
  documentRoute({
    method: 'delete',
    path: '/me',
    tag: 'user-web',
    summary:
      'Delete the account after its password (bearer, 204): favourites, carts, notifications, subscriptions and sessions go with it',
    body: AccountDeletion,
    errors: {
      401: 'No valid token',
      403: 'The password is wrong (wrong_password)',
      415: 'Not application/json',
      429: 'Too many wrong passwords (Retry-After)',
    },
  });

  app.post('/auth/password/reset-request', async (c) => {
    const store = requireStore(deps.store);
    const { email } = await readJsonBody(c, PasswordResetRequest);
    const lang = requestLocale(c);
    const origin = mailOrigin(c, deps);
    afterAnswer(async () => {
      const user = await store.users.findByEmail(email);
      if (!user || !(await resetBrake.allow(user.email))) return;
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + RESET_LINK_MS).toISOString();
      await store.accountTokens.create({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        purpose: 'password-reset',
        newEmail: null,
        expiresAt,
      });
      await store.outbox.add(passwordResetMail(user.email, lang, origin, token));
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'reset_link_sent_if_registered' } satisfies PasswordResetAccepted, 202);
  });

  app.get('/auth/password/reset', async (c) => {
    const store = requireStore(deps.store);
    const { token } = parseWith(LinkTokenQuery, { token: c.req.query('token') });
    const live = await store.accountTokens.peek(hashSessionToken(token), 'password-reset', new Date().toISOString());
    const user = live && (await store.users.findById(live.userId));
    if (!user) throw INVALID_LINK();
    c.header('Cache-Control', 'no-store');
    return c.json({ email: maskEmail(user.email) } satisfies LinkPreview);
  });

  app.post('/auth/password/reset', async (c) => {
    const store = requireStore(deps.store);
    const { token, password } = await readJsonBody(c, PasswordReset);
    const used = await store.accountTokens.consume(hashSessionToken(token), 'password-reset', new Date().toISOString());
    if (!used) {
      await decoyHash();
      throw INVALID_LINK();
    }
    if (!(await store.accounts.setPassword(used.userId, await hashPassword(password)))) throw INVALID_LINK();
    return c.body(null, 204);
  });

  app.put('/auth/password', async (c) => {
    const store = requireStore(deps.store);
    const { user, tokenHash } = await signedInUser(c, store);
    const body = await readJsonBody(c, PasswordChange);
    await confirmPassword(c, throttle, user, body.currentPassword);
    await store.accounts.setPassword(user.id, await hashPassword(body.newPassword), tokenHash);
    return c.body(null, 204);
  });

  app.post('/auth/email', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const body = await readJsonBody(c, EmailChangeRequest);
    await confirmPassword(c, throttle, user, body.password);
    if (body.newEmail === user.email.toLowerCase())
      throw new ApiError(400, 'same_email', 'newEmail: is already the address of this account');
    // An address that already has an account gets no link (it could not be confirmed); the answer is the same.
    if (!(await store.users.findByEmail(body.newEmail))) {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_MS).toISOString();
      await store.accountTokens.create({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        purpose: 'email-change',
        newEmail: body.newEmail,
        expiresAt,
      });
      await store.outbox.add(emailChangeMail(body.newEmail, requestLocale(c), mailOrigin(c, deps), token));
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'confirmation_sent' } satisfies EmailChangeAccepted, 202);
  });

  app.get('/auth/email/confirm', async (c) => {
    const store = requireStore(deps.store);
    const { token } = parseWith(LinkTokenQuery, { token: c.req.query('token') });
    const live = await store.accountTokens.peek(hashSessionToken(token), 'email-change', new Date().toISOString());
    if (!live?.newEmail) throw INVALID_LINK();
    c.header('Cache-Control', 'no-store');
    return c.json({ email: maskEmail(live.newEmail) } satisfies LinkPreview);
  });

  app.post('/auth/email/confirm', async (c) => {
    const store = requireStore(deps.store);
    const { token } = await readJsonBody(c, LinkConfirmation);
    const used = await store.accountTokens.consume(hashSessionToken(token), 'email-change', new Date().toISOString());
    const before = used?.newEmail ? await store.users.findById(used.userId) : undefined;
    if (!used?.newEmail || !before) throw INVALID_LINK();
    try {
      await store.accounts.changeEmail(used.userId, used.newEmail);
    } catch (error) {
      if (error instanceof EmailTakenError) throw INVALID_LINK();
      throw error;
    }
    await store.outbox.add(emailChangedNotice(before.email, requestLocale(c), maskEmail(used.newEmail)));
    return c.body(null, 204);
  });

  app.delete('/me', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const { password } = await readJsonBody(c, AccountDeletion);
    await confirmPassword(c, throttle, user, password);
    await store.accounts.remove(user.id);
    return c.body(null, 204);
  });
}
