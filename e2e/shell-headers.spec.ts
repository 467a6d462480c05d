import { expect, test } from '@playwright/test';

for (const path of ['/fr', '/en/cobranding', '/fr/nope', '/bff/definitely-not-a-route']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    const csp = headers['content-security-policy'];
    expect(csp).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    if (!path.startsWith('/bff')) {
      expect(headers['cache-control']).toBe('private, no-cache');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(/script-src 'self'/);
    }
  });
}

test('pages run without CSP violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/fr');
  await page.goto('/en/cobranding/demo/hudson-books');
  expect(violations).toEqual([]);
});

test('HTML is gzipped and bundled assets are served precompressed with a long cache', async ({ request }) => {
  const page = await request.get('/fr', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  const script = (await page.text()).match(/\/_astro\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(['br', 'gzip']).toContain(asset.headers()['content-encoding']);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});
