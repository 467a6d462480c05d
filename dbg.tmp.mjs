import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless=new','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const sw of ['block', 'allow', 'block', 'allow']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: sw });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto('http://127.0.0.1:4531/en/proximity?lat=40.7557&lon=-73.9870');
  const t1 = Date.now();
  await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30000 }).catch(() => console.log('no canvas'));
  console.log(sw, 'load', t1 - t0, 'canvas', Date.now() - t0);
  await context.close();
}
await browser.close();
