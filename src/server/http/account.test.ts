import { describe, expect, it } from 'vitest';
import { bearer, jsonRequest, signUp, storeEngines, storeTestApp } from '../../test-support/store-test-kit.ts';
import { MeResponse, UserInfoUpdateResponse } from '../../contract/account.ts';

/** The repository suite runs on both engines (SQLite alone, with a warning, where PostgreSQL is not installed). */
const ENGINES = await storeEngines();

describe.each(ENGINES)('user-web service (%s)', (engine) => {
  it('answers the signed-in user with attributes, and 401 without a token', async () => {
    const { app } = await storeTestApp(engine);
    expect((await app.request('/me?attributes')).status).toBe(401);
    const { token, email } = await signUp(app, 'Ada');
    const me = MeResponse.parse(await (await app.request('/me?attributes', bearer(token))).json());
    expect(me).toMatchObject({ email, attributes: { firstName: 'Ada', lastName: 'Tester' } });
  });

  it('updates attributes, names included, and keeps the others', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    await app.request('/userinfo/update', jsonRequest('PUT', { attributes: { newsletter: true } }, token));
    const response = await app.request(
      '/userinfo/update',
      jsonRequest('PUT', { attributes: { firstName: 'Augusta', phone: '+1 212 555 0100' } }, token),
    );
    expect(response.status).toBe(200);
    const { attributes } = UserInfoUpdateResponse.parse(await response.json());
    expect(attributes).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Tester',
      newsletter: true,
      phone: '+1 212 555 0100',
    });
    const me = MeResponse.parse(await (await app.request('/me', bearer(token))).json());
    expect(me.attributes.firstName).toBe('Augusta');
  });

  it('refuses an empty first name and nested values with a clear message', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const empty = await app.request('/userinfo/update', jsonRequest('PUT', { attributes: { firstName: ' ' } }, token));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toContain('firstName and lastName');
    const nested = await app.request(
      '/userinfo/update',
      jsonRequest('PUT', { attributes: { address: { city: 'x' } } }, token),
    );
    expect(nested.status).toBe(400);
    // Session 7 audit: a profile save cannot write the server's own subscription attribute.
    await app.request(
      '/userinfo/update',
      jsonRequest('PUT', { attributes: { notificationsUnsubscribedAt: 'yes' } }, token),
    );
    expect(
      await (await app.request('/notifications/subscription', jsonRequest('GET', undefined, token))).json(),
    ).toEqual({ subscribed: true });
    // Session 7 audit: the name rules of sign-up hold for a profile change too.
    for (const lastName of ['Eve\u202e', 'see https://evil.example', 'Eve\nX', 'x'.repeat(101)]) {
      expect(
        (await app.request('/userinfo/update', jsonRequest('PUT', { attributes: { lastName } }, token))).status,
      ).toBe(400);
    }
  });
});
