import { describe, expect, it } from 'vitest';
import { bearer, jsonRequest, signUp, storeEngines, storeTestApp } from '../../test-support/store-test-kit.ts';
import { SessionResponse } from '../../contract/account.ts';
import { confirmationTokenIn } from '../identity/sign-up-mail.ts';

/** The repository suite runs on both engines (SQLite alone, with a warning, where PostgreSQL is not installed). */
const ENGINES = await storeEngines();

describe.each(ENGINES)('identity service (%s)', (engine) => {
  it('signs up through a mailed confirmation link that creates the account and opens a session, once', async () => {
    const { app, store } = await storeTestApp(engine);
    const body = {
      email: 'Grace@Example.org',
      password: 'a long enough password',
      firstName: 'Grace',
      lastName: 'Hopper',
    };
    const first = await app.request(
      '/auth/signup',
      jsonRequest('POST', body, undefined, { 'Accept-Language': 'en', 'X-Public-Origin': 'https://transit.example' }),
    );
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'confirmation_sent' });
    // No account before the link is followed.
    expect(await store.users.findByEmail('grace@example.org')).toBeUndefined();
    const mail = await store.outbox.latestTo('grace@example.org');
    expect(mail?.subject).toBe('Confirm your new account');
    expect(mail?.body).toMatch(/https:\/\/transit\.example\/en\/signedin\?confirm=[A-Za-z0-9_-]{40,}/);
    const token = confirmationTokenIn(mail!.body)!;
    const confirmed = await app.request('/auth/signup/confirm', jsonRequest('POST', { token }));
    expect(confirmed.status).toBe(201);
    const session = SessionResponse.parse(await confirmed.json());
    expect(session.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect((await app.request('/me', bearer(session.accessToken))).status).toBe(200);
    const again = await app.request('/auth/signup/confirm', jsonRequest('POST', { token }));
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid_confirmation');
  });

  it('never mails the name a sign-up chose, and refuses names that carry links or control characters (session 7 audit)', async () => {
    const { app, store } = await storeTestApp(engine);
    const signUpAs = (firstName: string, email: string) =>
      app.request(
        '/auth/signup',
        jsonRequest('POST', { email, password: 'a long enough password', firstName, lastName: 'Prize' }, undefined, {
          'Accept-Language': 'en',
        }),
      );
    expect((await signUpAs('Winner', 'victim@example.org')).status).toBe(202);
    const mail = await store.outbox.latestTo('victim@example.org');
    expect(mail?.body.startsWith('Hello,\n')).toBe(true);
    expect(mail?.body).not.toContain('Winner');
    for (const name of [
      'claim at https://evil.example',
      'Eve\n\nYour prize: evil.example',
      '<a href=x>Eve</a>',
      'Eve\u202eelif',
      'Eve\u0000',
    ]) {
      const refused = await signUpAs(name, 'victim2@example.org');
      expect({ name, status: refused.status }).toEqual({ name, status: 400 });
      expect((await refused.json()).error.message).toMatch(/^firstName/);
    }
    expect(await store.outbox.latestTo('victim2@example.org')).toBeUndefined();
    expect((await signUpAs('José-María O’Brien', 'jose@example.org')).status).toBe(202);
  });

  it('answers a sign-up for a registered e-mail exactly like a new one, and tells only the owner by mail', async () => {
    const { app, store } = await storeTestApp(engine);
    const { email } = await signUp(app, 'Ada', store);
    const fresh = await app.request(
      '/auth/signup',
      jsonRequest('POST', {
        email: 'nobody-yet@example.org',
        password: 'a long enough password',
        firstName: 'N',
        lastName: 'Y',
      }),
    );
    const taken = await app.request(
      '/auth/signup',
      jsonRequest('POST', {
        email: email.toUpperCase(),
        password: 'another long password',
        firstName: 'Mallory',
        lastName: 'X',
      }),
    );
    expect(taken.status).toBe(fresh.status);
    expect([...taken.headers].sort()).toEqual([...fresh.headers].sort());
    expect(await taken.text()).toBe(await fresh.text());
    const notice = await store.outbox.latestTo(email);
    expect(notice?.subject).toBe('Vous avez déjà un compte');
    expect(confirmationTokenIn(notice!.body)).toBeUndefined();
    // The owner's password is unchanged.
    expect(
      (await app.request('/auth/signin', jsonRequest('POST', { email, password: 'correct horse battery' }))).status,
    ).toBe(200);
  });

  it('refuses a made-up or malformed confirmation token', async () => {
    const { app } = await storeTestApp(engine);
    expect((await app.request('/auth/signup/confirm', jsonRequest('POST', { token: 'x'.repeat(43) }))).status).toBe(
      400,
    );
    const malformed = await app.request('/auth/signup/confirm', jsonRequest('POST', { token: '<script>' }));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('invalid_request');
  });

  it('signs in with the right password only, and stores the token hashed', async () => {
    const { app, store } = await storeTestApp(engine);
    const { email } = await signUp(app);
    const wrong = await app.request('/auth/signin', jsonRequest('POST', { email, password: 'not it' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'E-mail or password is wrong' },
    });
    const unknown = await app.request(
      '/auth/signin',
      jsonRequest('POST', { email: 'nobody@example.org', password: 'x' }),
    );
    expect(unknown.status).toBe(401);
    const right = await app.request('/auth/signin', jsonRequest('POST', { email, password: 'correct horse battery' }));
    expect(right.status).toBe(200);
    const { accessToken } = SessionResponse.parse(await right.json());
    expect(await store.sessions.findActive(accessToken, new Date().toISOString())).toBeUndefined();
    const me = await app.request('/me?attributes', bearer(accessToken));
    expect(me.status).toBe(200);
  });

  it('revokes the token on logout: the same token is refused afterwards', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    expect((await app.request('/auth/logout', { method: 'POST', ...bearer(token) })).status).toBe(204);
    const me = await app.request('/me', bearer(token));
    expect(me.status).toBe(401);
    expect((await app.request('/api/v1/favorites', bearer(token))).status).toBe(401);
    expect((await app.request('/auth/logout', { method: 'POST', ...bearer(token) })).status).toBe(401);
  });

  it('answers 429 with Retry-After after a burst of failures on one account from one address, even with the right password', async () => {
    const { app } = await storeTestApp(engine, { perAccountAddress: 3, perAddress: 100, windowMs: 60_000 });
    const { email } = await signUp(app);
    const attacker = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < 3; i++) {
      expect(
        (await app.request('/auth/signin', jsonRequest('POST', { email, password: `guess-${i}` }, undefined, attacker)))
          .status,
      ).toBe(401);
    }
    const blocked = await app.request(
      '/auth/signin',
      jsonRequest('POST', { email, password: 'correct horse battery' }, undefined, attacker),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error.code).toBe('too_many_attempts');
    // The traveller, at their own address, still signs in.
    const traveller = await app.request(
      '/auth/signin',
      jsonRequest('POST', { email, password: 'correct horse battery' }, undefined, {
        'X-Forwarded-For': '198.51.100.20',
      }),
    );
    expect(traveller.status).toBe(200);
  });

  it('answers 429 to an address that tries many accounts', async () => {
    const { app } = await storeTestApp(engine, { perAccountAddress: 100, perAddress: 4, windowMs: 60_000 });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 4; i++) {
      await app.request(
        '/auth/signin',
        jsonRequest('POST', { email: `victim${i}@example.org`, password: 'x' }, undefined, from('198.51.100.7')),
      );
    }
    const blocked = await app.request(
      '/auth/signin',
      jsonRequest('POST', { email: 'other@example.org', password: 'x' }, undefined, from('198.51.100.7')),
    );
    expect(blocked.status).toBe(429);
    const elsewhere = await app.request(
      '/auth/signin',
      jsonRequest('POST', { email: 'other@example.org', password: 'x' }, undefined, from('198.51.100.8')),
    );
    expect(elsewhere.status).toBe(401);
  });

  it('refuses other content types (415), broken JSON and bad fields (400 naming the field), and huge bodies (413)', async () => {
    const { app } = await storeTestApp(engine);
    const form = await app.request('/auth/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.c&password=x',
    });
    expect(form.status).toBe(415);
    const broken = await app.request('/auth/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe('invalid_json');
    const short = await app.request(
      '/auth/signup',
      jsonRequest('POST', { email: 'not-an-email', password: 'short', firstName: '', lastName: 'x' }),
    );
    expect(short.status).toBe(400);
    const message = (await short.json()).error.message as string;
    expect(message).toContain('email: must be an e-mail address');
    expect(message).toContain('password: must have at least 10 characters');
    const huge = await app.request(
      '/auth/signin',
      jsonRequest('POST', { email: 'a@b.c', password: 'x'.repeat(70_000) }),
    );
    expect(huge.status).toBe(413);
  });
});
