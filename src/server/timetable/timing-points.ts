/**
 * Timing points: the short list of stops a "timing points" view shows instead of every stop. The feeds carry no
 * usable timepoint flag, so the rule picks them: both ends always, and between them the line is cut into equal
 * stretches with, in each stretch, the stop where most other lines stop (the places people change), the first
 * such stop on ties. Lines with few stops keep them all.
 */
export const TIMING_POINT_TARGET = 12;

export function pickTimingPoints(connections: ReadonlyArray<number>, target = TIMING_POINT_TARGET): boolean[] {
  const count = connections.length;
  if (count <= target) return connections.map(() => true);
  const chosen = connections.map(() => false);
  chosen[0] = true;
  chosen[count - 1] = true;
  const stretches = target - 2;
  const inner = count - 2;
  for (let s = 0; s < stretches; s++) {
    const from = 1 + Math.floor((s * inner) / stretches);
    const to = 1 + Math.floor(((s + 1) * inner) / stretches);
    let best = from;
    for (let row = from; row < to; row++) if (connections[row] > connections[best]) best = row;
    chosen[best] = true;
  }
  return chosen;
}
