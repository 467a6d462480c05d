// Line pages as crawlers and first-time visitors get them: gzip HTML bytes and server render time (time to the last
// byte, one request at a time, pages interleaved so load changes hit them alike), plus the sitemap files' sizes.
// Usage: BASE_URL=http://127.0.0.1:4321 npm run bench:schedules [-- <rounds>]
// A/B: BASE_URL_B=http://127.0.0.1:4322 (a second server, e.g. another build) runs the same pages on both, alternating,
// counts the pages whose bodies differ (nonces, island uids and the board's clock ignored), and with
// CPU_PIDS=<pid A>,<pid B> (servers started with --import ./scripts/bench/lib/thread-cpu-preload.mjs) prints each
// server's main-thread CPU per page, which a loaded machine does not blur as it does wall times. Sitemaps are skipped in A/B.
import { gzipSync } from 'node:zlib';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './lib/percentile.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const rounds = Number(process.argv[2] ?? 40);
const baseB = process.env.BASE_URL_B;

const PAGES = [
  ['1 (default)', '/en/schedules/line/subway%3A1'],
  ['B6 weekday (default)', '/en/schedules/line/bus%3AB6?date=2026-11-24'],
  ['B6 weekday all stops', '/en/schedules/line/bus%3AB6?date=2026-11-24&stops=all'],
  [
    'B6 weekday all day, all stops, expanded',
    '/en/schedules/line/bus%3AB6?date=2026-11-24&stops=all&band=all&expand=1',
  ],
  ['S78 (default)', '/en/schedules/line/bus%3AS78'],
  ['1 week view', '/en/schedules/line/subway%3A1?view=week'],
  ['landing', '/en/schedules'],
] as const;

/** A/B: every language, both directions, day and week, several dates, the widest grid, unknown line and direction. */
const AB_PAGES: string[] = (() => {
  const langs = ['fr', 'en', 'es', 'it', 'de'];
  const lines = ['bus%3AB6', 'subway%3A1', 'subway%3AA', 'bus%3AM15', 'bus%3AS78', 'subway%3A7'];
  const dates = ['', '2026-11-24', '2026-11-28', '2026-11-29', '2026-12-01'];
  const pages: string[] = [];
  lines.forEach((line, l) => {
    for (const direction of ['0', '1']) {
      dates.forEach((date, d) => {
        const query = [direction === '1' ? 'direction=1' : '', date ? `date=${date}` : ''].filter(Boolean).join('&');
        pages.push(`/${langs[(l + d + Number(direction)) % 5]}/schedules/line/${line}${query ? `?${query}` : ''}`);
      });
      for (const lang of langs.slice(0, 2))
        pages.push(`/${lang}/schedules/line/${line}?view=week${direction === '1' ? '&direction=1' : ''}`);
    }
  });
  pages.push(
    '/en/schedules/line/bus%3AB6?date=2026-11-24&stops=all&band=all&expand=1',
    '/de/schedules/line/bus%3AB6?band=all',
    '/it/schedules/line/bus%3AB6?stops=all',
    '/es/schedules/line/bus%3AB6?view=week&date=2026-12-03',
    '/fr/schedules/line/subway%3A1?band=evening',
    '/en/schedules/line/bus%3AB6?direction=9',
    '/en/schedules/line/bus%3AZZZ',
    '/en/proximity/stopArea/subway%3A127?date=2026-11-28&time=10:00',
    '/fr/proximity/stopArea/subway%3A127?line=subway%3AN&direction=1&date=2026-11-24&time=08:00',
    '/de/proximity/stopArea/subway%3AA27?line=subway%3AA&direction=0&date=2026-11-29&time=23:00',
  );
  return pages;
})();

async function fetchPage(path: string, origin = base): Promise<{ ms: number; html: string; status: number }> {
  const started = performance.now();
  const response = await fetch(origin + path, { headers: { 'Accept-Encoding': 'identity' } });
  const html = await response.text();
  return { ms: performance.now() - started, html, status: response.status };
}

/** Main-thread CPU (µs) of a server started with scripts/bench/lib/thread-cpu-preload.mjs. */
async function threadCpuUs(pid: number): Promise<number> {
  const file = join(tmpdir(), `thread-cpu-${pid}.json`);
  try {
    unlinkSync(file);
  } catch {
    // none yet
  }
  process.kill(pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 100; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as { us: number }).us;
    } catch {
      // not written yet
    }
  }
  throw new Error(`server ${pid} did not report its CPU time (started without thread-cpu-preload.mjs?)`);
}

/** What may differ between two identical renders: CSP nonces, island uids, the stop board's clock, the port. */
const comparable = (html: string) =>
  html
    .replace(/nonce-[A-Za-z0-9+/=]+/g, 'nonce')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/ uid="[^"]*"/g, ' uid')
    .replace(/nowMs&quot;:\[0,\d+\]/g, 'nowMs')
    .replace(/127\.0\.0\.1:\d+/g, 'HOST');

async function abRun(urlB: string): Promise<void> {
  const sides = [
    { name: 'A', base, ms: [] as number[], cpuUs: 0, pages: 0 },
    { name: 'B', base: urlB, ms: [] as number[], cpuUs: 0, pages: 0 },
  ];
  const pids = process.env.CPU_PIDS?.split(',').map(Number);
  let differing = 0;
  for (const path of AB_PAGES) {
    const [a, b] = [await fetchPage(path), await fetchPage(path, urlB)];
    if (a.status !== b.status || comparable(a.html) !== comparable(b.html)) {
      differing++;
      console.log(`differs: ${path} (${a.status} ${a.html.length} B / ${b.status} ${b.html.length} B)`);
    }
  }
  const loadBefore = loadavg()[0];
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const pid = pids?.[sides.indexOf(side)];
      const before = pid ? await threadCpuUs(pid) : 0;
      for (const path of AB_PAGES) side.ms.push((await fetchPage(path, side.base)).ms);
      if (pid) side.cpuUs += (await threadCpuUs(pid)) - before;
      side.pages += AB_PAGES.length;
    }
  }
  console.log(
    `A ${base} vs B ${urlB}: ${AB_PAGES.length} pages, ${differing} differing; ${rounds} rounds alternated, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  for (const side of sides) {
    const sorted = side.ms.sort((x, y) => x - y);
    const cpu = pids ? `, main-thread CPU ${(side.cpuUs / side.pages / 1000).toFixed(2)} ms/page` : '';
    console.log(
      `${side.name}: wall p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms${cpu}`,
    );
  }
  if (pids) console.log(`CPU ratio B/A ${(sides[1].cpuUs / sides[0].cpuUs).toFixed(3)}`);
}

if (baseB) {
  await abRun(baseB);
  process.exit(0);
}

const timings = new Map<string, number[]>(PAGES.map(([name]) => [name, []]));
const sizes = new Map<string, { raw: number; gzip: number; status: number }>();
for (const [name, path] of PAGES) {
  const { html, status } = await fetchPage(path); // warm-up, and the sizes
  sizes.set(name, { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 6 }).length, status });
}
for (let round = 0; round < rounds; round++) {
  for (const [name, path] of PAGES) timings.get(name)!.push((await fetchPage(path)).ms);
}

console.log(`${base}, ${rounds} rounds, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
console.log('page'.padEnd(42), 'status', 'HTML kB', 'gzip kB', 'p50 ms', 'p95 ms');
for (const [name] of PAGES) {
  const sorted = timings.get(name)!.sort((a, b) => a - b);
  const size = sizes.get(name)!;
  console.log(
    name.padEnd(42),
    String(size.status).padStart(6),
    (size.raw / 1024).toFixed(1).padStart(7),
    (size.gzip / 1024).toFixed(1).padStart(7),
    percentile(sorted, 50).toFixed(0).padStart(6),
    percentile(sorted, 95).toFixed(0).padStart(6),
  );
}

// Sitemaps: the index, then every file it names.
const index = await (await fetch(`${base}/sitemap.xml`)).text();
const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
console.log(`\nsitemap index: ${files.length} files, ${Buffer.byteLength(index)} bytes`);
for (const file of files) {
  const xml = await (await fetch(base + file)).text();
  const urls = (xml.match(/<url>/g) ?? []).length;
  console.log(
    `${file.padEnd(24)} ${String(urls).padStart(6)} URLs ${(Buffer.byteLength(xml) / 1e6).toFixed(2).padStart(6)} MB ${(gzipSync(xml).length / 1e6).toFixed(2).padStart(6)} MB gzip`,
  );
}
