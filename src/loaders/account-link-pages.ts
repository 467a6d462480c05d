import type { AstroGlobal } from 'astro';
import { NEW_PASSWORD_MIN_LENGTH } from '../contract/account.ts';
import { LinkPreview, LinkToken, PasswordResetAccepted } from '../contract/account-lifecycle.ts';
import { publicOrigin } from '../layouts/page-head.ts';
import { formText, postedForm } from './posted-form.ts';
import { ssrBffFor } from '../bff-client/ssr-bff.ts';

/**
 * What the pages of the mailed account links show: /{lang}/reset-password (ask for a link, then choose a new password)
 * and /{lang}/confirm-email (move the account to a new address). A GET never changes anything (mail scanners open
 * links): it shows what the link will do, and the page's own form POSTs to the same page, which does it.
 */
export type ResetPasswordView =
  | { kind: 'request'; problem?: 'invalid-email' | 'too-many' | 'unavailable'; email?: string }
  | { kind: 'request-sent'; email: string }
  | { kind: 'choose'; token: string; email: string; problem?: 'short-password' | 'unavailable' }
  | { kind: 'invalid-link' }
  | { kind: 'done' }
  | { kind: 'not-a-form' };

export type ConfirmEmailView =
  | { kind: 'confirm'; token: string; email: string }
  | { kind: 'done' }
  | { kind: 'invalid-link' }
  | { kind: 'unavailable' }
  | { kind: 'not-a-form' };

/** Links in the mails point at the site's trusted public origin (the embedded backend is called in-process). */
export function originHeader(astro: Pick<AstroGlobal, 'url'>): Record<string, string> {
  const origin = publicOrigin(astro.url);
  return origin ? { 'X-Public-Origin': origin } : {};
}

function tokenOf(value: string | null): string | null {
  return value !== null && LinkToken.safeParse(value).success ? value : null;
}

export async function resetPasswordView(astro: AstroGlobal): Promise<ResetPasswordView> {
  const client = ssrBffFor(astro);
  const form = astro.request.method === 'POST' ? await postedForm(astro.request) : null;
  if (form === 'not-a-form') return { kind: 'not-a-form' };
  const rawToken = form ? formText(form, 'token') || null : astro.url.searchParams.get('token');
  if (rawToken !== null) {
    const token = tokenOf(rawToken);
    if (!token) return { kind: 'invalid-link' };
    const preview = await client.request('/auth/password/reset', LinkPreview, { query: { token } });
    if (!preview.ok)
      return preview.status === 400 ? { kind: 'invalid-link' } : { kind: 'request', problem: 'unavailable' };
    if (!form) return { kind: 'choose', token, email: preview.data.email };
    const password = formText(form, 'password');
    if (password.length < NEW_PASSWORD_MIN_LENGTH)
      return { kind: 'choose', token, email: preview.data.email, problem: 'short-password' };
    const reset = await client.send('/auth/password/reset', { method: 'POST', body: { token, password } });
    if (reset.ok) return { kind: 'done' };
    if (reset.code === 'invalid_token') return { kind: 'invalid-link' };
    return {
      kind: 'choose',
      token,
      email: preview.data.email,
      problem: reset.status === 400 ? 'short-password' : 'unavailable',
    };
  }
  if (!form) return { kind: 'request' };
  const email = formText(form, 'email').trim();
  const asked = await client.request('/auth/password/reset-request', PasswordResetAccepted, {
    method: 'POST',
    body: { email },
    headers: originHeader(astro),
  });
  if (asked.ok) return { kind: 'request-sent', email };
  if (asked.status === 400) return { kind: 'request', problem: 'invalid-email', email };
  return { kind: 'request', problem: asked.status === 429 ? 'too-many' : 'unavailable', email };
}

export async function confirmEmailView(astro: AstroGlobal): Promise<ConfirmEmailView> {
  const client = ssrBffFor(astro);
  const form = astro.request.method === 'POST' ? await postedForm(astro.request) : null;
  if (form === 'not-a-form') return { kind: 'not-a-form' };
  const token = tokenOf(form ? formText(form, 'token') : astro.url.searchParams.get('token'));
  if (!token) return { kind: 'invalid-link' };
  if (form) {
    const confirmed = await client.send('/auth/email/confirm', { method: 'POST', body: { token } });
    if (confirmed.ok) return { kind: 'done' };
    return confirmed.status === 400 ? { kind: 'invalid-link' } : { kind: 'unavailable' };
  }
  const preview = await client.request('/auth/email/confirm', LinkPreview, { query: { token } });
  if (preview.ok) return { kind: 'confirm', token, email: preview.data.email };
  return preview.status === 400 ? { kind: 'invalid-link' } : { kind: 'unavailable' };
}
