// Line pages as crawlers and first-time visitors get them: gzip HTML bytes and server render time (time to the last
// byte, one request at a time, pages interleaved so load changes hit them alike), plus the sitemap files' sizes.
// Usage: BASE_URL=http://127.0.0.1:4321 npm run bench:schedules [-- <rounds>]
import { gzipSync } from 'node:zlib';
import { availableParallelism, loadavg } from 'node:os';

export {}; // a module: top-level await below

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const rounds = Number(process.argv[2] ?? 40);

const PAGES = [
  ['1 (default)', '/en/schedules/line/subway%3A1'],
  ['B6 weekday (default)', '/en/schedules/line/bus%3AB6?date=2026-11-24'],
  ['B6 weekday all stops', '/en/schedules/line/bus%3AB6?date=2026-11-24&stops=all'],
  ['B6 weekday all day, all stops, expanded', '/en/schedules/line/bus%3AB6?date=2026-11-24&stops=all&band=all&expand=1'],
  ['S78 (default)', '/en/schedules/line/bus%3AS78'],
  ['1 week view', '/en/schedules/line/subway%3A1?view=week'],
  ['landing', '/en/schedules'],
] as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function fetchPage(path: string): Promise<{ ms: number; html: string; status: number }> {
  const started = performance.now();
  const response = await fetch(base + path, { headers: { 'Accept-Encoding': 'identity' } });
  const html = await response.text();
  return { ms: performance.now() - started, html, status: response.status };
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
  console.log(name.padEnd(42), String(size.status).padStart(6), (size.raw / 1024).toFixed(1).padStart(7), (size.gzip / 1024).toFixed(1).padStart(7), percentile(sorted, 50).toFixed(0).padStart(6), percentile(sorted, 95).toFixed(0).padStart(6));
}

// Sitemaps: the index, then every file it names.
const index = await (await fetch(`${base}/sitemap.xml`)).text();
const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
console.log(`\nsitemap index: ${files.length} files, ${Buffer.byteLength(index)} bytes`);
for (const file of files) {
  const xml = await (await fetch(base + file)).text();
  const urls = (xml.match(/<url>/g) ?? []).length;
  console.log(`${file.padEnd(24)} ${String(urls).padStart(6)} URLs ${(Buffer.byteLength(xml) / 1e6).toFixed(2).padStart(6)} MB ${(gzipSync(xml).length / 1e6).toFixed(2).padStart(6)} MB gzip`);
}
