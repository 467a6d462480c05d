import type { Worker } from 'node:cluster';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { superviseSite } from './supervisor.ts';

// A real supervisor with a real child process: a stand-in server that stays up until it is killed, and that finishes
// its "requests" (a short wait) and exits with code 0 when asked to stop.
const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
const script = join(dir, 'server.mjs');
writeFileSync(
  script,
  `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 50));
   setInterval(() => {}, 1000);
   process.send('ready');`,
);

describe('the supervisor', () => {
  it('restarts a server that died at once, and stops it gracefully on request', async () => {
    const started: Worker[] = [];
    let restarted!: () => void;
    const secondStart = new Promise<void>((resolve) => (restarted = resolve));
    const supervisor = superviseSite({
      exec: script,
      log: () => {},
      onStart: (worker) => {
        started.push(worker);
        if (started.length === 2) restarted();
      },
    });
    await new Promise((resolve) => started[0].once('message', resolve));
    started[0].process.kill('SIGKILL');
    await secondStart;
    expect(started[1].process.pid).not.toBe(started[0].process.pid);
    await new Promise((resolve) => started[1].once('message', resolve));
    await supervisor.stop();
    expect(started[1].isDead()).toBe(true);
    expect(started[1].process.exitCode).toBe(0);
    expect(started[1].process.signalCode).toBeNull();
    expect(started).toHaveLength(2);
  });
});
