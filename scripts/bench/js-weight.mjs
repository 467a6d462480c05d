// `npm run bench:js -- [path …]`: gzipped JavaScript a page makes the browser download (phone viewport, after the
// page is idle), script by script, against a running server (BASE_URL, default http://127.0.0.1:4321).
// The map library loads only when its area is visible and the browser idle, so it counts on pages that show a map.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/fr'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless=new',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        path: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  scripts.sort((a, b) => b.gzip - a.gzip);
  const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(`\n${path}`);
  for (const s of scripts) console.log(`${kB(s.gzip)} kB gz ${kB(s.raw)} kB  ${s.path}`);
  console.log(`${kB(scripts.reduce((sum, s) => sum + s.gzip, 0))} kB gz total (${scripts.length} scripts)`);
  await page.close();
}
await browser.close();
