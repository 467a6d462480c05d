import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { requestLocale } from './json-body.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import type { NotificationsResponse } from '../../contract/cart.ts';

/** GET /store/notifications (bearer): the customer's notifications, labels in the caller's language. */
export function registerNotifications(app: Hono, deps: AppDeps): void {
  app.get('/store/notifications', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const locale = requestLocale(c);
    const answer: NotificationsResponse = {
      notifications: (await store.notifications.listFor(user.id)).map((n) => ({
        id: n.id,
        label: n.labels[locale] ?? n.labels.fr ?? '',
        actions: [
          {
            type: n.actionType,
            parameters: Object.fromEntries(
              Object.entries(n.actionParameters).map(([key, value]) => [key, typeof value === 'string' ? value.replace('{lang}', locale) : value]),
            ),
          },
        ],
      })),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
