import { z } from 'zod';

/**
 * Embedded identity service (sign-up, sign-in, logout) and the user-web service of spec section 7
 * (`GET /me?attributes`, `PUT /userinfo/update`). The bearer token of a session answer never reaches page scripts:
 * the site's /bff proxy moves it into the HttpOnly userToken cookie and answers `SignedIn` instead.
 */

/** The account fetch of spec section 7, `GET {userweb}/me?attributes`: the query asks the service for the attributes. */
export const ME_PATH = '/me?attributes';

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address'));
/**
 * A person's name: no control or bidirectional-formatting characters (a name that reorders or breaks the text around it
 * in the header, the account pages or a mail) and no angle brackets or web address (a name is not a place for links).
 */
const Name = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'is at most 100 characters')
  .refine(
    (name) => !/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(name),
    'must not contain control characters',
  )
  .refine((name) => !/[<>]|:\/\//.test(name), 'must not contain < > or a web address');
/** Only a path on this site; the proxy sanitizes it again before answering it. */
const RedirectTo = z.string().max(2048).optional();

/** The password rules of sign-up, also those of a reset and a change. */
/** The fewest characters a new password has (the site's forms check it before calling). */
export const NEW_PASSWORD_MIN_LENGTH = 10;
export const NewPassword = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, `must have at least ${NEW_PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'is at most 200 characters');

export const SignUpRequest = z.object({
  email: Email,
  password: NewPassword,
  firstName: Name,
  lastName: Name,
  redirectTo: RedirectTo,
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** Sign-up's answer, the same whether the address already has an account or not: the rest goes by e-mail. */
export const SignUpAccepted = z.object({ status: z.literal('confirmation_sent') });
export type SignUpAccepted = z.infer<typeof SignUpAccepted>;

/** The token of the confirmation link a sign-up mailed; following it creates the account and opens a session. */
export const ConfirmSignUpRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'is not a confirmation token'),
  redirectTo: RedirectTo,
});
export type ConfirmSignUpRequest = z.infer<typeof ConfirmSignUpRequest>;

export const SignInRequest = z.object({
  email: Email,
  password: z.string().min(1, 'is required').max(200, 'is at most 200 characters'),
  redirectTo: RedirectTo,
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** Attribute values are plain scalars: display data, preferences, flags. */
const AttributeValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export const UserAttributes = z
  .record(z.string().min(1).max(64), AttributeValue)
  .refine((attributes) => Object.keys(attributes).length <= 50, 'at most 50 attributes');
export type UserAttributes = z.infer<typeof UserAttributes>;

/** What the readable userInfos cookie holds: display data only. */
export const UserInfos = z.object({
  firstName: z.string(),
  lastName: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});
export type UserInfos = z.infer<typeof UserInfos>;

/** The identity service's answer to sign-up and sign-in (between backend and proxy only). */
export const SessionResponse = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.iso.datetime(),
  user: UserInfos,
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** What the browser gets from /bff/auth/signin and /bff/auth/signup through the site's proxy. */
export const SignedIn = z.object({
  user: UserInfos,
  expiresAt: z.string(),
  redirectTo: z.string().nullable(),
});
export type SignedIn = z.infer<typeof SignedIn>;

export const MeResponse = z.object({
  id: z.string(),
  email: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});
export type MeResponse = z.infer<typeof MeResponse>;

export const UserInfoUpdateRequest = z.object({
  attributes: UserAttributes.refine(
    (a) =>
      (a.firstName === undefined || Name.safeParse(a.firstName).success) &&
      (a.lastName === undefined || Name.safeParse(a.lastName).success),
    'firstName and lastName, when given, are names: non-empty, at most 100 characters, no control characters, < > or web address',
  ),
});
export type UserInfoUpdateRequest = z.infer<typeof UserInfoUpdateRequest>;

export const UserInfoUpdateResponse = z.object({ attributes: z.record(z.string(), z.unknown()) });
export type UserInfoUpdateResponse = z.infer<typeof UserInfoUpdateResponse>;
