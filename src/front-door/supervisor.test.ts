import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { superviseSite } from './supervisor.ts';
import { freePort } from '../test-support/free-port.ts';

// A real supervisor with real child processes: a stand-in server that listens the way scripts/serve-site.mjs does
// (listenKept), waits a little before listening as the real one does while its modules load, answers its pid, and
// finishes its "requests" (a short wait) and exits with code 0 when asked to stop.
const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
const script = join(dir, 'server.mjs');
const keptListener = pathToFileURL(join(import.meta.dirname, 'kept-listener.ts')).href;
writeFileSync(
  script,
  `import http from 'node:http';
   import { listenKept } from ${JSON.stringify(keptListener)};
   const server = http.createServer((req, res) => res.end(String(process.pid)));
   process.on('SIGTERM', () => setTimeout(() => process.exit(0), 50));
   await new Promise((resolve) => setTimeout(resolve, 300));
   await listenKept(server, Number(process.env.PORT), '127.0.0.1');
   process.send('ready');`,
);

/** One request on a new connection: the pid that answered, or the connection error's code. */
function ask(port: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(`pid ${body}`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

function supervise(_port: number) {
  const started: ChildProcess[] = [];
  const waiters: (() => void)[] = [];
  const supervisor = superviseSite({
    exec: script,
    log: () => {},
    onStart: (child) => {
      started.push(child);
      child.on('message', (message) => {
        if (message === 'ready') waiters.shift()?.();
      });
    },
  });
  const nextReady = () => new Promise<void>((resolve) => waiters.push(resolve));
  return { supervisor, started, nextReady };
}

describe('the supervisor', () => {
  it('restarts a server that died at once, and stops it gracefully on request', async () => {
    process.env.PORT = String(await freePort());
    const { supervisor, started, nextReady } = supervise(Number(process.env.PORT));
    await nextReady();
    const restarted = nextReady();
    started[0].kill('SIGKILL');
    await restarted;
    expect(started[1].pid).not.toBe(started[0].pid);
    await supervisor.stop();
    expect(started[1].exitCode).toBe(0);
    expect(started[1].signalCode).toBeNull();
    expect(started).toHaveLength(2);
  });

  it('refuses no connection while a killed server is replaced: they wait for the new one', async () => {
    const port = await freePort();
    process.env.PORT = String(port);
    const { supervisor, started, nextReady } = supervise(port);
    await nextReady();
    const answers: string[] = [];
    let killedAt = -1;
    let done = false;
    const client = (async () => {
      while (!done) {
        answers.push(await ask(port));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    // Two restarts: the supervisor's copy of the socket must survive being handed over.
    for (const victim of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      killedAt = answers.length;
      const restarted = nextReady();
      started[victim].kill('SIGKILL');
      await restarted;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    done = true;
    await client;
    await supervisor.stop();
    expect(killedAt).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer === 'ECONNREFUSED')).toEqual([]);
    // A request the killed process had already accepted dies with it (one client, so at most one per kill).
    const failed = answers.filter((answer) => !answer.startsWith('pid '));
    expect(failed.every((answer) => answer === 'ECONNRESET') && failed.length <= 2).toBe(true);
    expect(new Set(answers.filter((answer) => answer.startsWith('pid ')))).toEqual(
      new Set(started.map((child) => `pid ${child.pid}`)),
    );
  });
});
