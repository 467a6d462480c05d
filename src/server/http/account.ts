import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { readJsonBody, requestLocale } from './json-body.ts';
import { internationalPhone } from '../../domain/phone-number.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import { MeResponse, UserInfoUpdateRequest, UserInfoUpdateResponse } from '../../contract/account.ts';
import { UNSUBSCRIBED_AT } from './notification-settings.ts';

/**
 * Attributes the server keeps itself: the notification subscription changes through PUT /notifications/subscription
 * or the signed link, never through a profile save (it accepted any string there: session 7 audit).
 */
const SERVER_ATTRIBUTES = [UNSUBSCRIBED_AT];

/** Why a phone number is refused, in the caller's language (the account form shows it under the field). */
const INVALID_PHONE: Record<string, string> = {
  fr: 'phone : saisissez un numéro international valide, avec l’indicatif du pays (par exemple +33 6 12 34 56 78)',
  en: 'phone: enter a valid international number, with the country code (for example +1 212 555 0100)',
  es: 'phone: introduzca un número internacional válido, con el prefijo del país (por ejemplo +34 612 34 56 78)',
  it: 'phone: inserisci un numero internazionale valido, con il prefisso del paese (ad esempio +39 312 345 6789)',
  de: 'phone: Geben Sie eine gültige internationale Nummer mit Ländervorwahl ein (zum Beispiel +49 30 901820)',
};

/** The phone attribute in its international format ('' clears it); 422 naming the field when it is not a phone number. */
function validPhone(attributes: Record<string, unknown>, lang: string): { phone?: string } {
  if (!('phone' in attributes) || attributes.phone === null || attributes.phone === '') return {};
  const phone = typeof attributes.phone === 'string' ? internationalPhone(attributes.phone) : undefined;
  if (!phone) throw new ApiError(422, 'invalid_phone', INVALID_PHONE[lang] ?? INVALID_PHONE.fr);
  return { phone };
}

/** The user-web service of spec section 7: the signed-in user's attributes (bearer token). */
export function registerAccount(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/me',
    tag: 'user-web',
    summary: 'The signed-in user and attributes (bearer)',
    response: MeResponse,
    errors: { 401: 'No valid token' },
  });
  documentRoute({
    method: 'put',
    path: '/userinfo/update',
    tag: 'user-web',
    summary: 'Update attributes (bearer); the site copies them into the userInfos cookie',
    body: UserInfoUpdateRequest,
    response: UserInfoUpdateResponse,
    errors: {
      401: 'No valid token',
      415: 'Not application/json',
      422: 'phone is not a valid international phone number (invalid_phone; the message is in the Accept-Language language)',
    },
  });
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
    const merged: Record<string, unknown> = {
      ...user.attributes,
      ...body.attributes,
      ...validPhone(body.attributes, requestLocale(c)),
    };
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
