import type { AstroGlobal } from 'astro';
import { NEW_PASSWORD_MIN_LENGTH } from '../contract/account.ts';
import { EmailChangeAccepted } from '../contract/account-lifecycle.ts';
import { isHttps, signOutCookies } from '../gateway/auth-cookies.ts';
import { formText, postedForm } from './posted-form.ts';
import { ssrBffFor } from '../bff-client/ssr-bff.ts';
import { originHeader } from './account-link-pages.ts';
import { localizedPath } from '../domain/route-table.ts';
import { SERVER_NOTICE_COOKIE } from '../stores/server-notice.ts';
import type { Lang } from '../i18n/index.ts';

/**
 * The personal-data page's own forms (password change, e-mail change, deletion), posted to the page itself so they
 * work without JavaScript. Each answers the outcome the page shows next to its form; a deletion answers the redirect
 * home, signed out, with the notice the toaster shows there.
 */
export type AccountIntent = 'password' | 'email' | 'delete';
export type AccountOutcome =
  | 'done'
  | 'wrong-password'
  | 'too-many'
  | 'short-password'
  | 'invalid-email'
  | 'same-email'
  | 'unavailable';

export type AccountAction =
  | { kind: 'none' }
  | { kind: 'not-a-form' }
  | { kind: 'result'; intent: AccountIntent; outcome: AccountOutcome; email?: string }
  | { kind: 'redirect'; response: Response };

const INTENTS: readonly AccountIntent[] = ['password', 'email', 'delete'];

function outcomeOf(status: number, code: string): AccountOutcome {
  if (status === 403 || code === 'wrong_password') return 'wrong-password';
  if (status === 429) return 'too-many';
  if (code === 'same_email') return 'same-email';
  return 'unavailable';
}

export async function accountAction(
  astro: AstroGlobal,
  lang: Lang,
  cookieDomain: string | undefined,
): Promise<AccountAction> {
  if (astro.request.method !== 'POST') return { kind: 'none' };
  const form = await postedForm(astro.request);
  if (form === 'not-a-form') return { kind: 'not-a-form' };
  const intent = formText(form, 'intent') as AccountIntent;
  if (!INTENTS.includes(intent)) return { kind: 'not-a-form' };
  const client = ssrBffFor(astro);
  const password = formText(form, 'password');

  if (intent === 'password') {
    const newPassword = formText(form, 'newPassword');
    if (newPassword.length < NEW_PASSWORD_MIN_LENGTH) return { kind: 'result', intent, outcome: 'short-password' };
    const changed = await client.send('/auth/password', {
      method: 'PUT',
      body: { currentPassword: password, newPassword },
    });
    return { kind: 'result', intent, outcome: changed.ok ? 'done' : outcomeOf(changed.status, changed.code) };
  }
  if (intent === 'email') {
    const email = formText(form, 'newEmail').trim();
    const asked = await client.request('/auth/email', EmailChangeAccepted, {
      method: 'POST',
      body: { newEmail: email, password },
      headers: originHeader(astro),
    });
    if (asked.ok) return { kind: 'result', intent, outcome: 'done', email };
    const outcome = asked.code === 'invalid_request' ? 'invalid-email' : outcomeOf(asked.status, asked.code);
    return { kind: 'result', intent, outcome, email };
  }
  const deleted = await client.send('/me', { method: 'DELETE', body: { password } });
  if (!deleted.ok) return { kind: 'result', intent, outcome: outcomeOf(deleted.status, deleted.code) };
  const headers = new Headers({ Location: localizedPath(lang, 'index'), 'Cache-Control': 'no-store' });
  for (const cookie of signOutCookies({ secure: isHttps(astro.request), domain: cookieDomain }))
    headers.append('Set-Cookie', cookie);
  headers.append(
    'Set-Cookie',
    `${SERVER_NOTICE_COOKIE}=account-deleted; Path=/; Max-Age=120; SameSite=Lax${isHttps(astro.request) ? '; Secure' : ''}`,
  );
  return { kind: 'redirect', response: new Response(null, { status: 303, headers }) };
}
