import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the scheduling priority of the calling thread only (Linux: each thread is its own scheduling entity, and
 * /proc/thread-self names its id). Planner threads run long searches on every core; at a lower priority they give the
 * CPU back to the main thread the moment a page or a small API call arrives, and still use every idle cycle.
 * Returns false where the platform has no per-thread priority (the threads then run at the process's priority).
 */
export function lowerThisThreadPriority(nice: number): boolean {
  if (nice <= 0) return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId)) return false;
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}
