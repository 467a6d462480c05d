import { describe, expect, it } from 'vitest';
import { coalescing } from './coalescing.ts';
import type { JourneyPlannerRunner, PlannerJob } from './planner-runner.ts';

/** A planner that counts its searches and answers only when released, so searches overlap in time. */
function countingPlanner() {
  let searches = 0;
  const releases: (() => void)[] = [];
  const runner: JourneyPlannerRunner = {
    run: (job) =>
      new Promise((resolve) => {
        searches += 1;
        releases.push(() => resolve(JSON.stringify({ answered: job.request })));
      }),
  };
  return { runner, searches: () => searches, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

const job = (fromId: string): PlannerJob => ({
  kind: 'search',
  request: { fromId, toId: 'B', tripType: '0' },
  nowMs: 0,
});

describe('coalescing', () => {
  it('answers identical searches in flight at the same time with one search', async () => {
    const planner = countingPlanner();
    const runner = coalescing(planner.runner);
    const answers = Promise.all([
      runner.run(job('A')),
      runner.run(job('A')),
      runner.run(job('A')),
      runner.run(job('C')),
    ]);
    planner.releaseAll();
    expect(await answers).toEqual([
      '{"answered":{"fromId":"A","toId":"B","tripType":"0"}}',
      '{"answered":{"fromId":"A","toId":"B","tripType":"0"}}',
      '{"answered":{"fromId":"A","toId":"B","tripType":"0"}}',
      '{"answered":{"fromId":"C","toId":"B","tripType":"0"}}',
    ]);
    expect(planner.searches()).toBe(2);
  });

  it('searches again once the first answer has been given (nothing is cached)', async () => {
    const planner = countingPlanner();
    const runner = coalescing(planner.runner);
    const first = runner.run(job('A'));
    planner.releaseAll();
    await first;
    const second = runner.run(job('A'));
    planner.releaseAll();
    await second;
    expect(planner.searches()).toBe(2);
    expect(runner.inFlight()).toBe(0);
  });
});
