import { SessionResponse } from '../contract/account.ts';
import { isHttps, signInCookies } from './auth-cookies.ts';
import { ssrBffFor, type AstroLikeContext } from './ssr-bff.ts';

/**
 * Following the link a sign-up mailed (`/{lang}/signedin?confirm=<token>`): the identity service creates the account
 * and opens a session; the page answers with the sign-in cookies and a redirect to itself without the token, so the
 * token leaves the address bar and history, and the next render shows the signed-in header.
 */
export type ConfirmationOutcome = { done: Response } | { failed: 'invalid' | 'unavailable' };

export async function confirmSignUp(
  context: AstroLikeContext & { request: Request; url: URL },
  token: string,
  cookieDomain: string | undefined,
): Promise<ConfirmationOutcome> {
  const answer = await ssrBffFor(context).request('/auth/signup/confirm', SessionResponse, { method: 'POST', body: { token } });
  if (!answer.ok) return { failed: answer.status === 400 || answer.status === 404 ? 'invalid' : 'unavailable' };
  const headers = new Headers({ Location: context.url.pathname, 'Cache-Control': 'no-store' });
  for (const cookie of signInCookies(answer.data, { secure: isHttps(context.request), domain: cookieDomain })) headers.append('Set-Cookie', cookie);
  return { done: new Response(null, { status: 303, headers }) };
}
