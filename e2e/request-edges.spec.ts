import { expect, test } from '@playwright/test';

/** Odd and hostile requests to the site itself (embedded mode). */

test('the home and trip-planner form pages answer an out-of-range date with the 400 page, not a 500', async ({
  request,
}) => {
  for (const path of [
    '/fr?dt=%2B275760-09-13T00%3A00%3A00Z',
    '/en?at=2026-13-45T00:00',
    '/de?rt=%2B275760-09-13T00%3A00%3A00Z',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
  const planner = await request.get('/fr/trip-planner?dt=%2B275760-09-13T00%3A00%3A00Z', { maxRedirects: 0 });
  expect(planner.status()).toBeLessThan(500);
});

test('the JSON forgery check does not take X-Forwarded-Host for the site', async ({ request }) => {
  const forged = await request.post('/bff/auth/signin', {
    headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
    data: { email: 'demo@transit.example', password: 'demo-traveller-2026' },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).error.code).toBe('cross_origin_write');
});

test('a page visitor gets the anonymous visitor cookie (HttpOnly), __Host- prefixed over https', async ({
  request,
}) => {
  const plain = await request.get('/en/schedules', { headers: { cookie: 'locale=en' }, maxRedirects: 0 });
  expect(plain.headers()['set-cookie']).toMatch(/(^|\n)visitor=[A-Za-z0-9_-]{22};[^\n]*HttpOnly/);
  const secure = await request.get('/it/schedules', {
    headers: { 'x-forwarded-proto': 'https', cookie: 'locale=it' },
    maxRedirects: 0,
  });
  expect(secure.headers()['set-cookie']).toMatch(/__Host-visitor=[A-Za-z0-9_-]{22};[^\n]*Secure/);
});
