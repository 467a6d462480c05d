/**
 * For the pool lines of `npm run bench:router` (pool-range-search.ts): where a search's wall time went, from the Linux
 * scheduler's counters. The planner threads read their own (src/server/planner-pool/thread-clock.ts, JobStats.thread
 * and .split); this reads the CPU time every other thread of this process took during a search (/proc/self/task), so
 * a thread of ours that took a core from a planner thread shows up by name: the main thread, V8's background threads
 * (TurboFan compiling, GC marking/sweeping: "V8Worker"), libuv's pool.
 */
import { readdirSync } from 'node:fs';
import { readProcText, type ThreadTimes } from '../../../src/server/planner-pool/thread-clock.ts';

/** CPU ns per thread of this process, by "id:name"; empty where /proc is not there. */
export function processThreadsCpuNs(): Map<string, number> {
  const cpu = new Map<string, number>();
  let ids: string[] = [];
  try {
    ids = readdirSync('/proc/self/task');
  } catch {
    return cpu;
  }
  for (const id of ids) {
    try {
      const name = readProcText(`/proc/self/task/${id}/comm`).trim();
      cpu.set(`${id}:${name}`, Number(readProcText(`/proc/self/task/${id}/schedstat`).split(' ')[0]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return cpu;
}

const V8_BACKGROUND = 'V8 background threads';
const THE_REST = 'other threads';

/** Sums, per group of threads, the CPU time taken between two readings (ms); the planner threads and the calling one are left out. */
export function otherThreadsMs(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const into = new Map<string, number>([
    [V8_BACKGROUND, 0],
    [THE_REST, 0],
  ]);
  for (const [key, ns] of after) {
    const name = key.slice(key.indexOf(':') + 1);
    // The planner threads count themselves; the caller counts its own CPU without these readings.
    if (name === 'WorkerThread' || name === 'MainThread') continue;
    const group = name.startsWith('V8Worker') ? V8_BACKGROUND : THE_REST;
    into.set(group, (into.get(group) ?? 0) + (ns - (before.get(key) ?? ns)) / 1e6);
  }
  return into;
}

/**
 * A part's wall time that its thread spent off the CPU: runnable but waiting for a core another thread held (another
 * planner thread, one of the threads above, another process), and the rest, which is either a sleep (a switch it made
 * itself: a lock, a major page fault) or, with no such switch, time the hypervisor did not run the virtual CPU (or
 * interrupt handling): counted as the thread's neither on CPU nor queued.
 */
export function offCpu(times: ThreadTimes): { queued: number; rest: number } {
  return { queued: times.runQueueMs, rest: Math.max(0, times.wallMs - times.cpuMs - times.runQueueMs) };
}

/**
 * CPU time the whole machine spent busy so far (ms; /proc/stat, in 10 ms ticks: only means over many searches say
 * something), to tell what other processes took during the searches; NaN where /proc is not there.
 */
export function machineBusyMs(): number {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readProcText('/proc/stat')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return NaN;
  }
}
