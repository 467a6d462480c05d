import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  jsonRequest,
  signUp,
  storeEngines,
  storeTestApp,
  storeTestAppWithSql,
} from '../../test-support/store-test-kit.ts';
import { settleAccountMails } from './account-lifecycle.ts';
import { linkTokenIn } from '../identity/account-mail.ts';
import { confirmationTokenIn } from '../identity/sign-up-mail.ts';
import type { Store } from '../store/repositories.ts';

/** The account's lifecycle on both engines (SQLite alone, with a warning, where PostgreSQL is not installed). */
const ENGINES = await storeEngines();
const PASSWORD = 'correct horse battery';

type App = Awaited<ReturnType<typeof storeTestApp>>['app'];

const signIn = (app: App, email: string, password: string) =>
  app.request('/auth/signin', jsonRequest('POST', { email, password }));
const requestReset = (app: App, email: string, lang = 'en') =>
  app.request(
    '/auth/password/reset-request',
    jsonRequest('POST', { email }, undefined, {
      'Accept-Language': lang,
      'X-Public-Origin': 'https://transit.example',
    }),
  );

async function resetToken(app: App, store: Store, email: string): Promise<string> {
  expect((await requestReset(app, email)).status).toBe(202);
  await settleAccountMails();
  const mail = await store.outbox.latestTo(email);
  expect(mail?.subject).toBe('Reset your password');
  expect(mail?.body).toMatch(/https:\/\/transit\.example\/en\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
  return linkTokenIn(mail!.body)!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(ENGINES)('account lifecycle (%s)', (engine) => {
  it('resets a forgotten password through a mailed link that works once, and ends every session', async () => {
    const { app, store, rows } = await storeTestAppWithSql(engine);
    const { email, token: session } = await signUp(app, 'Ada', store);
    const token = await resetToken(app, store, email);
    // Only the token's hash is stored.
    const stored = JSON.stringify(await rows('SELECT * FROM account_tokens'));
    expect(stored).not.toContain(token);
    expect(stored).toMatch(/[0-9a-f]{64}/);
    // Opening the link changes nothing: it shows whose account it is.
    const preview = await app.request(`/auth/password/reset?token=${token}`);
    expect(await preview.json()).toEqual({ email: `${email[0]}***@example.org` });
    const short = await app.request('/auth/password/reset', jsonRequest('POST', { token, password: 'short' }));
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toMatch(/^password: must have at least 10 characters/);
    const reset = await app.request(
      '/auth/password/reset',
      jsonRequest('POST', { token, password: 'a brand new password' }),
    );
    expect(reset.status).toBe(204);
    expect((await app.request('/me', bearer(session))).status).toBe(401);
    expect((await signIn(app, email, PASSWORD)).status).toBe(401);
    expect((await signIn(app, email, 'a brand new password')).status).toBe(200);
    const again = await app.request(
      '/auth/password/reset',
      jsonRequest('POST', { token, password: 'yet another password' }),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid_token');
    expect((await app.request(`/auth/password/reset?token=${token}`)).status).toBe(400);
    expect((await signIn(app, email, 'a brand new password')).status).toBe(200);
  });

  it('refuses a reset link after its hour, and an earlier link once a newer one is mailed', async () => {
    const { app, store } = await storeTestApp(engine);
    const { email } = await signUp(app, 'Ada', store);
    const first = await resetToken(app, store, email);
    const second = await resetToken(app, store, email);
    expect(
      (
        await app.request(
          '/auth/password/reset',
          jsonRequest('POST', { token: first, password: 'a brand new password' }),
        )
      ).status,
    ).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    expect((await app.request(`/auth/password/reset?token=${second}`)).status).toBe(400);
    expect(
      (
        await app.request(
          '/auth/password/reset',
          jsonRequest('POST', { token: second, password: 'a brand new password' }),
        )
      ).status,
    ).toBe(400);
    vi.useRealTimers();
    expect((await signIn(app, email, PASSWORD)).status).toBe(200);
  });

  it('answers a reset request for an unknown address exactly as for an account, before looking the address up', async () => {
    const { app, store } = await storeTestApp(engine);
    const { email } = await signUp(app, 'Ada', store);
    const known = await requestReset(app, email);
    const unknown = await requestReset(app, 'nobody-here@example.org');
    expect(unknown.status).toBe(known.status);
    expect([...unknown.headers].sort()).toEqual([...known.headers].sort());
    expect(await unknown.text()).toBe(await known.text());
    // The answer leaves before the account is looked up, so its timing cannot tell the two apart: with the lookup
    // held, both requests are still answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookup = store.users.findByEmail.bind(store.users);
    store.users.findByEmail = async (address) => {
      await held;
      return lookup(address);
    };
    const answered = await Promise.race([
      Promise.all([requestReset(app, email), requestReset(app, 'nobody-else@example.org')]).then((answers) =>
        answers.map((a) => a.status),
      ),
      new Promise((resolve) => setTimeout(() => resolve('waited for the lookup'), 2000)),
    ]);
    release();
    expect(answered).toEqual([202, 202]);
    await settleAccountMails();
    expect(await store.outbox.latestTo('nobody-here@example.org')).toBeUndefined();
  });

  it('mails one address at most three reset links in a quarter of an hour', async () => {
    const { app, store } = await storeTestApp(engine);
    const { email } = await signUp(app, 'Ada', store);
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) {
      expect((await requestReset(app, email)).status).toBe(202);
      await settleAccountMails();
      tokens.add(linkTokenIn((await store.outbox.latestTo(email))!.body)!);
    }
    expect(tokens.size).toBe(3);
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const { app, store } = await storeTestApp(engine, { perAccountAddress: 3, perAddress: 50, windowMs: 60_000 });
    const { email, token: here } = await signUp(app, 'Ada', store);
    const other = ((await (await signIn(app, email, PASSWORD)).json()) as { accessToken: string }).accessToken;
    const change = (currentPassword: string) =>
      app.request('/auth/password', jsonRequest('PUT', { currentPassword, newPassword: 'a brand new password' }, here));
    const wrong = await change('not my password');
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.code).toBe('wrong_password');
    expect((await app.request('/me', bearer(here))).status).toBe(200);
    expect((await change(PASSWORD)).status).toBe(204);
    expect((await app.request('/me', bearer(here))).status).toBe(200);
    expect((await app.request('/me', bearer(other))).status).toBe(401);
    expect((await signIn(app, email, PASSWORD)).status).toBe(401);
    expect((await signIn(app, email, 'a brand new password')).status).toBe(200);
  });

  it('throttles wrong current passwords like wrong sign-ins, on the same count', async () => {
    const { app, store } = await storeTestApp(engine, { perAccountAddress: 3, perAddress: 50, windowMs: 60_000 });
    const { email, token } = await signUp(app, 'Ada', store);
    const change = (currentPassword: string) =>
      app.request(
        '/auth/password',
        jsonRequest('PUT', { currentPassword, newPassword: 'a brand new password' }, token, {
          'X-Forwarded-For': '203.0.113.9',
        }),
      );
    expect((await change('guess one')).status).toBe(403);
    expect((await change('guess two')).status).toBe(403);
    expect(
      (
        await app.request(
          '/auth/signin',
          jsonRequest('POST', { email, password: 'guess three' }, undefined, { 'X-Forwarded-For': '203.0.113.9' }),
        )
      ).status,
    ).toBe(401);
    const blocked = await change(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const deletion = await app.request(
      '/me',
      jsonRequest('DELETE', { password: PASSWORD }, token, { 'X-Forwarded-For': '203.0.113.9' }),
    );
    expect(deletion.status).toBe(429);
  });

  it('deletes the account and everything kept for it in one go; the address can sign up again', async () => {
    const { app, store, rows, tables } = await storeTestAppWithSql(engine);
    const { email, token } = await signUp(app, 'Ada', store);
    const neighbour = await signUp(app, 'Bob', store);
    const { id } = (await (await app.request('/me', bearer(token))).json()) as { id: string };
    // Something in every kind of table: favourites, a cart of its own and an anonymous one of its address,
    // a notification, settings, a reset link, a pending sign-up and a failed sign-in of its address.
    expect(
      (await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'LINE', id: 'subway:A' }, token))).status,
    ).toBeLessThan(300);
    const [product] = await store.carts.listProducts();
    await store.carts.addProduct({ userId: id }, product.id, 1);
    await store.carts.addProduct({ email }, product.id, 1);
    await rows(
      `INSERT INTO notifications (id, user_id, labels, action_type, action_parameters, position, created_at) VALUES ('n-${id}', '${id}', '{}', 'NONE', '{}', 0, '2026-01-01T00:00:00Z')`,
    );
    await app.request('/notifications/subscription', jsonRequest('PUT', { subscribed: false }, token));
    await requestReset(app, email);
    await settleAccountMails();
    await app.request(
      '/auth/signup',
      jsonRequest('POST', { email, password: 'a long enough password', firstName: 'Ada', lastName: 'Again' }),
    );
    await signIn(app, email, 'a wrong password');

    const wrong = await app.request('/me', jsonRequest('DELETE', { password: 'not it' }, token));
    expect(wrong.status).toBe(403);
    expect((await app.request('/me', bearer(token))).status).toBe(200);
    expect((await app.request('/me', jsonRequest('DELETE', { password: PASSWORD }, token))).status).toBe(204);

    expect((await app.request('/me', bearer(token))).status).toBe(401);
    const left: string[] = [];
    for (const table of await tables()) {
      for (const row of await rows(`SELECT * FROM ${table}`)) {
        const text = JSON.stringify(row).toLowerCase();
        if (text.includes(id) || text.includes(email.toLowerCase())) left.push(`${table}: ${text}`);
      }
    }
    expect(left).toEqual([]);
    expect((await signIn(app, email, PASSWORD)).status).toBe(401);
    // The neighbour is untouched.
    expect((await app.request('/me', bearer(neighbour.token))).status).toBe(200);
    // The address is free again.
    expect(
      (
        await app.request(
          '/auth/signup',
          jsonRequest('POST', { email, password: 'a long enough password', firstName: 'Ada', lastName: 'Back' }),
        )
      ).status,
    ).toBe(202);
    const confirm = confirmationTokenIn((await store.outbox.latestTo(email))!.body)!;
    expect((await app.request('/auth/signup/confirm', jsonRequest('POST', { token: confirm }))).status).toBe(201);
  });

  it('moves the account to a new address confirmed from that address, and tells the old one', async () => {
    const { app, store } = await storeTestApp(engine);
    const { email, token } = await signUp(app, 'Ada', store);
    const taken = await signUp(app, 'Bob', store);
    const ask = (newEmail: string, password = PASSWORD) =>
      app.request(
        '/auth/email',
        jsonRequest('POST', { newEmail, password }, token, {
          'Accept-Language': 'en',
          'X-Public-Origin': 'https://transit.example',
        }),
      );
    expect((await ask('ada.new@example.org', 'not it')).status).toBe(403);
    expect((await ask(email)).status).toBe(400);
    // An address with an account gets nothing, and the answer is the same.
    const before = await store.outbox.latestTo(taken.email);
    const takenAnswer = await ask(taken.email);
    const fresh = await ask('ada.new@example.org');
    expect(takenAnswer.status).toBe(202);
    expect(await takenAnswer.text()).toBe(await fresh.text());
    expect(await store.outbox.latestTo(taken.email)).toEqual(before);
    const mail = await store.outbox.latestTo('ada.new@example.org');
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    expect(mail?.body).toMatch(/https:\/\/transit\.example\/en\/confirm-email\?token=/);
    const link = linkTokenIn(mail!.body)!;
    expect(await (await app.request(`/auth/email/confirm?token=${link}`)).json()).toEqual({
      email: 'a***@example.org',
    });
    // Nothing changed yet.
    expect((await signIn(app, email, PASSWORD)).status).toBe(200);
    expect(
      (
        await app.request(
          '/auth/email/confirm',
          jsonRequest('POST', { token: link }, undefined, { 'Accept-Language': 'en' }),
        )
      ).status,
    ).toBe(204);
    expect((await app.request('/auth/email/confirm', jsonRequest('POST', { token: link }))).status).toBe(400);
    expect((await store.outbox.latestTo(email))?.subject).toBe('Your account’s e-mail address has changed');
    expect((await signIn(app, email, PASSWORD)).status).toBe(401);
    expect((await signIn(app, 'ada.new@example.org', PASSWORD)).status).toBe(200);
    expect(((await (await app.request('/me', bearer(token))).json()) as { email: string }).email).toBe(
      'ada.new@example.org',
    );
  });

  it('checks the phone number as an international number and names the field in the caller’s language', async () => {
    const { app, store } = await storeTestApp(engine);
    const { token } = await signUp(app, 'Ada', store);
    const save = (phone: unknown, lang = 'en') =>
      app.request(
        '/userinfo/update',
        jsonRequest('PUT', { attributes: { phone } }, token, { 'Accept-Language': lang }),
      );
    const refused = await save('not a phone ###');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: { code: 'invalid_phone', message: expect.stringMatching(/^phone: enter a valid international number/) },
    });
    expect(((await (await save('0612345678', 'de')).json()) as { error: { message: string } }).error.message).toMatch(
      /^phone: Geben Sie eine gültige internationale Nummer/,
    );
    expect((await save(612345678)).status).toBe(422);
    const saved = await save('+33612345678');
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { attributes: { phone: string } }).attributes.phone).toBe('+33 6 12 34 56 78');
    expect((await save('')).status).toBe(200);
  });

  it('shows a sign-up confirmation link without using it; once used, it is refused', async () => {
    const { app, store } = await storeTestApp(engine);
    await app.request(
      '/auth/signup',
      jsonRequest('POST', {
        email: 'grace@example.org',
        password: 'a long enough password',
        firstName: 'Grace',
        lastName: 'Hopper',
      }),
    );
    const token = confirmationTokenIn((await store.outbox.latestTo('grace@example.org'))!.body)!;
    const preview = await app.request(`/auth/signup/confirm?token=${token}`);
    expect(await preview.json()).toEqual({ email: 'g***@example.org' });
    expect((await app.request(`/auth/signup/confirm?token=${token}`)).status).toBe(200);
    expect(await store.users.findByEmail('grace@example.org')).toBeUndefined();
    expect((await app.request('/auth/signup/confirm', jsonRequest('POST', { token }))).status).toBe(201);
    expect((await app.request(`/auth/signup/confirm?token=${token}`)).status).toBe(400);
  });
});
