import type { PlaceRef } from '../endpoint.ts';
import type { PlannedJourney } from '../planned-journey.ts';
import type { PlanPreferences, PlanTime } from '../plan-query.ts';
import { runSlice, type SearchSetup } from './range-runs.ts';
import type { StepFreeFilter } from '../step-free.ts';

/**
 * A range search split over two threads. rRAPTOR's runs go latest departure first, each one keeping the labels of
 * the runs before it: a run reports a journey with k rides only when it arrives before every journey with k rides or
 * fewer that the runs before reported (RAPTOR's target), and at that arrival (labels from later departures are valid
 * for an earlier one: one can wait at the origin). The list of runs is cut in two: this thread makes the later runs
 * (the list's beginning: exactly what the whole search makes first), a helper thread makes the earlier ones from fresh
 * labels, the run at the asked time last. Without the later runs' labels the earlier part reports more journeys;
 * dropping those that a journey of the later part beats on arrival with as many rides or fewer leaves exactly what
 * the whole search's runs report. (The Pareto filter alone would not do: a run may report a journey leaving after
 * the window — the asked-time run boards every access stop's next trip, and a run may walk on from the stop it
 * boards at to a trip much later — which nothing leaving inside the window beats on departure.)
 * The answer is then the search's, up to which of two journeys equal in departure, arrival and rides is kept
 * (differing answers counted by bench:router:split, tested in range-split.test.ts). The cost is the labels the earlier
 * part builds again: about one more earliest-arrival search.
 */

/** The part of a range search a helper thread makes: the search itself, and which of its runs. */
export interface RangeSlice {
  from: PlaceRef;
  to: PlaceRef;
  time: PlanTime;
  preferences: PlanPreferences;
  stepFree: StepFreeFilter;
  /** runs[first..end) of the search's runs (range-runs.ts). */
  first: number;
  end: number;
  /** How many runs the owner's search has: a helper that finds another number is not making the same search. */
  runCount: number;
}

/** A thread standing by for the earlier part of range searches (planner-pool/range-split-handover.ts). */
export interface RangeHelper {
  /** Where to cut a search of `runCount` runs (0: do not split it); splitCut unless a benchmark tries another rule. */
  cut(runCount: number): number;
  /** Hands a slice to the helper; false when it cannot take one now (the caller makes the whole search). */
  offer(slice: RangeSlice): boolean;
  /**
   * The journeys of the slice offered last, in run order; null when the helper failed, gave up or had not started it
   * (it then never will): the caller makes them itself. Never waits without bound.
   */
  collect(): PlannedJourney[] | null;
}

/**
 * Below this many runs a split is not worth it. Measured (bench:router:split --min-runs 2 --queries 600 --seed 7, one
 * thread, cpu, mean per search): 2–3 runs save 0.3 ms of 3.4 for +2.7 ms CPU, 4–7 runs 0.7 ms of 4.9 for +2.3 ms, 8–11
 * runs 3.6 ms of 11.1 for +1.6 ms, 12–23 runs 4.1 ms of 14.5: the helper's part starts from nothing (about an
 * earliest-arrival search), and the hand-over between threads adds a few tenths of a millisecond.
 */
export const MIN_SPLIT_RUNS = 8;

/**
 * Where to cut a search of `runCount` runs: the owner makes runs[0..cut), the helper runs[cut..runCount). Balanced by
 * runs, not by expected time: both parts begin from nothing (the owner's first run is the search's most expensive,
 * the helper's costs about as much), so the two first runs cancel out. 0: no split.
 */
export function splitCut(runCount: number, minRuns = MIN_SPLIT_RUNS, ownerShare = 0.5): number {
  return runCount < Math.max(2, minRuns) ? 0 : Math.min(runCount - 1, Math.max(1, Math.round(runCount * ownerShare)));
}

type SliceQuery = Omit<RangeSlice, 'first' | 'end' | 'runCount'>;

/**
 * The journeys of the setup's runs in run order as the whole search reports them, the earlier part made by the
 * helper when it takes it (see above).
 */
export function splitRangeSearch(setup: SearchSetup, helper: RangeHelper, query: SliceQuery): PlannedJourney[] {
  const { runs } = setup;
  const cut = helper.cut(runs.length);
  if (cut === 0 || !helper.offer({ ...query, first: cut, end: runs.length, runCount: runs.length }))
    return runSlice(setup, runs);
  const later = runSlice(setup, runs.slice(0, cut));
  const earlier = helper.collect() ?? runSlice(setup, runs.slice(cut));
  return [...later, ...notBeatenBy(later, earlier, query.time.arriveBy)];
}

/** The journeys of `earlier` that no journey of `later` beats on arrival (arrive-by: departure) with as many rides or fewer. */
function notBeatenBy(later: PlannedJourney[], earlier: PlannedJourney[], arriveBy: boolean): PlannedJourney[] {
  // RAPTOR's target in the direction of the search: the arrival, or for arrive-by the departure backwards in time.
  const reached = (j: PlannedJourney) => (arriveBy ? -j.departure : j.arrival);
  return earlier.filter((j) => !later.some((l) => l.rides <= j.rides && reached(l) <= reached(j)));
}

/**
 * A helper on the calling thread, with its own planner (its own RAPTOR arrays): the split search made in sequence,
 * for tests and for counting differing answers without threads.
 */
export function sameThreadHelper(
  planner: { searchSlice(slice: RangeSlice): PlannedJourney[] | null },
  cut: (runCount: number) => number = (runCount) => splitCut(runCount),
): RangeHelper & { slices: number } {
  let offered: RangeSlice | undefined;
  return {
    cut,
    slices: 0,
    offer(slice) {
      offered = slice;
      this.slices++;
      return true;
    },
    collect() {
      const slice = offered;
      offered = undefined;
      return slice ? planner.searchSlice(slice) : null;
    },
  };
}
