import type { JourneyRanking } from '../../domain/journey-cost.ts';
import type { TripRequest } from '../../contract/trip-planner.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { PlanQuery } from '../routing/plan-query.ts';
import { TripPlannerService } from '../routing/trip-planner/trip-planner-service.ts';
import { TripRequestProblem } from '../routing/trip-planner/trip-request.ts';
import type { CancelledTrips } from '../routing/raptor/active-trips.ts';
import type { TripDelays } from '../routing/delays/trip-delays.ts';
import type { SplitTimes, ThreadTimes } from './thread-clock.ts';

/**
 * The journey planner as the HTTP layer calls it: asynchronous, and answering JSON text, so that the work can run on
 * another thread (planner-pool.ts) or here (inProcessPlanner, for tests and PLANNER_THREADS=0) behind one interface.
 * The planner itself (src/server/routing) is wrapped, never changed.
 */
export interface PlannerJob {
  /** plan: the planner alone on a resolved query (benchmarks: bench:router's pool lines), answering its journeys. */
  kind: 'search' | 'detailed' | 'plan';
  /** search: the trip request; detailed: the journeySummaryCode; plan: the planner's query. */
  request: TripRequest | string | PlanQuery;
  /** The clock of the search ("now" when the request gives no time). */
  nowMs: number;
  /** Trips the realtime feeds cancelled, by run date: searches leave them out. Absent: the timetable alone. */
  cancelledTrips?: CancelledTrips;
  /** Today's predicted times: searches on today ride on them. Absent: the timetable alone. */
  tripDelays?: TripDelays;
  /**
   * Set by the pool instead of `tripDelays`: the version the thread already received (the delays cross to each thread
   * once per version, not with every job).
   */
  tripDelaysVersion?: string;
}

/** A version of today's trip delays, posted to a planner thread once, with the cancellations of the same snapshot. */
export interface DelaysMessage {
  tripDelays: TripDelays;
  cancelledTrips?: CancelledTrips;
  /** Posted ahead of any job (PlannerPool.prepare): the thread builds the version at once; else the job builds what it needs. */
  ahead: boolean;
}

/** What a planner thread reports with an answer (PlannerPool's onJobDone, for benchmarks). */
export interface JobStats {
  wallMs: number;
  /** CPU time of the job's thread, and of the helper thread that made part of its range searches. */
  cpuMs: number;
  helperCpuMs: number;
  /** Slices a helper thread was offered for this job (0: not split), and those the owner made itself after all. */
  slices: number;
  madeHere: number;
  /** With PlannerPoolOptions.measureThreads: the job's thread from job start to answer, and a split search's parts. */
  thread?: ThreadTimes;
  split?: SplitTimes;
}

/** JSON of the SearchResponse; null for a detailed code that names no journey. */
export type PlannerAnswer = string | null;

export interface JourneyPlannerRunner {
  /** Rejects with TripRequestProblem for a request the planner cannot answer, PlannerBusy when it is overloaded. */
  run(job: PlannerJob): Promise<PlannerAnswer>;
  /**
   * Realtime: the current trip delays and cancellations, told as soon as a snapshot is taken (before any search names
   * them), so the planner can prepare them off the search path. Optional: runners without threads ignore it.
   */
  prepare?(tripDelays: TripDelays | undefined, cancelledTrips: CancelledTrips | undefined): void;
}

/** The planner is saturated (queue full, or a search ran past its time limit): answer 503 with Retry-After. */
export class PlannerBusy extends Error {
  readonly retryAfterS: number;
  constructor(message: string, retryAfterS: number) {
    super(message);
    this.retryAfterS = retryAfterS;
  }
}

/** Runs one job on a planner service (in a worker thread or in this one). */
export function runJob(service: TripPlannerService, job: PlannerJob): PlannerAnswer {
  service.planner.setCancelledTrips(job.cancelledTrips);
  service.planner.setTripDelays(job.tripDelays);
  if (job.kind === 'plan') return JSON.stringify(service.planner.plan(job.request as PlanQuery));
  if (job.kind === 'detailed') {
    const answer = service.detailed(job.request as string);
    return answer ? JSON.stringify(answer) : null;
  }
  return JSON.stringify(service.search(job.request as TripRequest, job.nowMs));
}

/** The planner on the calling thread: every search blocks the event loop while it runs. */
export function inProcessPlanner(network: TransitNetwork, ranking?: JourneyRanking): JourneyPlannerRunner {
  let service: TripPlannerService | undefined;
  return {
    async run(job) {
      service ??= new TripPlannerService(network, ranking);
      return runJob(service, job);
    },
  };
}

/** What crosses the thread boundary for a TripRequestProblem (errors lose their class when posted). */
export interface ProblemMessage {
  status: 400 | 404 | 422;
  code: string;
  message: string;
}

export function problemOf(error: unknown): ProblemMessage | undefined {
  return error instanceof TripRequestProblem
    ? { status: error.status, code: error.code, message: error.message }
    : undefined;
}

export function problemFrom(message: ProblemMessage): TripRequestProblem {
  return new TripRequestProblem(message.status, message.code, message.message);
}
