import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';

describe('createApp', () => {
  it('answers unknown paths with a JSON 404 error body', async () => {
    const res = await createApp({}).request('/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No API route for GET /nope' } });
  });
});
