import { createApp } from '../server/http/app.ts';
import { createSignInThrottle, type ThrottleLimits } from '../server/identity/sign-in-throttle.ts';
import { openTestStore, openTestStoreWithSql, type StoreEngine, type StoreWithSql } from './test-stores.ts';
import type { Store } from '../server/store/repositories.ts';
import { confirmationTokenIn } from '../server/identity/sign-up-mail.ts';

/** The store behind each test app, so signUp can read its outbox as a mailbox. */
const storesOf = new WeakMap<object, Store>();

export { storeEngines } from './test-stores.ts';

/** Test kit for the account/store services: an app over a fresh database of the engine, and request shorthands. */
export async function storeTestApp(
  engine: StoreEngine,
  limits?: ThrottleLimits,
): Promise<{ app: ReturnType<typeof createApp>; store: Store }> {
  const store = await openTestStore(engine);
  const app = createApp({
    store,
    signInThrottle: limits ? createSignInThrottle(limits, store.shared?.signInFailures) : undefined,
  });
  storesOf.set(app, store);
  return { app, store };
}

export function jsonRequest(
  method: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

export function bearer(token: string, headers: Record<string, string> = {}): RequestInit {
  return { headers: { Authorization: `Bearer ${token}`, ...headers } };
}

/** storeTestApp with raw SQL on its database (tests that look for rows left behind). */
export async function storeTestAppWithSql(
  engine: StoreEngine,
  limits?: ThrottleLimits,
): Promise<{ app: ReturnType<typeof createApp> } & StoreWithSql> {
  const withSql = await openTestStoreWithSql(engine);
  const app = createApp({
    store: withSql.store,
    signInThrottle: limits ? createSignInThrottle(limits, withSql.store.shared?.signInFailures) : undefined,
  });
  storesOf.set(app, withSql.store);
  return { app, ...withSql };
}

let counter = 0;
/** Signs up a fresh user, follows the mailed confirmation link (read from the outbox), and returns its token. */
export async function signUp(
  app: ReturnType<typeof createApp>,
  firstName = 'Ada',
  store?: Store,
): Promise<{ token: string; email: string }> {
  counter += 1;
  const email = `${firstName.toLowerCase()}${counter}@example.org`;
  const response = await app.request(
    '/auth/signup',
    jsonRequest('POST', { email, password: 'correct horse battery', firstName, lastName: 'Tester' }),
  );
  if (response.status !== 202) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const outbox = (store ?? storesOf.get(app))?.outbox;
  const mail = await outbox?.latestTo(email);
  const token = mail && confirmationTokenIn(mail.body);
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await app.request('/auth/signup/confirm', jsonRequest('POST', { token }));
  if (confirmed.status !== 201) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return { token: ((await confirmed.json()) as { accessToken: string }).accessToken, email };
}
