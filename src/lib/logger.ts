/**
 * One logger for the server and the browser that throttles repeats (spec section 9: 1000 ms window, minimum repeat
 * count 5). The same message (same level and arguments) arriving again within the window of its previous occurrence
 * is printed normally up to the fifth time; later repeats are held back and counted, then reported once with their
 * count when the window passes quietly or a different message arrives. A burst of errors thus cannot flood a console.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogSink = (level: LogLevel, args: unknown[]) => void;

export interface LoggerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LoggerOptions {
  sink?: LogSink;
  clock?: LoggerClock;
  /** Repeats closer than this to the previous occurrence are throttled. */
  throttleMs?: number;
  /** Occurrences printed normally before throttling starts. */
  minRepeat?: number;
}

export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  /** Reports held-back repeats now (tests, process exit). */
  flush(): void;
}

export const LOG_THROTTLE_MS = 1000;
export const LOG_THROTTLE_MIN_REPEAT = 5;

const consoleSink: LogSink = (level, args) => {
  // The server's console gets a timestamp; browsers add their own.
  if (typeof window === 'undefined') console[level](new Date().toISOString(), `[${level}]`, ...args);
  else console[level](...args);
};

const systemClock: LoggerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function serialize(level: LogLevel, args: unknown[]): string {
  try {
    return JSON.stringify([level, args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg))]);
  } catch {
    // Circular values cannot be compared: such messages are never throttled.
    return `${level}:${Math.random()}`;
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const sink = options.sink ?? consoleSink;
  const clock = options.clock ?? systemClock;
  const throttleMs = options.throttleMs ?? LOG_THROTTLE_MS;
  const minRepeat = options.minRepeat ?? LOG_THROTTLE_MIN_REPEAT;

  let last: { key: string; level: LogLevel; args: unknown[]; count: number; at: number } | undefined;
  let held = 0;
  let timer: unknown;

  const reportHeld = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (last && held > 0) {
      sink(last.level, [...last.args, `(repeated ${held} times)`]);
      last.count = 0;
    }
    held = 0;
  };

  const log = (level: LogLevel, args: unknown[]) => {
    const key = serialize(level, args);
    const at = clock.now();
    if (last && last.key === key && at - last.at < throttleMs) {
      last.at = at;
      last.count += 1;
      if (last.count > minRepeat) {
        held += 1;
        if (timer !== undefined) clock.clearTimeout(timer);
        timer = clock.setTimeout(reportHeld, throttleMs);
        return;
      }
      sink(level, args);
      return;
    }
    reportHeld();
    last = { key, level, args, count: 1, at };
    sink(level, args);
  };

  return {
    debug: (...args) => log('debug', args),
    info: (...args) => log('info', args),
    warn: (...args) => log('warn', args),
    error: (...args) => log('error', args),
    flush: reportHeld,
  };
}

/** The shared instance used by server code and islands. */
export const logger = createLogger();
