// Preload for interleaved CPU A/B runs (bench:schedules with CPU_PIDS):
// `node --import ./scripts/bench/lib/thread-cpu-preload.mjs scripts/serve-site.mjs`. On SIGUSR2 the server writes its
// main thread's CPU time (µs, user + system) to $TMPDIR/thread-cpu-<pid>.json: wall times on a shared, loaded machine
// vary 2–5×, a server's own CPU per request does not. SIGUSR2 (not SIGUSR1, which starts the inspector).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.on('SIGUSR2', () => {
  const { user, system } = process.threadCpuUsage();
  writeFileSync(join(tmpdir(), `thread-cpu-${process.pid}.json`), JSON.stringify({ us: user + system }));
});
