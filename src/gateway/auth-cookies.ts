/**
 * The two sign-in cookies of the spec: `userToken` (the bearer token; HttpOnly so page scripts never read it) and
 * `userInfos` (display data only: firstName, lastName, attributes; readable so islands can greet the user).
 */
export const USER_TOKEN_COOKIE = 'userToken';
export const USER_INFOS_COOKIE = 'userInfos';

export interface UserInfos {
  firstName: string;
  lastName: string;
  attributes: Record<string, unknown>;
}

interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  expires: Date;
  domain?: string;
}

function serialize(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Expires=${options.expires.toUTCString()}`,
    'SameSite=Lax',
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Secure cookies only when the site is served over https (directly or behind a TLS-terminating proxy). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export function signInCookies(
  session: { accessToken: string; expiresAt: string; user: UserInfos },
  options: { secure: boolean; domain?: string },
): string[] {
  const expires = new Date(session.expiresAt);
  return [
    serialize(USER_TOKEN_COOKIE, session.accessToken, {
      httpOnly: true,
      secure: options.secure,
      expires,
      domain: options.domain,
    }),
    userInfosCookie(session.user, { ...options, expires }),
  ];
}

/** Browsers drop cookies past about 4 KiB: beyond this, only the names travel in userInfos. */
const MAX_USER_INFOS_BYTES = 3000;

export function userInfosCookie(user: UserInfos, options: { secure: boolean; expires: Date; domain?: string }): string {
  let display: UserInfos = { firstName: user.firstName, lastName: user.lastName, attributes: user.attributes };
  if (encodeURIComponent(JSON.stringify(display)).length > MAX_USER_INFOS_BYTES) {
    display = {
      firstName: user.firstName,
      lastName: user.lastName,
      attributes: { firstName: user.firstName, lastName: user.lastName },
    };
  }
  return serialize(USER_INFOS_COOKIE, JSON.stringify(display), { httpOnly: false, ...options });
}

export function signOutCookies(options: { secure: boolean; domain?: string }): string[] {
  const past = new Date(0);
  return [
    serialize(USER_TOKEN_COOKIE, '', { httpOnly: true, secure: options.secure, expires: past, domain: options.domain }),
    serialize(USER_INFOS_COOKIE, '', {
      httpOnly: false,
      secure: options.secure,
      expires: past,
      domain: options.domain,
    }),
  ];
}

/** Reads one cookie from a Cookie request header. */
/**
 * The token of a userToken cookie as it may go into `Authorization: Bearer`: visible ASCII only. A cookie forged with
 * other characters (a decoded %EF%BF%BF) would make the header throw mid-page; it counts as no token instead.
 */
export function bearerTokenOf(cookieValue: string | undefined): string | undefined {
  return cookieValue && /^[\x21-\x7e]{1,4096}$/.test(cookieValue) ? cookieValue : undefined;
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Parses the userInfos cookie value; anything malformed counts as absent. */
export function parseUserInfos(value: string | undefined): UserInfos | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<UserInfos>;
    if (typeof parsed?.firstName !== 'string' || typeof parsed?.lastName !== 'string') return undefined;
    const attributes = parsed.attributes && typeof parsed.attributes === 'object' ? parsed.attributes : {};
    return { firstName: parsed.firstName, lastName: parsed.lastName, attributes };
  } catch {
    return undefined;
  }
}
