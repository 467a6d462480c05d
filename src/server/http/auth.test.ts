import { describe, expect, it } from 'vitest';
import { bearer, jsonRequest, signUp, storeEngines, storeTestApp } from './store-test-kit.ts';
import { SessionResponse } from '../../contract/account.ts';

/** The repository suite runs on both engines (SQLite alone, with a warning, where PostgreSQL is not installed). */
const ENGINES = await storeEngines();

describe.each(ENGINES)('identity service (%s)', (engine) => {
  it('signs up, answers a session, and refuses a second account for the same e-mail', async () => {
    const { app } = await storeTestApp(engine);
    const body = { email: 'Grace@Example.org', password: 'a long enough password', firstName: 'Grace', lastName: 'Hopper' };
    const first = await app.request('/auth/signup', jsonRequest('POST', body));
    expect(first.status).toBe(201);
    const session = SessionResponse.parse(await first.json());
    expect(session.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(session.accessToken.length).toBeGreaterThanOrEqual(40);
    const again = await app.request('/auth/signup', jsonRequest('POST', { ...body, email: 'grace@example.org' }));
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('email_taken');
  });

  it('signs in with the right password only, and stores the token hashed', async () => {
    const { app, store } = await storeTestApp(engine);
    const { email } = await signUp(app);
    const wrong = await app.request('/auth/signin', jsonRequest('POST', { email, password: 'not it' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: 'E-mail or password is wrong' } });
    const unknown = await app.request('/auth/signin', jsonRequest('POST', { email: 'nobody@example.org', password: 'x' }));
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

  it('answers 429 with Retry-After after a burst of failures on one account, even with the right password', async () => {
    const { app } = await storeTestApp(engine, { perAccount: 3, perAddress: 100, windowMs: 60_000 });
    const { email } = await signUp(app);
    for (let i = 0; i < 3; i++) {
      expect((await app.request('/auth/signin', jsonRequest('POST', { email, password: `guess-${i}` }))).status).toBe(401);
    }
    const blocked = await app.request('/auth/signin', jsonRequest('POST', { email, password: 'correct horse battery' }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error.code).toBe('too_many_attempts');
  });

  it('answers 429 to an address that tries many accounts', async () => {
    const { app } = await storeTestApp(engine, { perAccount: 100, perAddress: 4, windowMs: 60_000 });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 4; i++) {
      await app.request('/auth/signin', jsonRequest('POST', { email: `victim${i}@example.org`, password: 'x' }, undefined, from('198.51.100.7')));
    }
    const blocked = await app.request('/auth/signin', jsonRequest('POST', { email: 'other@example.org', password: 'x' }, undefined, from('198.51.100.7')));
    expect(blocked.status).toBe(429);
    const elsewhere = await app.request('/auth/signin', jsonRequest('POST', { email: 'other@example.org', password: 'x' }, undefined, from('198.51.100.8')));
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
    const broken = await app.request('/auth/signin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe('invalid_json');
    const short = await app.request('/auth/signup', jsonRequest('POST', { email: 'not-an-email', password: 'short', firstName: '', lastName: 'x' }));
    expect(short.status).toBe(400);
    const message = (await short.json()).error.message as string;
    expect(message).toContain('email: must be an e-mail address');
    expect(message).toContain('password: must have at least 10 characters');
    const huge = await app.request('/auth/signin', jsonRequest('POST', { email: 'a@b.c', password: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
  });
});
