import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { describeZodError } from './api-error.ts';

/** Bodies of the account, favourites and store services are small; anything larger is refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Reads a write's JSON body: 415 for another content type (a cross-site form cannot send application/json without
 * a CORS preflight), 413 past the cap, 400 for broken JSON or a body the contract refuses, with a message naming the field.
 */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  const text = await readCappedText(c.req.raw, MAX_JSON_BODY_BYTES);
  if (text === null) throw new ApiError(413, 'payload_too_large', `Bodies are limited to ${MAX_JSON_BODY_BYTES} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON');
  }
  return parseWith(schema, json);
}

/**
 * The body as text, counted while it streams, or null past the cap, whether the size was declared or the body is
 * chunked: never more than the cap is held. The site's /bff proxy and its CSP report endpoint read their bodies so too.
 */
export async function readCappedText(request: Request, cap: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > cap) return null;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    received += read.value.byteLength;
    if (received > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, 'invalid_request', describeZodError(parsed.error));
  return parsed.data;
}

const LOCALES = ['fr', 'en', 'es', 'it', 'de'];

/** The caller's language from Accept-Language (the site's proxy sends the page's locale); fr by default. */
export function requestLocale(c: Context): string {
  const first = c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first && LOCALES.includes(first) ? first : 'fr';
}
