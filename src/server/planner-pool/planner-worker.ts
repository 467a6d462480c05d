// A planner thread of the pool (planner-pool.ts): maps the network the main thread read into a SharedArrayBuffer (the
// typed arrays are views on it, no copy; only the header's strings are parsed again here), then answers jobs one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { networkFromShared } from '../network/network-file.ts';
import { TripPlannerService } from '../routing/trip-planner-service.ts';
import type { TripDelays } from '../routing/trip-delays.ts';
import { problemOf, runJob, type PlannerJob } from './planner-runner.ts';
import { lowerThisThreadPriority } from './thread-priority.ts';

if (!parentPort) throw new Error('planner-worker.ts runs as a worker thread of planner-pool.ts');
const port = parentPort;
const { shared, nice } = workerData as { shared: SharedArrayBuffer; nice?: number };
lowerThisThreadPriority(nice ?? 0);
const service = new TripPlannerService(networkFromShared(shared));

// Today's trip delays, posted by the pool once per version before the first job naming it.
let delays: TripDelays | undefined;

port.on('message', (message: { id: number; job: PlannerJob } | { tripDelays: TripDelays }) => {
  if ('tripDelays' in message) {
    delays = message.tripDelays;
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
