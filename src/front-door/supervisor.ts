import { fork, type ChildProcess } from 'node:child_process';
import { ASK_FOR_SOCKET, HERE_IS_THE_SOCKET, KEEP_THE_SOCKET, SUPERVISED_ENV } from './kept-listener.ts';

/**
 * The light supervisor of `npm start`: one server process (the planner's parallelism comes from its threads, not from
 * more copies of the 430 MB network), restarted at once when it dies. The supervisor keeps a copy of the listening
 * socket (kept-listener.ts), so while the replacement starts (about a second: the network and the site's modules),
 * new connections wait in the kernel's backlog instead of being refused. A server that keeps dying right after it
 * starts is restarted with a growing delay (at most MAX_DELAY_MS) rather than in a tight loop.
 */

const QUICK_DEATH_MS = 5_000;
const MAX_DELAY_MS = 10_000;

export interface SupervisorOptions {
  /** The server script the child process runs. */
  exec: string;
  log?: (message: string) => void;
  /** Called with each new server process (tests watch restarts with it). */
  onStart?: (server: ChildProcess) => void;
}

export interface Supervisor {
  /** Asks the server to stop gracefully (SIGTERM) and resolves once it has exited; no restart follows. */
  stop(): Promise<void>;
  /** Passes a signal on to the server (SIGHUP: refresh the timetables). */
  signal(signal: NodeJS.Signals): void;
}

export function superviseSite({ exec, log = console.log, onStart }: SupervisorOptions): Supervisor {
  let stopping = false;
  let quickDeaths = 0;
  let current: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  /** The listening socket's raw handle, once the first server opened the port. Never polled here. */
  let socket: unknown;

  const onMessage = (child: ChildProcess) => (message: { cmd?: unknown } | null, handle: unknown) => {
    if (message?.cmd === ASK_FOR_SOCKET) {
      // keepOpen: the supervisor's copy must survive the handing over, for the next restart.
      if (socket) child.send({ cmd: HERE_IS_THE_SOCKET }, socket as never, { keepOpen: true });
      else child.send({ cmd: HERE_IS_THE_SOCKET });
    } else if (message?.cmd === KEEP_THE_SOCKET && handle) {
      socket ??= handle;
    }
  };

  const start = () => {
    const startedAt = Date.now();
    const child = fork(exec, [], { env: { ...process.env, [SUPERVISED_ENV]: '1' } });
    current = child;
    child.on('message', onMessage(child));
    // A send to a process that just died fails; its exit handler starts the next one.
    child.on('error', (error) => log(`[supervisor] server ${child.pid}: ${error.message}`));
    exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
        const delay = quickDeaths <= 1 ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** quickDeaths);
        log(
          `[supervisor] server ${child.pid} died (${signal ?? `code ${code}`}); restarting${delay ? ` in ${delay} ms` : ''}`,
        );
        setTimeout(start, delay);
      });
    });
    onStart?.(child);
  };
  start();

  return {
    async stop() {
      stopping = true;
      if (current && current.exitCode === null && current.signalCode === null) current.kill('SIGTERM');
      await exited;
    },
    signal(signal) {
      if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
    },
  };
}

/**
 * SIGTERM/SIGINT stop the server gracefully, then the supervisor exits. SIGHUP goes on to the server, which refreshes
 * its timetables (an operator signals the process `npm start` runs, and only the server holds the network).
 */
export function stopOnSignals(supervisor: Supervisor): void {
  process.on('SIGHUP', () => supervisor.signal('SIGHUP'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => supervisor.stop().then(() => process.exit(0)));
  }
}
