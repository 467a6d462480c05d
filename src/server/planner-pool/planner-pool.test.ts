import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { readNetworkFile, writeNetworkFile } from '../network/model/network-file.ts';
import { TripRequestProblem } from '../routing/trip-planner/trip-request.ts';
import { benchCasesFor } from '../../test-support/planner-pool-cases.ts';
import { plannerBusyFor } from './planner-gauge.ts';
import { PlannerPool } from './planner-pool.ts';
import { inProcessPlanner, PlannerBusy } from './planner-runner.ts';
import { loadNycNetwork } from '../../test-support/test-networks.ts';
import { networkFilePath } from '../network/model/network-location.ts';

const dir = mkdtempSync(join(tmpdir(), 'planner-pool-'));
const pools: PlannerPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

// Scenario: line 1 runs A → B → C at 08:00 and 08:30 every day of January 2026.
const small = await buildNetworkFromGtfsText({
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,40.70,-74.0\nB,Bravo,40.71,-74.0\nC,Charlie,40.72,-74.0',
  'routes.txt': 'route_id,agency_id,route_short_name,route_type\n1,T,1,1',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20260101,20260131',
  'trips.txt': 'route_id,service_id,trip_id\n1,ALL,t1\n1,ALL,t2',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nt1,08:00:00,08:00:00,A,1\nt1,08:10:00,08:10:00,B,2\nt1,08:20:00,08:20:00,C,3\nt2,08:30:00,08:30:00,A,1\nt2,08:40:00,08:40:00,B,2\nt2,08:50:00,08:50:00,C,3',
});
const smallPath = join(dir, 'small.bin');
writeNetworkFile(smallPath, small);

function sharedOf(path: string): SharedArrayBuffer {
  const result = readNetworkFile(path, { shared: true });
  if (!result.ok || !result.shared) throw new Error('network file not readable');
  return result.shared;
}

function pool(
  options: Partial<ConstructorParameters<typeof PlannerPool>[0]> & { shared: SharedArrayBuffer },
): PlannerPool {
  const created = new PlannerPool({ threads: 2, queueLimit: 16, jobTimeoutMs: 30_000, ...options });
  pools.push(created);
  return created;
}

/** A stand-in planner thread that holds the thread (as a pathological search would) for a job named "slow". */
const stubWorker = join(dir, 'stub-worker.mjs');
writeFileSync(
  stubWorker,
  `import { parentPort } from 'node:worker_threads';
   parentPort.on('message', ({ id, job }) => {
     if (job.request === 'slow') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
     parentPort.postMessage({ id, answer: JSON.stringify({ echo: job.request }) });
   });
   parentPort.postMessage({ ready: true });`,
);

/** Realtime delays (version `version`) where trip t1 of the small network runs 40 minutes late on 2026-01-14. */
function t1FortyMinutesLate(version: string) {
  return {
    version,
    date: '2026-01-14',
    trips: Uint32Array.of(small.lookup.trip.get('t1')!),
    start: Uint32Array.of(0, 3),
    arrivalDelay: Int32Array.of(2400, 2400, 2400),
    departureDelay: Int32Array.of(2400, 2400, 2400),
    skipped: new Uint8Array(3),
  };
}

describe('the planner pool', () => {
  it('answers searches on worker threads exactly as the planner does in-process', async () => {
    const threads = pool({ shared: sharedOf(smallPath) });
    const local = inProcessPlanner(small);
    const job = {
      kind: 'search' as const,
      request: {
        fromId: 'A',
        toId: 'C',
        tripType: '0' as const,
        departureDateTime: '2026-01-14T07:55:00',
        rangeMinutes: 60,
      },
      nowMs: Date.parse('2026-01-14T12:00:00Z'),
    };
    const answer = await threads.run(job);
    expect(answer).toBe(await local.run(job));
    expect(JSON.parse(answer!).groups[0].journeys[0].departureDateTime).toBe('2026-01-14T08:00:00-05:00');
  });

  it('routes on the trip delays it was given, posting each version to a thread once', async () => {
    const threads = pool({ shared: sharedOf(smallPath), threads: 1 });
    const local = inProcessPlanner(small);
    // t1 runs 40 minutes late on 2026-01-14: t2 (08:30) reaches C first.
    const tripDelays = t1FortyMinutesLate('v1');
    const job = {
      kind: 'search' as const,
      request: { fromId: 'A', toId: 'C', tripType: '0' as const, departureDateTime: '2026-01-14T07:55:00' },
      nowMs: Date.parse('2026-01-14T12:00:00Z'),
      tripDelays,
    };
    const posted: unknown[] = [];
    const answers = [await threads.run(job)];
    const worker = (threads as unknown as { slots: { worker: { postMessage: (message: unknown) => void } }[] }).slots[0]
      .worker;
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: unknown) => {
      posted.push(message);
      post(message);
    };
    answers.push(await threads.run(job), await threads.run({ ...job, tripDelays: { ...tripDelays, version: 'v2' } }));
    expect(posted.filter((message) => 'tripDelays' in (message as object))).toHaveLength(1);
    for (const answer of answers) expect(answer).toBe(await local.run(job));
    const ride = JSON.parse(answers[0]!).groups[0].journeys[0].sections.find(
      (section: { type: string }) => section.type === 'PUBLIC_TRANSPORT',
    );
    expect(ride.tripId).toBe('t2');
    // Without delays: the timetable again.
    const plain = JSON.parse((await threads.run({ ...job, tripDelays: undefined }))!).groups[0].journeys[0];
    expect(plain.sections.find((section: { type: string }) => section.type === 'PUBLIC_TRANSPORT').tripId).toBe('t1');
  });

  it('prepares a version announced before any search on every ready thread, once: the searches naming it post nothing more', async () => {
    const threads = pool({ shared: sharedOf(smallPath), threads: 2 });
    const local = inProcessPlanner(small);
    type Post = (message: unknown, transfer?: Transferable[]) => void;
    const slots = (threads as unknown as { slots: { ready: boolean; worker: { postMessage: Post } }[] }).slots;
    await expect.poll(() => slots.every((slot) => slot.ready), { timeout: 20_000 }).toBe(true);
    const posted: unknown[][] = slots.map((slot) => {
      const seen: unknown[] = [];
      const post = slot.worker.postMessage.bind(slot.worker);
      // A split search hands each thread a port of its own (transferred).
      slot.worker.postMessage = (message, transfer) => {
        seen.push(message);
        post(message, transfer);
      };
      return seen;
    });
    const tripDelays = t1FortyMinutesLate('early');
    threads.prepare(tripDelays, undefined);
    threads.prepare(tripDelays, undefined);
    const delaysPosts = () =>
      posted.map((seen) => seen.filter((message) => 'tripDelays' in (message as object)).length);
    expect(delaysPosts()).toEqual([1, 1]);
    const job = {
      kind: 'search' as const,
      request: { fromId: 'A', toId: 'C', tripType: '0' as const, departureDateTime: '2026-01-14T07:55:00' },
      nowMs: Date.parse('2026-01-14T12:00:00Z'),
      tripDelays,
    };
    const answers = await Promise.all([
      threads.run(job),
      threads.run({ ...job, request: { ...job.request, departureDateTime: '2026-01-14T07:56:00' } }),
    ]);
    expect(delaysPosts()).toEqual([1, 1]);
    expect(answers[0]).toBe(await local.run(job));
    expect(
      JSON.parse(answers[1]!).groups[0].journeys[0].sections.find(
        (section: { type: string }) => section.type === 'PUBLIC_TRANSPORT',
      ).tripId,
    ).toBe('t2');
  });

  it('passes the planner’s refusals back as TripRequestProblem (same status and code)', async () => {
    const threads = pool({ shared: sharedOf(smallPath), threads: 1 });
    const refused = threads.run({
      kind: 'search',
      request: { fromId: 'A', toId: 'A', tripType: '0' },
      nowMs: Date.now(),
    });
    await expect(refused).rejects.toBeInstanceOf(TripRequestProblem);
    await expect(refused).rejects.toMatchObject({ status: 422, code: 'same_places' });
    expect(await threads.run({ kind: 'detailed', request: 'not-a-code', nowMs: Date.now() })).toBeNull();
  });

  it('refuses at once with PlannerBusy (Retry-After) when the queue is full', async () => {
    const threads = pool({
      shared: new SharedArrayBuffer(8),
      threads: 1,
      queueLimit: 2,
      workerUrl: pathToFileURL(stubWorker),
    });
    const running = [
      threads.run({ kind: 'detailed', request: 'slow', nowMs: 0 }),
      threads.run({ kind: 'detailed', request: 'a', nowMs: 0 }),
    ];
    // Wait for the thread to take the slow job, so the second one is queued.
    while (threads.queued > 1) await new Promise((resolve) => setTimeout(resolve, 10));
    running.push(threads.run({ kind: 'detailed', request: 'b', nowMs: 0 }));
    const refused = threads.run({ kind: 'detailed', request: 'c', nowMs: 0 });
    await expect(refused).rejects.toBeInstanceOf(PlannerBusy);
    await expect(refused).rejects.toMatchObject({ retryAfterS: expect.any(Number) });
    expect(plannerBusyFor()).toBeGreaterThan(0); // what the front door reads to refuse before the site's pipeline
    expect(await Promise.all(running)).toEqual(['{"echo":"slow"}', '{"echo":"a"}', '{"echo":"b"}']);
    expect(plannerBusyFor()).toBe(0);
  });

  it('refuses a search that would wait longer than maxWaitMs, long before the queue is full', async () => {
    // The average search starts at 200 ms: one thread busy and one search waiting already mean 400 ms for the next.
    const threads = pool({
      shared: new SharedArrayBuffer(8),
      threads: 1,
      queueLimit: 100,
      maxWaitMs: 300,
      workerUrl: pathToFileURL(stubWorker),
    });
    const running = [threads.run({ kind: 'detailed', request: 'slow', nowMs: 0 })];
    while (threads.queued > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    running.push(threads.run({ kind: 'detailed', request: 'a', nowMs: 0 }));
    await expect(threads.run({ kind: 'detailed', request: 'b', nowMs: 0 })).rejects.toMatchObject({
      retryAfterS: expect.any(Number),
    });
    expect(await Promise.all(running)).toEqual(['{"echo":"slow"}', '{"echo":"a"}']);
  });

  it('retired for a new network, answers the searches it was given (running and queued), then takes no more', async () => {
    const threads = pool({
      shared: new SharedArrayBuffer(8),
      threads: 1,
      workerUrl: pathToFileURL(stubWorker),
    });
    const given = [
      threads.run({ kind: 'detailed', request: 'slow', nowMs: 0 }),
      threads.run({ kind: 'detailed', request: 'queued', nowMs: 0 }),
    ];
    while (threads.queued > 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const retired = threads.retire();
    // A swap retires the previous pool while its searches run: they finish on the network they started on.
    expect(await Promise.all(given)).toEqual(['{"echo":"slow"}', '{"echo":"queued"}']);
    await retired;
    await expect(threads.run({ kind: 'detailed', request: 'late', nowMs: 0 })).rejects.toBeInstanceOf(PlannerBusy);
  });

  it('replaces a thread whose search runs past the time limit, and keeps answering', async () => {
    const threads = pool({
      shared: new SharedArrayBuffer(8),
      threads: 1,
      jobTimeoutMs: 200,
      workerUrl: pathToFileURL(stubWorker),
    });
    await expect(threads.run({ kind: 'detailed', request: 'slow', nowMs: 0 })).rejects.toBeInstanceOf(PlannerBusy);
    expect(await threads.run({ kind: 'detailed', request: 'after', nowMs: 0 })).toBe('{"echo":"after"}');
  });

  it.skipIf(process.platform !== 'linux')(
    'runs its threads at the configured lower priority, and only them',
    async () => {
      const threadsAtNice = (nice: number) =>
        readdirSync('/proc/self/task').filter((task) => {
          const fields = readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1].split(' ');
          return Number(fields[16]) === nice; // field 19 of stat (nice), counted after the command name
        }).length;
      // The test process may itself run niced (a CI script under `nice`): the threads go 2 steps below it.
      const own = getPriority();
      const lower = Math.min(19, own + 2);
      expect(threadsAtNice(lower)).toBe(0);
      const threads = pool({ shared: sharedOf(smallPath), threads: 2, nice: lower });
      await threads.run({ kind: 'detailed', request: 'not-a-code', nowMs: 0 });
      // Each thread lowers itself as it starts; the second may still be starting after the first answered.
      await expect.poll(() => threadsAtNice(lower), { timeout: 10_000 }).toBe(2);
      expect(threadsAtNice(own)).toBeGreaterThan(0); // the main thread keeps its priority
    },
  );

  const nyc = loadNycNetwork();
  it.skipIf(!nyc)(
    'answers NYC searches like the in-process planner (the threads map the network without a copy)',
    async () => {
      const network = (await nyc)!;
      const threads = pool({ shared: sharedOf(networkFilePath()) });
      const local = inProcessPlanner(network);
      const jobs = benchCasesFor(network, 8);
      const answers = await Promise.all(jobs.map((job) => threads.run(job)));
      let differing = 0;
      for (const [i, job] of jobs.entries()) if (answers[i] !== (await local.run(job))) differing += 1;
      expect(differing).toBe(0);
      expect(answers.filter((answer) => JSON.parse(answer!).groups.length > 0).length).toBeGreaterThan(4);
    },
    120_000,
  );
});
