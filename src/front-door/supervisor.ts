import cluster, { type Worker } from 'node:cluster';

/**
 * The light supervisor of `npm start`: one server process (a cluster worker; the planner's parallelism comes from its
 * threads, not from more copies of the 430 MB network), restarted at once when it dies (it listens again about a
 * second later: the time to load the network and the site's modules). A server that keeps dying right after it
 * starts is restarted with a growing delay (at most MAX_DELAY_MS) rather than in a tight loop.
 */

const QUICK_DEATH_MS = 5_000;
const MAX_DELAY_MS = 10_000;

export interface SupervisorOptions {
  /** The server script a worker runs. */
  exec: string;
  log?: (message: string) => void;
  /** Called with each new server process (tests watch restarts with it). */
  onStart?: (worker: Worker) => void;
}

export interface Supervisor {
  /** Asks the server to stop gracefully (SIGTERM) and resolves once it has exited; no restart follows. */
  stop(): Promise<void>;
}

export function superviseSite({ exec, log = console.log, onStart }: SupervisorOptions): Supervisor {
  cluster.setupPrimary({ exec });
  let stopping = false;
  let quickDeaths = 0;
  let current: Worker | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = () => {
    const startedAt = Date.now();
    const worker = cluster.fork();
    current = worker;
    exited = new Promise((resolve) => {
      worker.on('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
        const delay = quickDeaths <= 1 ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** quickDeaths);
        log(`[supervisor] server ${worker.process.pid} died (${signal ?? `code ${code}`}); restarting${delay ? ` in ${delay} ms` : ''}`);
        setTimeout(start, delay);
      });
    });
    onStart?.(worker);
  };
  start();

  return {
    async stop() {
      stopping = true;
      if (current && !current.isDead()) current.process.kill('SIGTERM');
      await exited;
    },
  };
}

/** SIGTERM/SIGINT stop the server gracefully, then the supervisor exits. */
export function stopOnSignals(supervisor: Supervisor): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => supervisor.stop().then(() => process.exit(0)));
  }
}
