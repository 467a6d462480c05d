import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { TripRequest } from '../../contract/trip-planner.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { PlannedJourney } from '../routing/planned-journey.ts';
import type { JourneyPlanner } from '../routing/planner.ts';
import type { PlanQuery } from '../routing/plan-query.ts';
import type { SearchSetup } from '../routing/range/range-runs.ts';
import { resolveTripRequest } from '../routing/trip-planner/trip-request.ts';
import type { PlannerJob } from './planner-runner.ts';
import { MIN_SPLIT_RUNS, splitCut, type RangeHelper, type RangeSlice } from '../routing/range/range-split.ts';
import {
  readThreadClock,
  threadTimesBetween,
  type SplitTimes,
  type ThreadReading,
  type ThreadTimes,
} from './thread-clock.ts';

/**
 * The hand-over between two planner threads for a split range search (src/server/routing/range/range-split.ts): the
 * pool gives the owner of a search and an idle thread one MessagePort each of a new channel and one shared Int32Array,
 * so slices and their journeys go from thread to thread without the main thread. The owner's search is synchronous
 * and blocks on the shared cell (Atomics.wait) only while the helper computes; the helper answers from its event loop.
 *
 * The cell says where the current slice is, and who may move it on:
 *   IDLE --owner offers--> OFFERED --helper takes--> TAKEN --helper answers--> DONE --owner reads--> IDLE
 * The owner takes an OFFERED slice back when its own part is done first (the helper never started: it is busy,
 * descheduled, or the message is late) and makes it itself; it gives up waiting on a TAKEN one after a bound. GONE:
 * the helper is no longer there for this search (the pool took it back for a queued search, it died, or the owner
 * gave up on it): no more offers, and nothing the helper still sends is read. Every step is a compare-and-swap, so
 * a slice is made by exactly one side and a search never waits on a helper that is not computing for it.
 */

export const IDLE = 0;
export const OFFERED = 1;
export const TAKEN = 2;
export const DONE = 3;
export const GONE = 4;
/** Cells of the shared array: the phase, and the sequence number of the slice offered last. */
const PHASE = 0;
const SEQUENCE = 1;

export function newHelpState(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
}

/** What the owner posts: the slice to make. */
interface SliceRequest {
  sequence: number;
  slice: RangeSlice;
  /** Benchmarks (measure): when the owner offered it (ms since the epoch), and ask for the helper's thread times. */
  offeredAtMs?: number;
}

/** What the helper posts back: the slice's journeys (or why not), and the CPU time it took on the helper's thread. */
interface SliceAnswer {
  sequence: number;
  journeys?: PlannedJourney[];
  failure?: string;
  cpuMs: number;
  /** Benchmarks (measure): the helper's thread while it made the slice, and how long after the offer it started. */
  times?: ThreadTimes;
  startedAfterMs?: number;
}

export interface OwnerHelpOptions {
  /** Searches with fewer runs are not split (range-split.ts MIN_SPLIT_RUNS by default). */
  minRuns?: number;
  /**
   * The longest the owner waits for a helper that took its slice, as a multiple of the time its own part took (at
   * least `minWaitMs`): past it the owner makes the slice itself, which costs about as long as its own part did.
   */
  waitFactor?: number;
  minWaitMs?: number;
  /**
   * How long the owner, its own part done, still lets an idle helper start an offered slice before making it itself.
   * 0 (the default): at once — the owner's part takes milliseconds, an idle thread takes the slice within a fraction
   * of one, so a slice not started by then has a helper that is not running. Tests set more, to see a helper work.
   */
  startGraceMs?: number;
  /** Benchmarks: read both threads' scheduler counters around each part (SplitTimes). */
  measure?: boolean;
}

/** The owner's side: the planner's RangeHelper while the search runs. */
export class OwnerRangeHelper implements RangeHelper {
  private readonly port: MessagePort;
  private readonly state: Int32Array;
  private readonly options: Required<OwnerHelpOptions>;
  private offeredAt = 0;
  /** CPU time the helper's thread spent on this search's slices (for benchmarks: both threads' cost of a search). */
  helperCpuMs = 0;
  slices = 0;
  /** Slices this thread made itself: not started by the helper in time, given up on, or failed there. */
  madeHere = 0;
  /** With options.measure: where the parts' wall time went. */
  readonly times: SplitTimes = { helperStartMs: 0, ownerWaitMs: 0 };
  private ownerStart: ThreadReading | undefined;

  constructor(port: MessagePort, state: Int32Array, options: OwnerHelpOptions = {}) {
    this.port = port;
    this.state = state;
    this.options = {
      minRuns: options.minRuns ?? MIN_SPLIT_RUNS,
      waitFactor: options.waitFactor ?? 2,
      minWaitMs: options.minWaitMs ?? 20,
      startGraceMs: options.startGraceMs ?? 0,
      measure: options.measure ?? false,
    };
  }

  cut(runCount: number): number {
    return splitCut(runCount, this.options.minRuns);
  }

  offer(slice: RangeSlice): boolean {
    if (Atomics.load(this.state, PHASE) !== IDLE) return false;
    const sequence = Atomics.add(this.state, SEQUENCE, 1) + 1;
    // Taken back by the pool in between (GONE): no offer.
    if (Atomics.compareExchange(this.state, PHASE, IDLE, OFFERED) !== IDLE) return false;
    const request: SliceRequest = { sequence, slice };
    if (this.options.measure) {
      this.ownerStart = readThreadClock();
      request.offeredAtMs = this.ownerStart?.atMs;
    }
    this.port.postMessage(request);
    this.offeredAt = performance.now();
    this.slices++;
    return true;
  }

  collect(): PlannedJourney[] | null {
    const waitStart = this.options.measure ? readThreadClock() : undefined;
    const journeys = this.collectAnswer();
    if (!journeys) this.madeHere++;
    if (waitStart) {
      this.times.owner = addTimes(this.times.owner, threadTimesBetween(this.ownerStart, waitStart));
      this.times.ownerWaitMs += performance.timeOrigin + performance.now() - waitStart.atMs;
    }
    return journeys;
  }

  private collectAnswer(): PlannedJourney[] | null {
    const sequence = Atomics.load(this.state, SEQUENCE);
    // Not started by the helper while this thread made its own part: made here (at once unless a grace is set).
    if (this.options.startGraceMs > 0) Atomics.wait(this.state, PHASE, OFFERED, this.options.startGraceMs);
    if (Atomics.compareExchange(this.state, PHASE, OFFERED, IDLE) === OFFERED) return null;
    const ownMs = performance.now() - this.offeredAt;
    const deadline = performance.now() + Math.max(this.options.minWaitMs, this.options.waitFactor * ownMs);
    for (;;) {
      const phase = Atomics.load(this.state, PHASE);
      if (phase === DONE) break;
      if (phase !== TAKEN) return null;
      const left = deadline - performance.now();
      if (left <= 0) {
        if (Atomics.compareExchange(this.state, PHASE, TAKEN, GONE) === TAKEN) return null;
        continue; // it answered meanwhile
      }
      Atomics.wait(this.state, PHASE, TAKEN, left);
    }
    const answer = this.answerOf(sequence);
    Atomics.store(this.state, PHASE, IDLE);
    if (!answer) return null;
    this.helperCpuMs += answer.cpuMs;
    this.times.helper = addTimes(this.times.helper, answer.times);
    this.times.helperStartMs += answer.startedAfterMs ?? 0;
    return answer.journeys ?? null;
  }

  /** The helper posts before it says DONE, so the answer is in the port's queue; older ones (given up on) are skipped. */
  private answerOf(sequence: number): SliceAnswer | undefined {
    for (let received = receiveMessageOnPort(this.port); received; received = receiveMessageOnPort(this.port)) {
      const answer = received.message as SliceAnswer;
      if (answer.sequence === sequence) return answer;
    }
    return undefined;
  }
}

/**
 * The helper's side: answers the owner's slices with `makeSlice` until the owner's port closes (its search ended).
 * `makeSlice` runs with the owner's job's trip delays set (the caller's business: planner-worker.ts); `afterSlice`
 * tells the pool the helper is between slices again (a search queued meanwhile may take it back).
 */
export function serveRangeHelp(
  port: MessagePort,
  state: Int32Array,
  makeSlice: (slice: RangeSlice) => PlannedJourney[] | null,
  afterSlice: () => void,
): void {
  port.on('message', (request: SliceRequest) => {
    if (Atomics.load(state, SEQUENCE) !== request.sequence) return;
    if (Atomics.compareExchange(state, PHASE, OFFERED, TAKEN) !== OFFERED) return;
    Atomics.notify(state, PHASE); // an owner granting a start grace waits for this
    const clockStart = request.offeredAtMs !== undefined ? readThreadClock() : undefined;
    const cpuStart = process.threadCpuUsage();
    let answer: SliceAnswer;
    try {
      const journeys = makeSlice(request.slice);
      answer = {
        sequence: request.sequence,
        journeys: journeys ?? undefined,
        failure: journeys ? undefined : 'another search',
        cpuMs: 0,
      };
    } catch (error) {
      answer = { sequence: request.sequence, failure: String((error as Error)?.stack ?? error), cpuMs: 0 };
    }
    const used = process.threadCpuUsage(cpuStart);
    answer.cpuMs = (used.user + used.system) / 1000;
    if (clockStart) {
      answer.times = threadTimesBetween(clockStart, readThreadClock());
      answer.startedAfterMs = clockStart.atMs - request.offeredAtMs!;
    }
    port.postMessage(answer);
    // The owner may have given up meanwhile (GONE): then nobody reads the answer.
    if (Atomics.compareExchange(state, PHASE, TAKEN, DONE) === TAKEN) Atomics.notify(state, PHASE);
    afterSlice();
  });
  port.on('close', () => port.removeAllListeners());
}

function addTimes(sum: ThreadTimes | undefined, more: ThreadTimes | undefined): ThreadTimes | undefined {
  if (!sum || !more) return sum ?? more;
  return {
    wallMs: sum.wallMs + more.wallMs,
    cpuMs: sum.cpuMs + more.cpuMs,
    runQueueMs: sum.runQueueMs + more.runQueueMs,
    voluntary: sum.voluntary + more.voluntary,
    involuntary: sum.involuntary + more.involuntary,
    minorFaults: sum.minorFaults + more.minorFaults,
    majorFaults: sum.majorFaults + more.majorFaults,
  };
}

/** A setup built ahead by a helper, and the slice query it is for. */
export interface PreparedSlice {
  key: string;
  setup: SearchSetup;
}

/** What tells two slices' searches apart (the runs aside). */
export function sliceKey(slice: Pick<RangeSlice, 'from' | 'to' | 'time' | 'preferences' | 'stepFree'>): string {
  return JSON.stringify([slice.from, slice.to, slice.time, slice.preferences, slice.stepFree]);
}

/**
 * The helper, as it starts standing by, builds the setup of the job's first range search (the owner builds the same
 * meanwhile: links, lower bounds, departures — a millisecond, several for busy areas), so its slice starts as soon as
 * it is offered. Only for a search without a via place (a via search's range part depends on its first part's answer);
 * the owner's slice must name the same search, else the helper builds its own (sliceKey). Undefined when there is
 * nothing to build (the owner will answer the request's problem).
 */
export function prepareFirstSlice(
  planner: JourneyPlanner,
  network: TransitNetwork,
  job: PlannerJob,
): PreparedSlice | undefined {
  if (job.kind === 'detailed') return undefined;
  let query: PlanQuery;
  try {
    query =
      job.kind === 'plan'
        ? (job.request as PlanQuery)
        : resolveTripRequest(network, job.request as TripRequest, job.nowMs).query;
  } catch {
    return undefined;
  }
  if (query.via || query.time.rangeSeconds <= 0) return undefined;
  // JourneyPlanner.search: a step-free search's first part is the one on every stop not known to be inaccessible.
  const search = {
    from: query.from,
    to: query.to,
    time: query.time,
    preferences: query.preferences,
    stepFree: query.preferences.wheelchair ? 'possible' : 'any',
  } as const;
  return {
    key: sliceKey(search),
    setup: planner.prepareSearch(search.from, search.to, search.time, search.preferences, search.stepFree),
  };
}
