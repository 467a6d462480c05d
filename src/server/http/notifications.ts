import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { requestLocale } from './json-body.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import { NotificationsResponse } from '../../contract/cart.ts';
import { isUnsubscribed } from './notification-settings.ts';

/** GET /store/notifications (bearer): the customer's notifications, labels in the caller's language. */
export function registerNotifications(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/store/notifications',
    tag: 'store',
    summary: 'The customer’s notifications (bearer)',
    response: NotificationsResponse,
    errors: { 401: 'No valid token' },
  });
  app.get('/store/notifications', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const locale = requestLocale(c);
    // A customer who unsubscribed receives none (the unsubscribe page).
    const records = isUnsubscribed(user) ? [] : await store.notifications.listFor(user.id);
    const answer: NotificationsResponse = {
      notifications: records.map((n) => ({
        id: n.id,
        label: n.labels[locale] ?? n.labels.fr ?? '',
        actions: [
          {
            type: n.actionType,
            parameters: Object.fromEntries(
              Object.entries(n.actionParameters).map(([key, value]) => [
                key,
                typeof value === 'string' ? value.replace('{lang}', locale) : value,
              ]),
            ),
          },
        ],
      })),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
