import { SessionResponse } from '../contract/account.ts';
import { LinkPreview, LinkToken } from '../contract/account-lifecycle.ts';
import { isHttps, signInCookies } from '../gateway/auth-cookies.ts';
import { formText, postedForm } from './posted-form.ts';
import { ssrBffFor, type AstroLikeContext } from '../bff-client/ssr-bff.ts';

/**
 * The link a sign-up mailed (`/{lang}/signedin?confirm=<token>`). Opening it changes nothing: the page shows the
 * address and a button (a mail scanner that opens the link creates no account and takes no session, and no other site
 * can sign a visitor into an account of its choosing). The button's same-origin form POST creates the account and opens
 * the session; the answer carries the sign-in cookies and a redirect to the page without the token, so the token
 * leaves the address bar and history, and the next render shows the signed-in header.
 */
export type ConfirmationStep =
  | { kind: 'none' }
  | { kind: 'ask'; token: string; email: string }
  | { kind: 'done'; response: Response }
  | { kind: 'failed'; problem: 'invalid' | 'unavailable' }
  | { kind: 'not-a-form' };

type PageContext = AstroLikeContext & { request: Request; url: URL };

export async function signUpConfirmationStep(
  context: PageContext,
  cookieDomain: string | undefined,
): Promise<ConfirmationStep> {
  const form = context.request.method === 'POST' ? await postedForm(context.request) : null;
  if (form === 'not-a-form') return { kind: 'not-a-form' };
  const token = form ? formText(form, 'confirm') : context.url.searchParams.get('confirm');
  if (token === null || (form && !token)) return form ? { kind: 'not-a-form' } : { kind: 'none' };
  if (!LinkToken.safeParse(token).success) return { kind: 'failed', problem: 'invalid' };
  const client = ssrBffFor(context);
  if (!form) {
    const preview = await client.request('/auth/signup/confirm', LinkPreview, { query: { token } });
    if (preview.ok) return { kind: 'ask', token, email: preview.data.email };
    return { kind: 'failed', problem: preview.status === 400 ? 'invalid' : 'unavailable' };
  }
  const answer = await client.request('/auth/signup/confirm', SessionResponse, { method: 'POST', body: { token } });
  if (!answer.ok)
    return { kind: 'failed', problem: answer.status === 400 || answer.status === 404 ? 'invalid' : 'unavailable' };
  const headers = new Headers({ Location: context.url.pathname, 'Cache-Control': 'no-store' });
  for (const cookie of signInCookies(answer.data, { secure: isHttps(context.request), domain: cookieDomain }))
    headers.append('Set-Cookie', cookie);
  return { kind: 'done', response: new Response(null, { status: 303, headers }) };
}
