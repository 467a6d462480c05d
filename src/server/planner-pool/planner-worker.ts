// A planner thread of the pool (planner-pool.ts): maps the network the main thread read into a SharedArrayBuffer (the
// typed arrays are views on it, no copy; only the header's strings are parsed again here), then answers jobs one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { networkFromShared } from '../network/network-file.ts';
import { TripPlannerService } from '../routing/trip-planner-service.ts';
import { problemOf, runJob, type PlannerJob } from './planner-runner.ts';
import { lowerThisThreadPriority } from './thread-priority.ts';

if (!parentPort) throw new Error('planner-worker.ts runs as a worker thread of planner-pool.ts');
const port = parentPort;
const { shared, nice } = workerData as { shared: SharedArrayBuffer; nice?: number };
lowerThisThreadPriority(nice ?? 0);
const service = new TripPlannerService(networkFromShared(shared));

port.on('message', ({ id, job }: { id: number; job: PlannerJob }) => {
  try {
    port.postMessage({ id, answer: runJob(service, job) });
  } catch (error) {
    const problem = problemOf(error);
    port.postMessage({ id, problem, failure: problem ? undefined : String((error as Error)?.stack ?? error) });
  }
});
port.postMessage({ ready: true });
