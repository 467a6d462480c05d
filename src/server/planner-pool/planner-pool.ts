import { MessageChannel, Worker } from 'node:worker_threads';
import { publishPlannerGauge } from './planner-gauge.ts';
import { plannerWorkerUrl } from './planner-worker-url.ts';
import type { CancelledTrips } from '../routing/raptor/active-trips.ts';
import type { TripDelays } from '../routing/delays/trip-delays.ts';
export { plannerWorkerUrl } from './planner-worker-url.ts';
export type { JobStats } from './planner-runner.ts';
export type { PlannerPoolOptions } from './planner-pool-options.ts';
import { GONE, IDLE, OFFERED, newHelpState } from './range-split-handover.ts';
import type { PlannerPoolOptions } from './planner-pool-options.ts';
import {
  PlannerBusy,
  problemFrom,
  type DelaysMessage,
  type JobStats,
  type JourneyPlannerRunner,
  type PlannerAnswer,
  type PlannerJob,
  type ProblemMessage,
} from './planner-runner.ts';

/**
 * The journey planner off the event loop: a fixed set of worker threads sharing the compiled network (one
 * SharedArrayBuffer, read once by the main thread), fed from one bounded queue. A full queue answers PlannerBusy at
 * once (the API's 503 + Retry-After) instead of letting waits grow until clients time out; a search that runs past
 * `jobTimeoutMs` has its thread replaced. Pages and the rest of the API stay on the main thread, never behind a search.
 */

/** A search's owner thread and the idle thread standing by for it (range-split-handover.ts), with their shared cell. */
interface HelpLink {
  owner: Slot;
  helper: Slot;
  state: Int32Array;
}

interface Pending {
  job: PlannerJob;
  resolve: (answer: PlannerAnswer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** It once said ready: a thread that dies before is restarted after a pause, not in a tight loop. */
  started: boolean;
  /** The version of the trip delays this thread holds (posted once per version, before the first job that needs it). */
  delaysVersion?: string;
  current?: Pending & { id: number; timer: NodeJS.Timeout; startedAt: number; help?: HelpLink };
  /** Standing by for another thread's search: not given jobs until that search ends or the pool takes it back. */
  helping?: HelpLink;
}

type WorkerMessage =
  | { ready: true }
  | { sliceDone: true }
  | ({ id: number; answer?: PlannerAnswer; problem?: ProblemMessage; failure?: string } & Partial<JobStats>);

export class PlannerPool implements JourneyPlannerRunner {
  private readonly options: PlannerPoolOptions;
  private readonly workerUrl: URL;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  /** The latest versions of the trip delays, for jobs still queued with an older one. */
  private readonly delays = new Map<string, { delays: TripDelays; cancelled: CancelledTrips | undefined }>();
  /** The version prepare() announced last: a thread that starts (or restarts) prepares it once ready. */
  private latest: string | undefined;
  private nextId = 1;
  private closed = false;
  /** Moving average of a search's duration, for Retry-After. */
  private averageMs = 200;
  private readyWaiters: (() => void)[] = [];

  constructor(options: PlannerPoolOptions) {
    this.options = options;
    this.workerUrl = options.workerUrl ?? plannerWorkerUrl();
    for (let i = 0; i < options.threads; i++) this.slots.push(this.spawn());
    publishPlannerGauge({
      busyFor: () => (this.full() ? this.retryAfterS() : 0),
      refusalDelayMs: options.refusalDelayMs ?? 0,
    });
  }

  private full(): boolean {
    const expectedWaitMs = ((this.queue.length + 1) * this.averageMs) / this.slots.length;
    return this.queue.length >= this.options.queueLimit || expectedWaitMs > (this.options.maxWaitMs ?? Infinity);
  }

  private retryAfterS(): number {
    return Math.max(1, Math.ceil(((this.queue.length + 1) * this.averageMs) / this.slots.length / 1000));
  }

  /** Resolves once every thread has started (benchmarks and tests: the first searches otherwise find one thread). */
  whenReady(): Promise<void> {
    if (this.slots.every((slot) => slot.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Turns splitting on or off from the next search on (benchmarks compare both on one pool, query by query). */
  setSplitRanges(on: boolean): void {
    this.options.splitRanges = on;
  }

  get queued(): number {
    return this.queue.length;
  }

  run(job: PlannerJob): Promise<PlannerAnswer> {
    if (this.closed) return Promise.reject(new PlannerBusy('The planner is shutting down', 5));
    if (this.full()) {
      return Promise.reject(
        new PlannerBusy(`The journey planner is busy (${this.queue.length} searches waiting)`, this.retryAfterS()),
      );
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: this.withDelaysByVersion(job), resolve, reject });
      this.dispatch();
    });
  }

  /** The job as queued: its trip delays kept here once per version, the job naming the version only. */
  private withDelaysByVersion(job: PlannerJob): PlannerJob {
    const delays = job.tripDelays;
    if (!delays) return job;
    this.keep(delays, job.cancelledTrips);
    return { ...job, tripDelays: undefined, tripDelaysVersion: delays.version };
  }

  private keep(delays: TripDelays, cancelled: CancelledTrips | undefined): void {
    if (this.delays.has(delays.version)) return;
    this.delays.set(delays.version, { delays, cancelled });
    if (this.delays.size > 3) this.delays.delete(this.delays.keys().next().value!);
  }

  /**
   * A new version of the trip delays (a new realtime snapshot): posted at once to every thread that does not hold it,
   * which prepares it before its next job (so no search pays for it), still once per version and thread. Threads
   * starting up get it when ready.
   */
  prepare(tripDelays: TripDelays | undefined, cancelledTrips: CancelledTrips | undefined): void {
    if (!tripDelays || tripDelays.trips.length === 0 || this.closed) return;
    this.keep(tripDelays, cancelledTrips);
    this.latest = tripDelays.version;
    for (const slot of this.slots) if (slot.ready) this.postDelays(slot, tripDelays.version, true);
  }

  /** Posts a kept version to a thread that does not hold it yet (messages arrive in order: before any job posted after). */
  private postDelays(slot: Slot, version: string, ahead: boolean): void {
    const kept = this.delays.get(version);
    if (!kept || slot.delaysVersion === version) return;
    const message: DelaysMessage = { tripDelays: kept.delays, cancelledTrips: kept.cancelled, ahead };
    slot.worker.postMessage(message);
    slot.delaysVersion = version;
  }

  /**
   * Another pool took over (a new network was swapped in): searches already given to this one, queued or running, are
   * answered on the network they started on; then its threads stop and their network can be released. The gauge
   * stays with the pool that replaced it. A search still running after `jobTimeoutMs` has met its own timeout.
   */
  async retire(): Promise<void> {
    const idle = () => this.queue.length === 0 && this.slots.every((slot) => !slot.current);
    const deadline = performance.now() + this.options.jobTimeoutMs * 2;
    while (!idle() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new PlannerBusy('The planner is shutting down', 5));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  /** Stops the threads; searches still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    publishPlannerGauge(undefined);
    for (const pending of this.queue.splice(0)) pending.reject(new PlannerBusy('The planner is shutting down', 5));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const help = {
      minRuns: this.options.splitMinRuns,
      startGraceMs: this.options.splitStartGraceMs,
      minWaitMs: this.options.splitMinWaitMs,
      measure: this.options.measureThreads,
    };
    const worker = new Worker(this.workerUrl, {
      workerData: { shared: this.options.shared, nice: this.options.nice ?? 0, help, ranking: this.options.ranking },
    });
    const slot: Slot = { worker, ready: false, started: false };
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => console.error('[planner] thread failed', error));
    worker.on('exit', (code) => this.onExit(slot, code));
    return slot;
  }

  private dispatch(): void {
    if (this.queue.length > 0) this.takeBackIdleHelpers();
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!slot.ready || slot.current || slot.helping) continue;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      const timer = setTimeout(() => this.onTimeout(slot), this.options.jobTimeoutMs);
      slot.current = { ...pending, id, timer, startedAt: performance.now() };
      const version = pending.job.tripDelaysVersion;
      // A version no prepare() announced (or this thread missed): posted just before the job that names it.
      if (version !== undefined) this.postDelays(slot, version, false);
      const helper = this.queue.length === 0 && pending.job.kind !== 'detailed' ? this.idleHelperFor(slot) : undefined;
      if (!helper) {
        slot.worker.postMessage({ id, job: pending.job });
        continue;
      }
      // Split when it costs no one a wait: nothing queued and a thread idle. Each gets one end of a channel of its own.
      const link: HelpLink = { owner: slot, helper, state: newHelpState() };
      slot.current.help = link;
      helper.helping = link;
      const channel = new MessageChannel();
      if (version !== undefined) this.postDelays(helper, version, false);
      helper.worker.postMessage({ helpFor: id, job: pending.job, port: channel.port2, state: link.state }, [
        channel.port2,
      ]);
      slot.worker.postMessage({ id, job: pending.job, help: { port: channel.port1, state: link.state } }, [
        channel.port1,
      ]);
    }
  }

  private idleHelperFor(owner: Slot): Slot | undefined {
    if (this.options.splitRanges === false) return undefined;
    return this.slots.find((slot) => slot !== owner && slot.ready && !slot.current && !slot.helping);
  }

  /**
   * A search waits: helpers not computing a slice right now are taken back for it (their owner then makes its
   * slices itself). One computing a slice is left to finish it (at most about half a search).
   */
  private takeBackIdleHelpers(): void {
    for (const slot of this.slots) {
      const link = slot.helping;
      if (!link) continue;
      if (
        Atomics.compareExchange(link.state, 0, IDLE, GONE) === IDLE ||
        Atomics.compareExchange(link.state, 0, OFFERED, GONE) === OFFERED
      ) {
        this.endHelp(link);
      }
    }
  }

  /** The helper is free again; whatever the owner still asks or waits for is made by the owner (GONE wakes it). */
  private endHelp(link: HelpLink | undefined): void {
    if (!link) return;
    Atomics.store(link.state, 0, GONE);
    Atomics.notify(link.state, 0);
    if (link.helper.helping === link) link.helper.helping = undefined;
    if (link.owner.current?.help === link) link.owner.current.help = undefined;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      slot.started = true;
      if (this.slots.every((other) => other.ready)) for (const resolve of this.readyWaiters.splice(0)) resolve();
      if (this.latest !== undefined) this.postDelays(slot, this.latest, true);
      this.dispatch();
      return;
    }
    // A helper between two slices of its owner's search: a search that queued meanwhile may take it back now.
    if ('sliceDone' in message) {
      this.dispatch();
      return;
    }
    const current = slot.current;
    if (!current || current.id !== message.id) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    this.endHelp(current.help);
    const wallMs = performance.now() - current.startedAt;
    this.averageMs = 0.9 * this.averageMs + 0.1 * wallMs;
    if (!message.problem && message.failure === undefined) {
      const { cpuMs = 0, helperCpuMs = 0, slices = 0, madeHere = 0, thread, split } = message;
      this.options.onJobDone?.({ wallMs, cpuMs, helperCpuMs, slices, madeHere, thread, split });
    }
    if (message.problem) current.reject(problemFrom(message.problem));
    else if (message.failure !== undefined) current.reject(new Error(`planner thread: ${message.failure}`));
    else current.resolve(message.answer ?? null);
    this.dispatch();
  }

  private onTimeout(slot: Slot): void {
    const current = slot.current;
    if (!current) return;
    slot.current = undefined;
    this.endHelp(current.help);
    slot.ready = false; // nothing more is sent to it: its replacement takes over once it has exited
    console.error(`[planner] a search ran past ${this.options.jobTimeoutMs} ms; replacing its thread`);
    current.reject(new PlannerBusy(`The search took longer than ${this.options.jobTimeoutMs} ms`, 5));
    void slot.worker.terminate();
  }

  private onExit(slot: Slot, code: number): void {
    const current = slot.current;
    // A helper that dies: its owner makes its slices itself (GONE wakes it if it waits).
    this.endHelp(slot.helping);
    if (current) {
      this.endHelp(current.help);
      clearTimeout(current.timer);
      current.reject(new Error(`planner thread exited (code ${code}) during a search`));
    }
    if (this.closed) return;
    const replace = () => {
      const index = this.slots.indexOf(slot);
      if (index >= 0 && !this.closed) this.slots[index] = this.spawn();
    };
    if (slot.started) replace();
    else setTimeout(replace, 1_000).unref();
  }
}
