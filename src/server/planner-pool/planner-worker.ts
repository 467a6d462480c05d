// A planner thread of the pool (planner-pool.ts): maps the network the main thread read into a SharedArrayBuffer (the
// typed arrays are views on it, no copy; only the header's strings are parsed again here), then answers jobs one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { networkFromShared } from '../network/network-file.ts';
import { TripPlannerService } from '../routing/trip-planner-service.ts';
import type { TripDelays } from '../routing/trip-delays.ts';
import { problemOf, runJob, type DelaysMessage, type PlannerJob } from './planner-runner.ts';
import { lowerThisThreadPriority } from './thread-priority.ts';

if (!parentPort) throw new Error('planner-worker.ts runs as a worker thread of planner-pool.ts');
const port = parentPort;
const { shared, nice } = workerData as { shared: SharedArrayBuffer; nice?: number };
lowerThisThreadPriority(nice ?? 0);
const service = new TripPlannerService(networkFromShared(shared));

// Today's trip delays, posted by the pool once per version: as soon as the pool learns of a version (a new realtime
// snapshot), else before the first job naming it.
let delays: TripDelays | undefined;

port.on('message', (message: { id: number; job: PlannerJob } | DelaysMessage) => {
  if ('tripDelays' in message) {
    delays = message.tripDelays;
    if (message.ahead) prepare(message);
    return;
  }
  const { id, job } = message;
  try {
    const version = job.tripDelaysVersion;
    const tripDelays = version !== undefined && delays?.version === version ? delays : undefined;
    port.postMessage({ id, answer: runJob(service, { ...job, tripDelays }) });
  } catch (error) {
    const problem = problemOf(error);
    port.postMessage({ id, problem, failure: problem ? undefined : String((error as Error)?.stack ?? error) });
  }
});
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
