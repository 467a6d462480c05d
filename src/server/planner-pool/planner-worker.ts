// A planner thread of the pool (planner-pool.ts): maps the network the main thread read into a SharedArrayBuffer (the
// typed arrays are views on it, no copy; only the header's strings are parsed again here), then answers jobs one at a time.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { JourneyRanking } from '../../domain/journey-cost.ts';
import { networkFromShared } from '../network/model/network-file.ts';
import { TripPlannerService } from '../routing/trip-planner/trip-planner-service.ts';
import type { TripDelays } from '../routing/delays/trip-delays.ts';
import { problemOf, runJob, type DelaysMessage, type PlannerJob } from './planner-runner.ts';
import { lowerThisThreadPriority } from './thread-priority.ts';
import { readThreadClock, threadTimesBetween } from './thread-clock.ts';
import {
  OwnerRangeHelper,
  prepareFirstSlice,
  serveRangeHelp,
  sliceKey,
  type OwnerHelpOptions,
  type PreparedSlice,
} from './range-split-handover.ts';

if (!parentPort) throw new Error('planner-worker.ts runs as a worker thread of planner-pool.ts');
const port = parentPort;
const {
  shared,
  nice,
  help: helpOptions,
  ranking,
} = workerData as {
  shared: SharedArrayBuffer;
  nice?: number;
  help?: OwnerHelpOptions;
  ranking?: JourneyRanking;
};
lowerThisThreadPriority(nice ?? 0);
const service = new TripPlannerService(networkFromShared(shared), ranking);

// Today's trip delays, posted by the pool once per version: as soon as the pool learns of a version (a new realtime
// snapshot), else before the first job naming it.
let delays: TripDelays | undefined;
/** A range slice's setup built ahead while standing by (standBy): forgotten as soon as anything else runs here. */
let prepared: PreparedSlice | undefined;

/** A job; `help`: an idle thread stands by to make the earlier part of its range searches (range-split-handover.ts). */
interface JobMessage {
  id: number;
  job: PlannerJob;
  help?: { port: MessagePort; state: Int32Array };
}

/** This thread stands by for another thread's job `helpFor` (same job, so the same trip delays and cancellations). */
interface HelpMessage {
  helpFor: number;
  job: PlannerJob;
  port: MessagePort;
  state: Int32Array;
}

port.on('message', (message: JobMessage | HelpMessage | DelaysMessage) => {
  prepared = undefined;
  if ('tripDelays' in message) {
    delays = message.tripDelays;
    if (message.ahead) prepare(message);
    return;
  }
  if ('helpFor' in message) return standBy(message);
  const { id, job, help } = message;
  const clockStart = helpOptions?.measure ? readThreadClock() : undefined;
  const cpuStart = process.threadCpuUsage();
  const helper = help ? new OwnerRangeHelper(help.port, help.state, helpOptions) : undefined;
  service.planner.rangeHelper = helper;
  try {
    const answer = runJob(service, { ...job, tripDelays: delaysOf(job) });
    const used = process.threadCpuUsage(cpuStart);
    const cpuMs = (used.user + used.system) / 1000;
    // Benchmarks (measureThreads): where this thread's and the helper's wall time went (thread-clock.ts).
    const thread = clockStart ? threadTimesBetween(clockStart, readThreadClock()) : undefined;
    const split = clockStart && helper?.slices ? helper.times : undefined;
    port.postMessage({
      id,
      answer,
      cpuMs,
      helperCpuMs: helper?.helperCpuMs ?? 0,
      slices: helper?.slices ?? 0,
      madeHere: helper?.madeHere ?? 0,
      thread,
      split,
    });
  } catch (error) {
    const problem = problemOf(error);
    port.postMessage({ id, problem, failure: problem ? undefined : String((error as Error)?.stack ?? error) });
  } finally {
    service.planner.rangeHelper = undefined;
    // Tells the helper this search is over (its port closes).
    help?.port.close();
  }
});

function delaysOf(job: PlannerJob): TripDelays | undefined {
  const version = job.tripDelaysVersion;
  return version !== undefined && delays?.version === version ? delays : undefined;
}

/**
 * Makes the slices the owner offers, on the owner's job's trip delays and cancellations (the pool posted them first),
 * the first one from a setup built while the owner builds its own (range-split-handover.ts prepareFirstSlice).
 */
function standBy(message: HelpMessage): void {
  const { job } = message;
  const tripDelays = delaysOf(job);
  const planner = service.planner;
  const onJobDelays = () => {
    planner.setCancelledTrips(job.cancelledTrips);
    planner.setTripDelays(tripDelays);
  };
  try {
    onJobDelays();
    prepared = prepareFirstSlice(planner, service.network, job);
  } catch (error) {
    console.error('[planner] preparing a range slice failed', error);
  }
  serveRangeHelp(
    message.port,
    message.state,
    (slice) => {
      onJobDelays();
      // Valid only for the very next search of this planner, and only if it is that search.
      const setup = prepared?.key === sliceKey(slice) ? prepared.setup : undefined;
      prepared = undefined;
      return planner.searchSlice(slice, setup);
    },
    () => port.postMessage({ sliceDone: true }),
  );
}

port.postMessage({ ready: true });

/**
 * Builds the version's views and today's predicted trips now, while no search waits on this thread (messages are
 * handled in order: a job posted after it finds them ready). The cancellations are the snapshot's, as its jobs will carry.
 */
function prepare(message: DelaysMessage): void {
  try {
    service.planner.setCancelledTrips(message.cancelledTrips);
    service.planner.setTripDelays(message.tripDelays);
    service.planner.prepareTripDelays();
  } catch (error) {
    // The job that needs them builds them again (and answers the failure if there is one).
    console.error('[planner] preparing trip delays failed', error);
  }
}
