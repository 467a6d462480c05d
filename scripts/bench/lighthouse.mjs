// `BASE_URL=… [BASE_URL_B=…] npm run bench:lighthouse [-- --runs 3]`: Lighthouse 12's simulated phone on the six pages
// of the performance budgets, each run against one site and then the other, so that both sides share the machine's
// load. Prints the median performance score and total blocking time per page and side, with the accessibility, best
// practices and SEO scores. Absolute scores depend on the machine (docs/performance.md): compare sides of one run.
// Lighthouse comes from the npm registry through npx; Chromium is Debian's (CHROMIUM_PATH, else /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGET_PAGES } from './lib/budget-pages.mjs';

const LIGHTHOUSE = 'lighthouse@12';
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const sides = [
  ['A', process.env.BASE_URL],
  ['B', process.env.BASE_URL_B],
].filter(([, base]) => base);
if (!sides.length || !(runs > 0)) {
  console.error('Set BASE_URL (and BASE_URL_B to compare two sites); --runs N (default 3).');
  process.exit(2);
}
const pages = BUDGET_PAGES.filter((page) => page.name !== 'trip widget');
const scratch = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));

function lighthouse(url, retry = true) {
  const output = join(scratch, 'report.json');
  const run = spawnSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: 'inherit' },
  );
  if (run.status !== 0) {
    // Lighthouse asks to be run again when its trace missed the navigation (NO_NAVSTART on a busy machine): once.
    if (retry) return lighthouse(url, false);
    throw new Error(`lighthouse failed on ${url} (exit ${run.status})`);
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    tbt: report.audits['total-blocking-time'].numericValue,
    others: `${score('accessibility')} / ${score('best-practices')} / ${score('seo')}`,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map();
try {
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      for (const [side, base] of sides) {
        const key = `${page.name}|${side}`;
        const result = lighthouse(base.replace(/\/$/, '') + page.path);
        results.set(key, [...(results.get(key) ?? []), result]);
        console.error(
          `run ${run + 1}/${runs} ${page.name} ${side}: ${result.performance}, TBT ${Math.round(result.tbt)} ms`,
        );
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\nLighthouse (${LIGHTHOUSE}, simulated phone), median of ${runs} runs${sides.length > 1 ? ', A then B' : ''}\n`,
);
console.log('| page | side | performance (runs) | total blocking time ms (runs) | a11y / best practices / SEO |');
console.log('|---|---|---|---|---|');
for (const page of pages) {
  for (const [side] of sides) {
    const all = results.get(`${page.name}|${side}`);
    const scores = all.map((r) => r.performance);
    const tbts = all.map((r) => Math.round(r.tbt));
    console.log(
      `| ${page.name} | ${side} | ${median(scores)} (${scores.join(', ')}) | ${median(tbts)} (${tbts.join(', ')}) | ${all.at(-1).others} |`,
    );
  }
}
