import { ACCESS, CHANGE, type RawLeg, type RawPath } from './raptor-labels.ts';
import type { RaptorState } from './raptor-state.ts';

/**
 * Walks the labels back from the target label of round k: the ride that reached it, the board label of that ride's
 * boarding stop one round earlier (a change at the stop, a footpath from another stop, or the access walk), and so on.
 * A label equal to the previous round's is a copy of it, so the walk first goes down to the round that set it (a
 * search of one departure copies nothing: each label it reads was set in its own round).
 * Legs come out in the search's own direction; walk legs between rides, change legs at one stop.
 */
export function extractPath(state: RaptorState, k: number): RawPath {
  const S = state.stopCount;
  const view = state.view;
  const labels = state.labels;
  const copies = !labels.single;
  const legs: RawLeg[] = [];
  let stop = state.target.stop[k];
  let round = k;
  let accessIndex = -1;
  let rides = 0;
  while (round > 0) {
    while (copies && round > 1 && labels.ride[round * S + stop] === labels.ride[(round - 1) * S + stop]) round--;
    const leg = 4 * (round * S + stop);
    const pattern = labels.rideLeg[leg];
    const positions = labels.rideLeg[leg + 3];
    const boardPos = positions & 0xffff;
    legs.push({
      kind: 'ride',
      pattern,
      slot: labels.rideLeg[leg + 1],
      offset: labels.rideLeg[leg + 2],
      boardPos,
      alightPos: positions >>> 16,
    });
    rides++;
    const boardStop = view.patternStops[view.patternStopStart[pattern] + boardPos];
    round--;
    while (copies && round > 0 && labels.board[round * S + boardStop] === labels.board[(round - 1) * S + boardStop])
      round--;
    const step = 2 * (round * S + boardStop);
    const kind = labels.boardStep[step];
    if (round === 0 || kind === ACCESS) {
      accessIndex = labels.boardStep[step + 1];
      break;
    }
    if (kind === CHANGE) {
      legs.push({ kind: 'change', stop: boardStop });
      stop = boardStop;
    } else {
      const edge = labels.boardStep[step + 1];
      const from = footOrigin(view.footStart, S, edge);
      legs.push({ kind: 'walk', from, to: boardStop, edge });
      stop = from;
    }
  }
  legs.reverse();
  return {
    rides,
    arrival: state.target.arrival[k],
    accessIndex,
    egressIndex: state.target.egressIndex[state.target.stop[k]],
    legs,
  };
}

/** The origin stop of a footpath edge: CSR rows are in stop order, so a binary search over their starts. */
function footOrigin(footStart: Uint32Array, stopCount: number, edge: number): number {
  let lo = 0;
  let hi = stopCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (footStart[mid] <= edge) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
