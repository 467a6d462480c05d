// Starts the built site (`node scripts/start.mjs`) on a loopback port for a check, or uses BASE_URL when given.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SiteUnderTest {
  base: string;
  /** Whether the process is still alive (always true for an outside BASE_URL). */
  alive(): boolean;
  /** The child's recent output, for a report when it died. */
  output(): string;
  stop(): Promise<void>;
}

async function waitUntilUp(base: string, child: ChildProcess | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/fr`, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${base}/fr within ${timeoutMs} ms`);
}

export async function startSite(options: { port: number; env?: Record<string, string> }): Promise<SiteUnderTest> {
  if (process.env.BASE_URL) {
    const base = process.env.BASE_URL.replace(/\/$/, '');
    await waitUntilUp(base, undefined, 10_000);
    return { base, alive: () => true, output: () => '', stop: async () => {} };
  }
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitUntilUp(base, child, 600_000);
  return {
    base,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
