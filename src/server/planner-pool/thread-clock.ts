import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Where a planner thread's wall time goes, from the Linux scheduler's own counters for the calling thread
 * (/proc/thread-self: schedstat = ns on a CPU, ns runnable but waiting for one; stat = minor/major page faults;
 * status = voluntary/involuntary context switches). Benchmarks only (PlannerPoolOptions.measureThreads): a reading
 * costs a 10 µs sleep (see below: one voluntary switch) and three small file reads, into one reused buffer
 * (readFileSync would allocate 64 KB per /proc file, whose size it cannot know: megabytes per second of external
 * memory that make V8 collect garbage more often than the planner does).
 * Wall − on CPU − waiting for a CPU = time the thread slept (a futex, Atomics.wait, a major page fault) or the
 * hypervisor held its virtual CPU.
 */

export interface ThreadTimes {
  wallMs: number;
  /** On a CPU (the scheduler's sum_exec_runtime). */
  cpuMs: number;
  /** Runnable, waiting on a run queue for a CPU another thread held. */
  runQueueMs: number;
  /** Times it gave the CPU up itself (slept), and times it was preempted. */
  voluntary: number;
  involuntary: number;
  minorFaults: number;
  majorFaults: number;
}

/**
 * Benchmarks: where a split search's two parts spent their wall time (range-split-handover.ts), summed over its
 * slices.
 */
export interface SplitTimes {
  /** The owner from its offer to the end of its own part (before it waits for the helper). */
  owner?: ThreadTimes;
  /** The helper while making its slices. */
  helper?: ThreadTimes;
  /** From the owner's offer to the helper starting the slice. */
  helperStartMs: number;
  /** The owner's wait for the helper's answer, its own part done. */
  ownerWaitMs: number;
}

export interface ThreadReading {
  atMs: number;
  cpuNs: number;
  runQueueNs: number;
  voluntary: number;
  involuntary: number;
  minorFaults: number;
  majorFaults: number;
}

const buffer = Buffer.alloc(4096);

/** A small /proc file's text, read into the reused buffer. */
export function readProcText(path: string): string {
  const fd = openSync(path, 'r');
  try {
    return buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    closeSync(fd);
  }
}

const nap = new Int32Array(new SharedArrayBuffer(4));

/** This thread's counters now; undefined where /proc/thread-self is not there (not Linux). */
export function readThreadClock(): ThreadReading | undefined {
  try {
    // The kernel adds a running thread's CPU time to these counters only at a scheduler event (a tick, a switch): read
    // at once, the time since the last tick (up to 4 ms here) would be missing. A 10 µs sleep is such an event.
    Atomics.wait(nap, 0, 0, 0.01);
    const atMs = performance.timeOrigin + performance.now();
    const [cpuNs, runQueueNs] = readProcText('/proc/thread-self/schedstat').split(' ').map(Number);
    const stat = readProcText('/proc/thread-self/stat');
    // Fields after the command's closing parenthesis: state is field 3, minflt 10, majflt 12 (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = readProcText('/proc/thread-self/status');
    const count = (name: string) => Number(new RegExp(`^${name}:\\s*(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return {
      atMs,
      cpuNs,
      runQueueNs,
      voluntary: count('voluntary_ctxt_switches'),
      involuntary: count('nonvoluntary_ctxt_switches'),
      minorFaults: Number(fields[7]),
      majorFaults: Number(fields[9]),
    };
  } catch {
    return undefined;
  }
}

export function threadTimesBetween(
  start: ThreadReading | undefined,
  end: ThreadReading | undefined,
): ThreadTimes | undefined {
  if (!start || !end) return undefined;
  return {
    wallMs: end.atMs - start.atMs,
    cpuMs: (end.cpuNs - start.cpuNs) / 1e6,
    runQueueMs: (end.runQueueNs - start.runQueueNs) / 1e6,
    voluntary: end.voluntary - start.voluntary,
    involuntary: end.involuntary - start.involuntary,
    minorFaults: end.minorFaults - start.minorFaults,
    majorFaults: end.majorFaults - start.majorFaults,
  };
}
