import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import { bearer, jsonRequest, signUp, storeEngines } from '../../test-support/store-test-kit.ts';
import {
  NotificationSubscription,
  SignedUnsubscribeResponse,
  UnsubscribeLinkResponse,
} from '../../contract/notification-settings.ts';
import { signUnsubscribe } from '../identity/unsubscribe-link.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const ENGINES = await storeEngines();

describe.each(ENGINES)('notification subscription (%s)', (engine) => {
  // signUp reads the confirmation mail from the store's outbox, so each test keeps its store beside its app.
  const appWithLinks = async () => {
    const store = await openTestStore(engine);
    return { app: createApp({ store, linkSigningSecret: SECRET }), store };
  };

  it('lets a signed-in customer unsubscribe, stores it, and stops their notifications', async () => {
    const { app, store } = await appWithLinks();
    const { token } = await signUp(app, 'Ada', store);
    expect(
      NotificationSubscription.parse(await (await app.request('/notifications/subscription', bearer(token))).json()),
    ).toEqual({ subscribed: true });
    const before = await (await app.request('/store/notifications', bearer(token))).json();
    const off = NotificationSubscription.parse(
      await (await app.request('/notifications/subscription', jsonRequest('PUT', { subscribed: false }, token))).json(),
    );
    expect(off.subscribed).toBe(false);
    expect(Date.parse(off.unsubscribedAt!)).not.toBeNaN();
    expect(
      NotificationSubscription.parse(await (await app.request('/notifications/subscription', bearer(token))).json())
        .subscribed,
    ).toBe(false);
    expect((await (await app.request('/store/notifications', bearer(token))).json()).notifications).toEqual([]);
    expect(before.notifications.length).toBeGreaterThan(0);
    expect((await app.request('/notifications/subscription')).status).toBe(401);
  });

  it('unsubscribes by the signed link without signing in, and refuses a forged one', async () => {
    const { app, store } = await appWithLinks();
    const { token, email } = await signUp(app, 'Ada', store);
    const { path } = UnsubscribeLinkResponse.parse(
      await (await app.request('/notifications/unsubscribe-link', bearer(token, { 'Accept-Language': 'de' }))).json(),
    );
    expect(path).toMatch(/^\/de\/unsubscribe\?u=[^&]+&s=[A-Za-z0-9_-]{43}$/);
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    const forged = await app.request(
      '/notifications/unsubscribe',
      jsonRequest('POST', { u: query.u, s: signUnsubscribe('another secret of 32 characters at least', query.u) }),
    );
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe('bad_signature');
    const checked = await app.request(`/notifications/unsubscribe?${new URLSearchParams(query)}`);
    expect(SignedUnsubscribeResponse.parse(await checked.json())).toMatchObject({ subscribed: true });
    expect((await app.request(`/notifications/unsubscribe?u=${query.u}&s=${'x'.repeat(43)}`)).status).toBe(403);
    const done = await app.request('/notifications/unsubscribe', jsonRequest('POST', query));
    expect(done.status).toBe(200);
    const answer = SignedUnsubscribeResponse.parse(await done.json());
    expect(answer).toMatchObject({ subscribed: false, email: `${email[0]}***@example.org` });
    expect(
      NotificationSubscription.parse(await (await app.request('/notifications/subscription', bearer(token))).json())
        .subscribed,
    ).toBe(false);
    expect(
      (await app.request('/notifications/unsubscribe', jsonRequest('POST', { u: query.u, s: 'short' }))).status,
    ).toBe(400);
  });

  it('answers 503 for links when no signing secret is configured', async () => {
    const store = await openTestStore(engine);
    const app = createApp({ store });
    const { token } = await signUp(app, 'Ada', store);
    expect((await app.request('/notifications/unsubscribe-link', bearer(token))).status).toBe(503);
  });
});
