import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  freshDatabase,
  sampleNetwork,
  signalNode,
  startNode,
  stopNode,
  waitUntilReady,
  type SharedDatabase,
  type SiteNode,
} from './site-nodes.ts';

/**
 * Two site nodes behind an imaginary load balancer, on one PostgreSQL database: whatever one node writes or decides
 * (session, favourites, failed sign-ins, rate-limit buckets, sign-out) holds on the other, and a node killed with
 * SIGKILL while writing loses no write it had acknowledged. Real `npm start` processes of the built site, real
 * PostgreSQL. The nodes trust 127.0.0.1 as their balancer, so each test is a visitor of its own (X-Forwarded-For).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let database: SharedDatabase | undefined;
let network: ReturnType<typeof sampleNetwork> | undefined;
let a: SiteNode;
let b: SiteNode;

test.beforeAll(async () => {
  database = await freshDatabase();
  if (!database) {
    if (process.env.CI)
      throw new Error('PostgreSQL is not installed: CI must run the two-node test (.ci/run installs it)');
    return;
  }
  network = sampleNetwork();
  const env = {
    ...network.env,
    DATABASE_URL: database.url,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    RATE_LIMIT_PLACE_SEARCH: '6/600',
  };
  // Both start at once on an empty database: the migrations run once, behind PostgreSQL's advisory lock.
  [a, b] = await Promise.all([startNode('node A', env), startNode('node B', env)]);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
});

test.afterAll(async () => {
  await Promise.all([a && stopNode(a), b && stopNode(b)]);
  await database?.drop();
  network?.remove();
});

let visitors = 0;
/** The address the balancer reports for the current test's visitor. */
let visitor = '';

test.beforeEach(() => {
  test.skip(!database, 'PostgreSQL is not installed here (CI installs it)');
  visitor = `198.51.100.${++visitors}`;
});

const password = 'a long enough password';

/** The site's same-origin API as a browser calls it through the balancer: JSON, Origin, the session cookie when given. */
function call(
  node: SiteNode,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  from = visitor,
): Promise<Response> {
  return fetch(`${node.origin}/bff${path}`, {
    method,
    headers: {
      'X-Forwarded-For': from,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(method === 'GET' ? {} : { Origin: node.origin }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function sessionCookie(response: Response): string {
  const token = response.headers.getSetCookie().find((c) => c.startsWith('userToken='));
  expect(token, 'the sign-in answer sets the session cookie').toBeTruthy();
  return token!.split(';')[0];
}

/** Sign-up mails a confirmation link (to the shared database's outbox); following it opens the session. */
async function signUp(node: SiteNode, email: string): Promise<string> {
  expect(
    (await call(node, 'POST', '/auth/signup', { email, password, firstName: 'Nora', lastName: 'Node' })).status,
  ).toBe(202);
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  const { rows } = await client.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [email],
  );
  await client.end();
  const token = /[?&]confirm=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
  // Followed through the other node: the pending sign-up lives in the shared database.
  const response = await call(node === a ? b : a, 'POST', '/auth/signup/confirm', { token });
  expect(response.status).toBe(201);
  return sessionCookie(response);
}

function freshEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

test('both nodes are live and ready on the shared database', async () => {
  for (const node of [a, b]) {
    const health = await fetch(`${node.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${node.origin}/readyz`);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const readiness = await ready.json();
    expect(readiness).toMatchObject({ status: 'ready', checks: { network: 'ok', database: 'ok' } });
    // Each node says which version of each feed it serves.
    expect(readiness.feeds).toEqual([expect.objectContaining({ id: 'sample', version: expect.any(String) })]);
  }
});

test('a session opened on A works on B, a favourite written on A is read on B, a sign-out on B ends it on A', async ({
  browser,
}) => {
  const email = freshEmail('session');
  const cookie = await signUp(a, email);
  const me = await call(b, 'GET', '/me', undefined, cookie);
  expect(me.status).toBe(200);
  expect((await me.json()).email).toBe(email);

  const added = await call(a, 'POST', '/api/v1/favorites', { type: 'LINE', id: 'sample:line-on-a' }, cookie);
  expect(added.status).toBe(201);
  const onB = await (await call(b, 'GET', '/api/v1/favorites', undefined, cookie)).json();
  expect(onB.favoriteLines.map((f: { line: { id: string } }) => f.line.id)).toEqual(['sample:line-on-a']);

  // A browser signed in through A opens B's favourites page (cookies are per host, not per port: one site).
  const context = await browser.newContext();
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: b.origin, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const response = await page.goto(`${b.origin}/en/account/favorites`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/en/account/favorites');
  await context.close();

  expect((await call(b, 'POST', '/auth/logout', undefined, cookie)).status).toBe(204);
  expect((await call(a, 'GET', '/me', undefined, cookie)).status).toBe(401);
});

test('a client’s rate-limit bucket is shared by both nodes', async () => {
  for (const node of [a, b, a, b, a, b])
    expect((await call(node, 'GET', '/api/v1/places?search=airport')).status).toBe(200);
  for (const node of [a, b]) {
    const limited = await call(node, 'GET', '/api/v1/places?search=airport');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  // Another visitor behind the same balancer has a bucket of its own.
  expect((await call(a, 'GET', '/api/v1/places?search=airport', undefined, undefined, '203.0.113.77')).status).toBe(
    200,
  );
});

test('an unsubscribe link signed by A opens on B: without LINK_SIGNING_SECRET the secret lives in the shared database', async () => {
  const cookie = await signUp(a, freshEmail('unsubscribe'));
  const link = await call(a, 'GET', '/notifications/unsubscribe-link', undefined, cookie);
  expect(link.status).toBe(200);
  const query = new URL((await link.json()).path, a.origin).search;
  const checked = await call(b, 'GET', `/notifications/unsubscribe${query}`);
  expect(checked.status).toBe(200);
  expect((await checked.json()).subscribed).toBe(true);
});

test('failed sign-ins are counted across both nodes', async () => {
  const email = freshEmail('throttle');
  await signUp(a, email);
  // Five failures for one account from one address within the window (README), spread over the two nodes.
  for (const node of [a, b, a, b, a]) {
    expect((await call(node, 'POST', '/auth/signin', { email, password: 'not the password' })).status).toBe(401);
  }
  for (const node of [b, a]) {
    const blocked = await call(node, 'POST', '/auth/signin', { email, password });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.code).toBe('too_many_attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});

test('a node killed with SIGKILL while writing favourites loses no acknowledged write', async () => {
  const cookie = await signUp(b, freshEmail('kill'));
  const acknowledged: string[] = [];
  let failed = 0;
  let next = 0;
  let killed = false;
  // Four writers on A; A is killed once 40 writes are acknowledged, with others in flight. Each writer stops at its
  // first refused connection.
  async function writer() {
    while (next < 2000) {
      const id = `sample:kill-${next++}`;
      try {
        const response = await call(a, 'POST', '/api/v1/favorites', { type: 'LINE', id }, cookie);
        expect(response.status).toBe(201);
        acknowledged.push(id);
      } catch (error) {
        if (!killed) throw error;
        failed++;
        return;
      }
      if (!killed && acknowledged.length >= 40) {
        killed = true;
        signalNode(a, 'SIGKILL');
      }
    }
  }
  await Promise.all([writer(), writer(), writer(), writer()]);
  expect(killed).toBe(true);
  expect(failed, 'every writer saw A die').toBe(4);
  const kept = await (await call(b, 'GET', '/api/v1/favorites', undefined, cookie)).json();
  const ids = new Set(kept.favoriteLines.map((f: { line: { id: string } }) => f.line.id));
  expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  expect(ids.size).toBeGreaterThanOrEqual(acknowledged.length);
});
