import type { TransitNetwork } from '../../network/model/types.ts';
import { layOut, skeletonOf, type PlannedJourney, type PredictedRides } from '../planned-journey.ts';
import type { Direction } from '../planner-direction.ts';
import type { EndpointLinks, RaptorOptions } from '../raptor/raptor-labels.ts';

/**
 * One RAPTOR run of a search: a departure and the access links that board then (null: every access link, the run at
 * the asked time itself).
 */
export interface SearchRun {
  departure: number;
  marked: number[] | null;
}

/**
 * The runs of a search in the order rRAPTOR makes them: every departure of the window, latest first (labels kept
 * between them, so each run only reports what beats the later ones), then the asked time itself with every access
 * link (all stops marked), which also finds the first journey after an empty window. A search without a window has
 * that run only.
 */
export function searchRuns(departures: [number, number[]][], start: number): SearchRun[] {
  const runs: SearchRun[] = [];
  for (const [departure, marked] of departures) if (departure !== start) runs.push({ departure, marked });
  runs.push({ departure: start, marked: null });
  return runs;
}

/** Everything a run needs besides its departure: one search's setup (JourneyPlanner.prepareSearch). */
export interface SearchSetup {
  network: TransitNetwork;
  direction: Direction;
  access: EndpointLinks;
  egress: EndpointLinks;
  options: RaptorOptions;
  footDuration: Uint32Array;
  /** The asked time (the start of the journeys that only walk). */
  startTime: number;
  predicted: PredictedRides | undefined;
  runs: SearchRun[];
  /** One run only: RAPTOR keeps no label copies (see RoundLabels). */
  single: boolean;
}

/**
 * Makes `runs` (some of the setup's, in its order) from fresh labels and returns every journey they report, in run
 * order. All of them is the search as rRAPTOR makes it; a slice that begins the list is exactly that search's
 * beginning, and a later part of the list run alone reports what it finds without the labels of the runs before it:
 * more journeys (see range-split.ts).
 */
export function runSlice(setup: SearchSetup, runs: SearchRun[]): PlannedJourney[] {
  const { network, direction, access, egress, options, footDuration } = setup;
  const raptor = direction.raptor;
  raptor.reset(egress, options.maxRides, setup.single);
  const found: PlannedJourney[] = [];
  for (const run of runs) {
    for (const rides of raptor.run(run.departure, access, options, run.marked)) {
      const skeleton = skeletonOf(direction.view, raptor.extract(rides), access, egress, footDuration);
      found.push(layOut(network, skeleton, setup.startTime, setup.predicted));
    }
  }
  return found;
}
