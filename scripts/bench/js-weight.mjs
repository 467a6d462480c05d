// `npm run bench:js [-- --detail] [-- path …]`: the JavaScript each page makes a phone download, gzipped, against the
// page budgets of docs/performance.md. A page counts every script fetched within 6 s of its load event (phone viewport,
// empty cache), which is what a traveller on a phone waits for: islands hydrated on idle or when visible load in that
// window, the map library too where a map is on screen. Without paths it measures the seven budgeted pages.
// Uses BASE_URL when given, else starts the built site on BENCH_PORT (else E2E_PORT, else 4390).
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startSite } from '../load/start-site.ts';
import { BUDGET_PAGES } from './lib/budget-pages.mjs';

const KIB = 1024;
const WINDOW_MS = 6000;
const MAX_FILES = 20;

const args = process.argv.slice(2);
const detail = args.includes('--detail');
const paths = args.filter((arg) => !arg.startsWith('--'));
const pages = paths.length ? paths.map((path) => ({ name: path, path, budget: undefined })) : BUDGET_PAGES;

const site = await startSite({ port: Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4390) });
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

const kib = (bytes) => (bytes / KIB).toFixed(1);
const rows = [];
try {
  for (const { name, path, budget } of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts = [];
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) =>
            scripts.push({
              path: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            }),
          )
          .catch(() => {}),
      );
    });
    const response = await page.goto(site.base + path, { waitUntil: 'load' });
    await page.waitForTimeout(WINDOW_MS);
    await Promise.all(pending);
    await context.close();
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    rows.push({ name, status: response?.status() ?? 0, gzip, files: scripts.length, budget });
    if (detail) {
      scripts.sort((a, b) => b.gzip - a.gzip);
      console.log(`\n${name} (${path})`);
      for (const s of scripts)
        console.log(`${kib(s.gzip).padStart(7)} KiB gz ${kib(s.raw).padStart(7)} KiB  ${s.path}`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log(`\nJavaScript fetched within ${WINDOW_MS / 1000} s of load, phone viewport, empty cache (gzip -9)\n`);
console.log('| page | status | KiB gz | budget | files (≤ 20) | within |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const within = row.budget === undefined ? '' : row.gzip <= row.budget * KIB && row.files <= MAX_FILES ? 'yes' : 'no';
  const budget = row.budget === undefined ? '' : `≤ ${row.budget}`;
  console.log(`| ${row.name} | ${row.status} | ${kib(row.gzip)} | ${budget} | ${row.files} | ${within} |`);
}
