import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel, type LoggerClock } from './logger.ts';

/** A hand-driven clock: time moves only when the test says so, and due timers fire then. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { due: number; callback: () => void }>();
  const clock: LoggerClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { due: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.due <= now) {
        timers.delete(id);
        timer.callback();
      }
    }
  };
  return { clock, advance };
}

function setup() {
  const lines: Array<[LogLevel, unknown[]]> = [];
  const { clock, advance } = fakeClock();
  const logger = createLogger({ clock, sink: (level, args) => lines.push([level, args]) });
  return { lines, advance, logger };
}

describe('logger throttling', () => {
  it('prints distinct messages as they come', () => {
    const { lines, logger } = setup();
    logger.info('a');
    logger.warn('b');
    logger.error('c', { stop: 'X' });
    expect(lines).toEqual([
      ['info', ['a']],
      ['warn', ['b']],
      ['error', ['c', { stop: 'X' }]],
    ]);
  });

  it('prints up to five quick repeats, then reports the rest once with their count after a quiet window', () => {
    const { lines, logger, advance } = setup();
    for (let i = 0; i < 12; i++) {
      logger.error('upstream timeout');
      advance(100);
    }
    expect(lines).toHaveLength(5);
    advance(899); // 999 ms after the last repeat

    expect(lines).toHaveLength(5);
    advance(1);
    expect(lines).toHaveLength(6);
    expect(lines[5]).toEqual(['error', ['upstream timeout', '(repeated 7 times)']]);
  });

  it('does not report a count when repeats stay below the threshold', () => {
    const { lines, logger, advance } = setup();
    for (let i = 0; i < 5; i++) logger.warn('slow');
    advance(5000);
    expect(lines).toEqual(Array(5).fill(['warn', ['slow']]));
  });

  it('treats repeats farther apart than the window as new messages', () => {
    const { lines, logger, advance } = setup();
    for (let i = 0; i < 8; i++) {
      logger.info('tick');
      advance(1000);
    }
    expect(lines).toHaveLength(8);
    expect(lines.every(([, args]) => args.length === 1)).toBe(true);
  });

  it('reports held repeats before a different message', () => {
    const { lines, logger } = setup();
    for (let i = 0; i < 7; i++) logger.error('x');
    logger.info('y');
    expect(lines.slice(5)).toEqual([
      ['error', ['x', '(repeated 2 times)']],
      ['info', ['y']],
    ]);
  });

  it('distinguishes levels and arguments', () => {
    const { lines, logger } = setup();
    for (let i = 0; i < 6; i++) {
      logger.info('same');
      logger.warn('same');
    }
    expect(lines).toHaveLength(12);
  });

  it('flush reports held repeats at once', () => {
    const { lines, logger } = setup();
    for (let i = 0; i < 9; i++) logger.debug('d');
    logger.flush();
    expect(lines.at(-1)).toEqual(['debug', ['d', '(repeated 4 times)']]);
  });

  it('never throttles values it cannot compare', () => {
    const { lines, logger } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (let i = 0; i < 8; i++) logger.error('loop', circular);
    expect(lines).toHaveLength(8);
  });
});
