import type { AstroGlobal } from 'astro';
import {
  NotificationSubscription,
  SignedUnsubscribeRequest,
  SignedUnsubscribeResponse,
} from '../contract/notification-settings.ts';
import { isSignedIn } from '../middleware/session.ts';
import { ssrBffFor } from '../bff-client/ssr-bff.ts';
import { postedForm } from './posted-form.ts';

/**
 * What /{lang}/unsubscribe shows. A GET never changes anything (mail scanners open links): the signed link and the
 * signed-in page both ask for confirmation, and the confirming form POSTs to the same page, which stores the choice.
 */
export type UnsubscribeView =
  | { kind: 'confirm-link'; link: SignedUnsubscribeRequest; email: string; subscribed: boolean }
  | { kind: 'done'; email?: string }
  | { kind: 'invalid-link' }
  | { kind: 'signed-in'; subscribed: boolean }
  | { kind: 'anonymous' }
  | { kind: 'unavailable' }
  /** A POST whose body is not a form (JSON, text, a broken multipart): the 400 page, not a 500. */
  | { kind: 'not-a-form' };

function linkOf(source: URLSearchParams | FormData): SignedUnsubscribeRequest | 'none' | 'invalid' {
  const u = source.get('u');
  const s = source.get('s');
  if (u === null && s === null) return 'none';
  const parsed = SignedUnsubscribeRequest.safeParse({ u, s });
  return parsed.success ? parsed.data : 'invalid';
}

export async function unsubscribeView(astro: AstroGlobal): Promise<UnsubscribeView> {
  const client = ssrBffFor(astro);
  const form = astro.request.method === 'POST' ? await postedForm(astro.request) : null;
  if (form === 'not-a-form') return { kind: 'not-a-form' };
  const posted = form;
  const link = linkOf(posted ?? astro.url.searchParams);
  if (link === 'invalid') return { kind: 'invalid-link' };
  if (link !== 'none') {
    const answer = posted
      ? await client.request('/notifications/unsubscribe', SignedUnsubscribeResponse, { method: 'POST', body: link })
      : await client.request('/notifications/unsubscribe', SignedUnsubscribeResponse, { query: link });
    if (answer.ok && !posted)
      return { kind: 'confirm-link', link, email: answer.data.email, subscribed: answer.data.subscribed };
    if (answer.ok) return { kind: 'done', email: answer.data.email };
    return answer.status === 403 || answer.status === 404 || answer.status === 400
      ? { kind: 'invalid-link' }
      : { kind: 'unavailable' };
  }
  if (!(await isSignedIn(astro))) return { kind: 'anonymous' };
  if (posted) {
    const subscribed = posted.get('subscribed') === 'true';
    const answer = await client.request('/notifications/subscription', NotificationSubscription, {
      method: 'PUT',
      body: { subscribed },
    });
    if (!answer.ok) return { kind: 'unavailable' };
    return answer.data.subscribed ? { kind: 'signed-in', subscribed: true } : { kind: 'done' };
  }
  const answer = await client.request('/notifications/subscription', NotificationSubscription);
  return answer.ok ? { kind: 'signed-in', subscribed: answer.data.subscribed } : { kind: 'unavailable' };
}
