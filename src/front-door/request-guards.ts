import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendRefusal } from './error-answers.ts';

/**
 * The checks every request passes before the site handles it: an address that decodes, a method the site answers,
 * a body within the cap. Each refusal is a clear 400/405/413 (JSON under /bff, a page elsewhere), never a crash.
 */

/** The methods the site answers; TRACE, CONNECT and the WebDAV family get 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** No page or API call takes more: the largest JSON body of the API is well under it (see json-body.ts). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/** Whether the request target cannot be percent-decoded (`/%`, `/fr/%E0%A4%A`, `/_astro/%ff.js`, `/bff/%c0%ae`). */
export function isMalformedUrl(rawUrl: string): boolean {
  const path = rawUrl.split(/[?#]/, 1)[0];
  try {
    decodeURI(rawUrl);
    // decodeURI leaves reserved escapes such as %2F encoded; the static-file code decodes with decodeURIComponent.
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Answers the request itself (and returns true) when its address or method is refused. */
export function refuseBadRequestLine(req: IncomingMessage, res: ServerResponse): boolean {
  const rawUrl = req.url ?? '/';
  if (!rawUrl.startsWith('/') || isMalformedUrl(rawUrl)) {
    sendRefusal(req, res, 400, 'badRequest', 'The request address is not valid percent-encoded UTF-8');
    return true;
  }
  if (!(ALLOWED_METHODS as readonly string[]).includes(req.method ?? '')) {
    sendRefusal(req, res, 405, 'methodNotAllowed', `Method ${req.method} is not allowed`, {
      Allow: ALLOWED_METHODS.join(', '),
    });
    return true;
  }
  return false;
}

export type BodyOutcome = { ok: true; body: Buffer } | { ok: false; reason: 'too_large' | 'aborted' };

/**
 * Reads a request body counting bytes as they arrive, and stops at the cap whether the size was declared
 * (Content-Length) or not (chunked): memory per request never exceeds the cap.
 */
export function readCappedBody(req: IncomingMessage, cap = MAX_REQUEST_BODY_BYTES): Promise<BodyOutcome> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > cap) return Promise.resolve({ ok: false, reason: 'too_large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (outcome: BodyOutcome) => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onClose);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > cap) {
        req.pause();
        finish({ ok: false, reason: 'too_large' });
      } else chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, received) });
    const onAbort = () => finish({ ok: false, reason: 'aborted' });
    const onClose = () => {
      if (!req.complete) onAbort();
    };
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onClose);
  });
}

/**
 * Guards the body of a request that may carry one: answers 413 past the cap, and otherwise hands the bytes read to the
 * site as `req.body` (Astro's Node adapter uses a given body instead of reading the stream again).
 * Resolves false when the request was answered (or the client went away).
 */
export async function guardBody(
  req: IncomingMessage & { body?: unknown },
  res: ServerResponse,
  cap = MAX_REQUEST_BODY_BYTES,
): Promise<boolean> {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  const outcome = await readCappedBody(req, cap);
  if (!outcome.ok) {
    if (outcome.reason === 'too_large')
      sendRefusal(req, res, 413, 'tooLarge', `Request bodies are limited to ${cap} bytes`);
    else req.destroy();
    return false;
  }
  req.body = outcome.body;
  return true;
}
