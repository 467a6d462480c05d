import { createApp } from './app.ts';
import { openSqliteStore } from '../store/sqlite-store.ts';
import { createSignInThrottle, type ThrottleLimits } from '../identity/sign-in-throttle.ts';
import type { Store } from '../store/repositories.ts';

/** Test kit for the account/store services: an app over a fresh in-memory database, and request shorthands. */
export function storeTestApp(limits?: ThrottleLimits): { app: ReturnType<typeof createApp>; store: Store } {
  const store = openSqliteStore(':memory:');
  const app = createApp({ store, signInThrottle: limits ? createSignInThrottle(limits) : undefined });
  return { app, store };
}

export function jsonRequest(method: string, body: unknown, token?: string, headers: Record<string, string> = {}): RequestInit {
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

let counter = 0;
/** Signs up a fresh user and returns its token. */
export async function signUp(app: ReturnType<typeof createApp>, firstName = 'Ada'): Promise<{ token: string; email: string }> {
  counter += 1;
  const email = `${firstName.toLowerCase()}${counter}@example.org`;
  const response = await app.request(
    '/auth/signup',
    jsonRequest('POST', { email, password: 'correct horse battery', firstName, lastName: 'Tester' }),
  );
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { token: ((await response.json()) as { accessToken: string }).accessToken, email };
}
