import type { JourneyRanking } from '../../domain/journey-cost.ts';
import type { JobStats } from './planner-runner.ts';

/** How a PlannerPool (planner-pool.ts) runs its threads: sizes, limits, range splitting, benchmark hooks. */
export interface PlannerPoolOptions {
  shared: SharedArrayBuffer;
  threads: number;
  /** How each thread's searches pick the recommended journey (default: every weight's default). */
  ranking?: JourneyRanking;
  /** Searches waiting for a thread, beyond which new ones are refused (a bound on memory). */
  queueLimit: number;
  /**
   * The longest a new search may expect to wait for a thread (queue length × average search time ÷ threads); beyond it
   * the search is refused at once. Waiting a second beats a refusal for a traveller, and a client that is refused and
   * asks again at once costs the main thread far more than one that waits in the queue.
   */
  maxWaitMs?: number;
  jobTimeoutMs: number;
  /** Nice value of the threads (0–19; Linux): above 0 the main thread's pages preempt running searches. */
  nice?: number;
  /** How long the front door holds a refused search before its 503 (planner-gauge.ts). */
  refusalDelayMs?: number;
  /** The worker script (tests may give another); found next to this module, or under src/ when this runs bundled. */
  workerUrl?: URL;
  /**
   * A range search started while another thread is idle and no search waits gets that thread as a helper for the
   * earlier part of its departures (src/server/routing/range/range-split.ts, range-split-handover.ts). Default true.
   */
  splitRanges?: boolean;
  /** Range searches with fewer RAPTOR runs than this are not split (range-split.ts MIN_SPLIT_RUNS by default). */
  splitMinRuns?: number;
  /**
   * Tests: how long an owner lets a helper start a slice, and at least waits for one it started
   * (range-split-handover.ts).
   */
  splitStartGraceMs?: number;
  splitMinWaitMs?: number;
  /** Told after each answered job, for benchmarks: its wall time, and the CPU time of its thread and of its helper's. */
  onJobDone?: (stats: JobStats) => void;
  /** Benchmarks: the threads read their scheduler counters around each job and split part (JobStats.thread, .split). */
  measureThreads?: boolean;
}
