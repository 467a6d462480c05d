import { expect, test } from '@playwright/test';

// Crawlers find every line and every stop area through the sitemap index, in each language.
test('the sitemap index leads to line pages and stop pages of the loaded network', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/en-1.xml');
  const english = await request.get('/sitemaps/en-1.xml');
  expect(english.status()).toBe(200);
  const xml = await english.text();
  expect(xml).toContain('/en/schedules/line/subway:1</loc>');
  expect(xml).toContain('/en/proximity/stopArea/subway:127</loc>');
  const urls = xml.match(/<loc>/g)?.length ?? 0;
  expect(urls).toBeGreaterThan(10_000);
  expect(urls).toBeLessThan(50_000);
});
