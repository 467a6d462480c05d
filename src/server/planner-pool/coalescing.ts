import type { JourneyPlannerRunner, PlannerJob } from './planner-runner.ts';

/**
 * Identical searches in flight at the same time are answered once: the second caller waits for the first one's answer
 * instead of queueing a second search (a page and its island, a double click, a crowd asking the same trip).
 * Only while in flight: nothing is cached afterwards, so a later search always sees the current time.
 */
/**
 * The job's identity: its kind and request. Requests reach here parsed by their schemas (unknown keys dropped), so the
 * text is small; one that still cannot be written (too deep, a cycle) is simply not shared.
 */
function inFlightKey(job: PlannerJob): string | undefined {
  try {
    return `${job.kind}:${JSON.stringify(job.request)}`;
  } catch {
    return undefined;
  }
}

export function coalescing(runner: JourneyPlannerRunner): JourneyPlannerRunner & { inFlight(): number } {
  const inFlight = new Map<string, ReturnType<JourneyPlannerRunner['run']>>();
  return {
    run(job: PlannerJob) {
      const key = inFlightKey(job);
      if (key === undefined) return runner.run(job);
      const running = inFlight.get(key);
      if (running) return running;
      const answer = runner.run(job).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
      return answer;
    },
    prepare: runner.prepare?.bind(runner),
    inFlight: () => inFlight.size,
  };
}
