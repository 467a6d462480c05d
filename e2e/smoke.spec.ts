import { expect, test } from '@playwright/test';

test('the embedded API answers JSON errors under /bff', async ({ request }) => {
  const res = await request.get('/bff/definitely-not-a-route');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('not_found');
});
