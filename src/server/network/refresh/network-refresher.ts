import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { nextRefreshDelayMs, type RefreshSchedule } from './refresh-config.ts';

/**
 * Fresh timetables without a restart. A refresh runs the import (`scripts/import-data.ts --refresh`) in a child process
 * at a lower priority, so compiling never holds the serving thread: it asks feeds by URL for a new version, validates
 * it and rewrites the network file only when one is accepted. Then `swap` loads the new file and puts it in place.
 * One refresh at a time; asked again meanwhile (SIGHUP, the schedule), one more runs after it.
 */
export type RefreshResult = 'swapped' | 'unchanged' | 'failed';

export interface RefreshOutcome {
  result: RefreshResult;
  /** ISO time the refresh ended. */
  at: string;
  /** Why it failed: the import's last words, or the load's error. */
  reason?: string;
  compileMs: number;
}

/** The import's exit code when no feed had a new version to use (scripts/import-data.ts). */
export const NOTHING_NEW = 3;

export interface ImportRun {
  code: number;
  output: string;
}

/** Runs the import as a child process, its output kept (the last lines name a failure) and echoed to the log. */
export function runImport(args: string[] = ['--refresh'], root = process.cwd()): Promise<ImportRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/import-data.ts'), ...args], {
      cwd: root,
      env: { ...process.env, MALLOC_MMAP_THRESHOLD_: '131072' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      // Below the serving threads: on a busy machine pages and searches come first, the compile waits.
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // not permitted here: the compile runs at the server's priority
    }
    let output = '';
    const keep = (chunk: Buffer) => {
      output = `${output}${chunk.toString('utf8')}`.slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export interface RefresherOptions {
  compile?: () => Promise<ImportRun>;
  /** Loads the new network file and swaps it in; throws when it cannot. */
  swap: () => Promise<void>;
  log?: (message: string) => void;
}

export class NetworkRefresher {
  private running: Promise<RefreshOutcome> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  last: RefreshOutcome | undefined;

  private readonly options: RefresherOptions;

  constructor(options: RefresherOptions) {
    this.options = options;
  }

  /** Refreshes now, or once more after the refresh running (whose outcome is then awaited too). */
  refresh(): Promise<RefreshOutcome> {
    if (this.running) {
      this.again = true;
      return this.running.then(() => this.running ?? this.refresh());
    }
    const run = this.runOnce().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.refresh();
      }
    });
    this.running = run;
    return run;
  }

  private async runOnce(): Promise<RefreshOutcome> {
    const log = this.options.log ?? console.log;
    const started = performance.now();
    const done = (result: RefreshResult, reason?: string): RefreshOutcome => {
      this.last = { result, at: new Date().toISOString(), reason, compileMs: Math.round(performance.now() - started) };
      log(`[refresh] ${result}${reason ? `: ${reason}` : ''} (${this.last.compileMs} ms)`);
      return this.last;
    };
    log('[refresh] asking the feeds for new versions');
    const run = await (this.options.compile ?? runImport)();
    if (run.code === NOTHING_NEW) return done('unchanged');
    if (run.code !== 0) {
      const lines = run.output.trim().split('\n');
      return done(
        'failed',
        (lines.findLast((line) => /failed|refused|error/i.test(line)) ?? lines.at(-1) ?? '').trim(),
      );
    }
    try {
      await this.options.swap();
      return done('swapped');
    } catch (error) {
      return done('failed', (error as Error).message);
    }
  }

  /** Refreshes on the schedule (in the network's zone) until stopped. */
  schedule(schedule: RefreshSchedule, timeZone: string): void {
    const delay = nextRefreshDelayMs(schedule, Date.now(), timeZone);
    if (delay === undefined) return;
    this.timer = setTimeout(() => {
      void this.refresh().finally(() => this.schedule(schedule, timeZone));
    }, delay);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
