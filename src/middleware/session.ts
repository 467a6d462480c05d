import type { AstroCookies } from 'astro';
import { ssrBff } from '../bff-client/ssr-bff.ts';
import { ME_PATH, MeResponse } from '../contract/account.ts';
import type { Deadline } from '../upstream/deadline.ts';
import { isHttps } from '../gateway/auth-cookies.ts';

export const USER_TOKEN_COOKIE = 'userToken';
export const USER_INFOS_COOKIE = 'userInfos';

export interface SessionUser {
  firstName?: string;
  lastName?: string;
}

type CookieSource = { cookies: AstroCookies };
type RequestSource = CookieSource & { request: Request; locals?: { lang?: string; deadline?: Deadline } };

/** Both sign-in cookies are present (spec section 4): enough to greet the user, not to trust them. */
function hasSessionCookies(context: CookieSource): boolean {
  return (
    Boolean(context.cookies.get(USER_TOKEN_COOKIE)?.value) && Boolean(context.cookies.get(USER_INFOS_COOKIE)?.value)
  );
}

const SESSION_CHECK_TIMEOUT_MS = 3000;
/** One check per request, however many guards ask. */
const checks = new WeakMap<Request, Promise<boolean>>();

/**
 * Signed in means the identity service accepts the userToken cookie's token right now (a server-side session that
 * is neither expired nor signed out), asked through the BFF contract's `GET /me`: in-process in embedded mode.
 * A refused token drops both cookies so the next page shows the signed-out header.
 */
export function isSignedIn(context: RequestSource): Promise<boolean> {
  const token = context.cookies.get(USER_TOKEN_COOKIE)?.value;
  if (!token) return Promise.resolve(false);
  let check = checks.get(context.request);
  if (!check) {
    check = ssrBff({ token, lang: context.locals?.lang, deadline: context.locals?.deadline })
      .request(ME_PATH, MeResponse, { timeoutMs: SESSION_CHECK_TIMEOUT_MS })
      .then((result) => {
        if (!result.ok && result.status === 401) {
          const secure = isHttps(context.request);
          context.cookies.delete(USER_TOKEN_COOKIE, { path: '/', secure, httpOnly: true });
          context.cookies.delete(USER_INFOS_COOKIE, { path: '/', secure });
        }
        return result.ok;
      });
    checks.set(context.request, check);
  }
  return check;
}

/** The user's names from the userInfos cookie (JSON attributes), or null when not signed in. Display data only. */
export function readSessionUser(context: CookieSource): SessionUser | null {
  if (!hasSessionCookies(context)) return null;
  try {
    const attributes = JSON.parse(context.cookies.get(USER_INFOS_COOKIE)?.value ?? '{}') as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { firstName: text(attributes.firstName), lastName: text(attributes.lastName) };
  } catch {
    return {};
  }
}
