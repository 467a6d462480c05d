import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The answers the front door gives on its own, before Astro sees a request it must not handle (malformed address,
 * refused method, body over the cap): JSON `{ error: { code, message } }` under /bff, a small translated page elsewhere.
 * Self-contained (no Astro, no layout) so it works whatever state the site is in.
 */

const LANGS = ['fr', 'en', 'es', 'it', 'de'] as const;
type Lang = (typeof LANGS)[number];

export type RefusalKind = 'badRequest' | 'methodNotAllowed' | 'tooLarge' | 'busy';

interface Strings {
  badRequestTitle: string;
  badRequestLead: string;
  methodNotAllowedTitle: string;
  methodNotAllowedLead: string;
  tooLargeTitle: string;
  tooLargeLead: string;
  busyTitle: string;
  busyLead: string;
  backHome: string;
  statusCode: string;
}

const strings = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../i18n/locales/${lang}/frontDoor.json`, import.meta.url), 'utf8')) as Strings,
  ]),
) as Record<Lang, Strings>;

/** The language of the address's first segment (read raw: the address may not decode), fr otherwise. */
export function languageOfRawPath(rawUrl: string): Lang {
  const first = /^\/([a-z]{2})(?:[/?#]|$)/.exec(rawUrl)?.[1];
  return (LANGS as readonly string[]).includes(first ?? '') ? (first as Lang) : 'fr';
}

export function isApiPath(rawUrl: string): boolean {
  return /^\/bff(?:[/?#]|$)/.test(rawUrl);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function refusalPage(lang: Lang, status: number, kind: RefusalKind): string {
  const s = strings[lang];
  const title = s[`${kind}Title`];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<p aria-hidden="true">${status}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(s[`${kind}Lead`])}</p>
<p>${escapeHtml(s.statusCode.replace('{{code}}', String(status)))}</p>
<p><a href="/${lang}">${escapeHtml(s.backHome)}</a></p>
</main>
</body>
</html>
`;
}

const API_CODES: Record<RefusalKind, string> = {
  badRequest: 'malformed_url',
  methodNotAllowed: 'method_not_allowed',
  tooLarge: 'payload_too_large',
  busy: 'planner_busy',
};

/** How long a refused upload's connection stays open after the answer, its remaining bytes read and dropped. */
const LINGER_MS = 1_000;

/**
 * After answering a request whose body was not read whole, close the connection "lingering": stop sending, drop what
 * the client is still uploading for a moment, then close. Closing at once while its bytes are unread makes the kernel
 * reset the connection, and the client may lose the answer it was about to read.
 */
function lingerThenClose(req: IncomingMessage): void {
  const socket = req.socket as IncomingMessage['socket'] & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  req.resume();
}

/** Answers the refusal; the connection is closed when the request's body was not read (see lingerThenClose). */
export function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  kind: RefusalKind,
  message: string,
  headers: Record<string, string> = {},
): void {
  const rawUrl = req.url ?? '/';
  const api = isApiPath(rawUrl);
  const body = api
    ? JSON.stringify({ error: { code: API_CODES[kind], message } })
    : refusalPage(languageOfRawPath(rawUrl), status, kind);
  res.writeHead(status, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    ...(req.complete ? {} : { Connection: 'close' }),
    ...headers,
  });
  if (!req.complete) lingerThenClose(req);
  res.end(req.method === 'HEAD' ? undefined : body);
}
