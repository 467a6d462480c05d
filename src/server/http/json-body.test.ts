import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, sendError } from './api-error.ts';
import { endlessBody } from '../../test-support/endless-body.ts';
import { MAX_JSON_BODY_BYTES, readJsonBody } from './json-body.ts';

describe('readJsonBody', () => {
  const app = new Hono();
  app.post('/echo', async (c) => c.json(await readJsonBody(c, z.object({ text: z.string() }))));
  app.onError((error, c) =>
    error instanceof ApiError
      ? sendError(c, error.status, error.code, error.message)
      : sendError(c, 500, 'internal_error', String(error)),
  );

  it('stops a chunked body at the cap while it streams (413) instead of reading 200 MB first', async () => {
    const { body, pulled } = endlessBody();
    const response = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    expect(pulled()).toBeLessThan(MAX_JSON_BODY_BYTES + 64 * 1024);
  });

  it('reads a body within the cap', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'é'.repeat(1000) }),
    });
    expect(await response.json()).toEqual({ text: 'é'.repeat(1000) });
  });
});
