import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { readJsonBody } from './json-body.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import { MeResponse, UserInfoUpdateRequest, UserInfoUpdateResponse } from '../../contract/account.ts';
import { UNSUBSCRIBED_AT } from './notification-settings.ts';

/**
 * Attributes the server keeps itself: the notification subscription changes through PUT /notifications/subscription
 * or the signed link, never through a profile save (it accepted any string there: session 7 audit).
 */
const SERVER_ATTRIBUTES = [UNSUBSCRIBED_AT];

/** The user-web service of spec section 7: the signed-in user's attributes (bearer token). */
export function registerAccount(app: Hono, deps: AppDeps): void {
  documentRoute({ method: 'get', path: '/me', tag: 'user-web', summary: 'The signed-in user and attributes (bearer)', response: MeResponse, errors: { 401: 'No valid token' } });
  documentRoute({ method: 'put', path: '/userinfo/update', tag: 'user-web', summary: 'Update attributes (bearer); the site copies them into the userInfos cookie', body: UserInfoUpdateRequest, response: UserInfoUpdateResponse, errors: { 401: 'No valid token', 415: 'Not application/json' } });
  // `?attributes` asks for the attributes, which this service always includes.
  app.get('/me', async (c) => {
    const { user } = await signedInUser(c, requireStore(deps.store));
    const answer: MeResponse = { id: user.id, email: user.email, attributes: user.attributes };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  app.put('/userinfo/update', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const body = await readJsonBody(c, UserInfoUpdateRequest);
    const merged: Record<string, unknown> = { ...user.attributes, ...body.attributes };
    for (const name of SERVER_ATTRIBUTES) {
      if (name in user.attributes) merged[name] = user.attributes[name];
      else delete merged[name];
    }
    const updated = await store.users.updateAttributes(user.id, merged);
    if (!updated) throw new ApiError(401, 'unauthorized', 'The account no longer exists');
    const answer: UserInfoUpdateResponse = { attributes: updated.attributes };
    return c.json(answer);
  });
}
