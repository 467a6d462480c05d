// Server-rendering latency of the shell's pages against a running server (npm start), printed as a table.
// Usage: BASE_URL=http://127.0.0.1:4321 npm run bench:pages [-- <requests per page> <concurrency>]
// Pages whose content belongs to other issues are measured as they are now; the figure is the page pipeline
// (middleware, route table, layout, chrome) plus whatever the page itself does.

export {}; // a module: top-level await below

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const requests = Number(process.argv[2] ?? 60);
const concurrency = Number(process.argv[3] ?? 6);

const PAGES = [
  '/',
  '/fr',
  '/en/schedules',
  '/de/schedules/line/subway%3A1',
  '/en/proximity/stopArea/subway:127',
  '/en/proximity?lat=40.7557&lon=-73.9870',
  '/es/cobranding/demo/widgets-definitions',
  '/fr/unsubscribe',
  '/fr/nope',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeOne(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url, { redirect: 'manual' }); // fetch negotiates gzip and decodes it
  const body = await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status, bytes: body.byteLength };
}

async function bench(path: string) {
  const url = `${base}${path}`;
  await timeOne(url); // warm-up: first render loads modules
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const result = await timeOne(url);
        times.push(result.ms);
        status = result.status;
        bytes = result.bytes;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    path,
    status,
    kB: (bytes / 1024).toFixed(1),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: times.length / seconds,
  };
}

console.log(`${requests} requests per page, ${concurrency} at a time, against ${base}`);
console.log(
  'page'.padEnd(44),
  'status',
  'HTML kB'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'req/s'.padStart(7),
);
for (const path of PAGES) {
  const r = await bench(path);
  console.log(
    r.path.padEnd(44),
    String(r.status).padStart(6),
    r.kB.padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
    r.rps.toFixed(0).padStart(7),
  );
}
