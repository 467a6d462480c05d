import type { Hono } from 'hono';
import {
  NotificationSubscription,
  SignedUnsubscribeRequest,
  SignedUnsubscribeResponse,
  SubscriptionUpdate,
  UnsubscribeLinkResponse,
} from '../../contract/notification-settings.ts';
import { maskEmail, signUnsubscribe, verifyUnsubscribe } from '../identity/unsubscribe-link.ts';
import type { UserRecord } from '../store/repositories.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { readJsonBody, requestLocale } from './json-body.ts';
import { documentRoute } from './openapi.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import { parseQuery } from './transit-presenters.ts';

/** The user attribute holding when the customer unsubscribed from notifications (absent: subscribed). */
export const UNSUBSCRIBED_AT = 'notificationsUnsubscribedAt';

export function isUnsubscribed(user: UserRecord): boolean {
  return typeof user.attributes[UNSUBSCRIBED_AT] === 'string';
}

function subscriptionOf(user: UserRecord): NotificationSubscription {
  const at = user.attributes[UNSUBSCRIBED_AT];
  return typeof at === 'string' ? { subscribed: false, unsubscribedAt: at } : { subscribed: true };
}

function withSubscription(user: UserRecord, subscribed: boolean): Record<string, unknown> {
  const { [UNSUBSCRIBED_AT]: previous, ...rest } = user.attributes;
  if (subscribed) return rest;
  return { ...rest, [UNSUBSCRIBED_AT]: typeof previous === 'string' ? previous : new Date().toISOString() };
}

function requireSecret(deps: AppDeps): string {
  if (!deps.linkSigningSecret) throw new ApiError(503, 'links_unavailable', 'Unsubscribe links are not configured');
  return deps.linkSigningSecret;
}

/** Notification subscription: read and change one's own (bearer), unsubscribe by a signed link, get that link. */
export function registerNotificationSettings(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/notifications/subscription',
    tag: 'store',
    summary: 'Whether the customer receives notifications (bearer)',
    response: NotificationSubscription,
    errors: { 401: 'No valid token' },
  });
  documentRoute({
    method: 'put',
    path: '/notifications/subscription',
    tag: 'store',
    summary: 'Unsubscribe from (or back to) notifications (bearer)',
    body: SubscriptionUpdate,
    response: NotificationSubscription,
    errors: { 401: 'No valid token', 415: 'Not application/json' },
  });
  documentRoute({
    method: 'get',
    path: '/notifications/unsubscribe',
    tag: 'store',
    summary: 'Check a signed unsubscribe link (changes nothing)',
    query: SignedUnsubscribeRequest,
    response: SignedUnsubscribeResponse,
    errors: { 400: 'Malformed link', 403: 'The signature does not match', 404: 'No such account' },
  });
  documentRoute({
    method: 'post',
    path: '/notifications/unsubscribe',
    tag: 'store',
    summary: 'Unsubscribe by the signed link of an e-mail (no sign-in)',
    body: SignedUnsubscribeRequest,
    response: SignedUnsubscribeResponse,
    errors: { 400: 'Malformed link', 403: 'The signature does not match', 404: 'No such account' },
  });
  documentRoute({
    method: 'get',
    path: '/notifications/unsubscribe-link',
    tag: 'store',
    summary: 'The signed unsubscribe link e-mails to this customer carry (bearer)',
    response: UnsubscribeLinkResponse,
    errors: { 401: 'No valid token' },
  });

  app.get('/notifications/subscription', async (c) => {
    const { user } = await signedInUser(c, requireStore(deps.store));
    c.header('Cache-Control', 'no-store');
    return c.json(subscriptionOf(user));
  });

  app.put('/notifications/subscription', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const body = await readJsonBody(c, SubscriptionUpdate);
    const updated = await store.users.updateAttributes(user.id, withSubscription(user, body.subscribed));
    if (!updated) throw new ApiError(401, 'unauthorized', 'The account no longer exists');
    return c.json(subscriptionOf(updated));
  });

  /** The account a signed link names, or a 403 / 404. */
  async function linkedUser(link: SignedUnsubscribeRequest): Promise<UserRecord> {
    if (!verifyUnsubscribe(requireSecret(deps), link.u, link.s))
      throw new ApiError(403, 'bad_signature', 'This unsubscribe link is not valid');
    const user = await requireStore(deps.store).users.findById(link.u);
    if (!user) throw new ApiError(404, 'account_not_found', 'The account of this link no longer exists');
    return user;
  }

  // Reading a link changes nothing (mail scanners open links): the page asks for confirmation first.
  app.get('/notifications/unsubscribe', async (c) => {
    const user = await linkedUser(parseQuery(c, SignedUnsubscribeRequest));
    c.header('Cache-Control', 'no-store');
    return c.json({ ...subscriptionOf(user), email: maskEmail(user.email) } satisfies SignedUnsubscribeResponse);
  });

  app.post('/notifications/unsubscribe', async (c) => {
    const store = requireStore(deps.store);
    const user = await linkedUser(await readJsonBody(c, SignedUnsubscribeRequest));
    const updated = (await store.users.updateAttributes(user.id, withSubscription(user, false))) ?? user;
    return c.json({ ...subscriptionOf(updated), email: maskEmail(user.email) } satisfies SignedUnsubscribeResponse);
  });

  app.get('/notifications/unsubscribe-link', async (c) => {
    const { user } = await signedInUser(c, requireStore(deps.store));
    const query = new URLSearchParams({ u: user.id, s: signUnsubscribe(requireSecret(deps), user.id) });
    c.header('Cache-Control', 'no-store');
    return c.json({ path: `/${requestLocale(c)}/unsubscribe?${query}` } satisfies UnsubscribeLinkResponse);
  });
}
