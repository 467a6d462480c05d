/**
 * Row order of a line direction's timetable: every stop of every pattern, in an order that respects each pattern's
 * sequence. Nodes are (stop, visit): the k-th visit of a stop inside one pattern is its own row, so a loop line that
 * passes a stop twice gets two rows. Edges join consecutive nodes of every pattern; the order is a topological sort
 * (Kahn) that, among the nodes ready, takes the one sitting earliest on average along the patterns (weighted by trips),
 * so branches stay in one block and the busiest pattern reads top to bottom.
 *
 * Cycle fallback: patterns may disagree (pattern A runs X → Y, pattern B Y → X). When no node is ready, the remaining
 * node with the smallest average position is taken anyway, which drops its unprocessed incoming edges; `brokenEdges`
 * counts them. A trip whose pattern lost an edge then reads upwards once in its column; that is the only case.
 */

export interface PatternSequence {
  stops: ArrayLike<number>;
  /** Trips of the pattern (a busier pattern weighs more in the tie-break). */
  weight: number;
}

export interface StopOrder {
  /** Rows top to bottom: the stop and which visit of it (0 for the first) the row stands for. */
  rows: Array<{ stop: number; visit: number }>;
  /** Per input pattern, per position: the row it lands on. */
  rowOfPosition: number[][];
  /** Edges dropped to break cycles between patterns (0 for a consistent direction). */
  brokenEdges: number;
}

const nodeKey = (stop: number, visit: number) => `${stop}#${visit}`;

export function orderStops(patterns: PatternSequence[]): StopOrder {
  const index = new Map<string, number>();
  const nodes: Array<{ stop: number; visit: number; positionSum: number; weightSum: number }> = [];
  const patternNodes: number[][] = [];
  for (const pattern of patterns) {
    const visits = new Map<number, number>();
    const sequence: number[] = [];
    const last = Math.max(1, pattern.stops.length - 1);
    for (let i = 0; i < pattern.stops.length; i++) {
      const stop = pattern.stops[i];
      const visit = visits.get(stop) ?? 0;
      visits.set(stop, visit + 1);
      const key = nodeKey(stop, visit);
      let node = index.get(key);
      if (node === undefined) {
        node = nodes.length;
        index.set(key, node);
        nodes.push({ stop, visit, positionSum: 0, weightSum: 0 });
      }
      const weight = Math.max(1, pattern.weight);
      nodes[node].positionSum += (i / last) * weight;
      nodes[node].weightSum += weight;
      sequence.push(node);
    }
    patternNodes.push(sequence);
  }

  const successors: Array<Set<number>> = nodes.map(() => new Set());
  for (const sequence of patternNodes) {
    for (let i = 1; i < sequence.length; i++)
      if (sequence[i - 1] !== sequence[i]) successors[sequence[i - 1]].add(sequence[i]);
  }
  const indegree = new Array<number>(nodes.length).fill(0);
  for (const next of successors) for (const node of next) indegree[node]++;
  const rank = nodes.map((node) => node.positionSum / node.weightSum);
  // A stop no pattern comes to (a line's start, or where a short-turn variant begins) waits while a stop that follows
  // one already placed is ready: a variant starting mid-line is then placed just before the stop where it joins (the
  // M15's PIKE ST/SOUTH ST came second, right after South Ferry, with its average position 0), and a branch that starts
  // elsewhere is read whole before the next one.
  const source = indegree.map((count) => count === 0);

  const done = new Array<boolean>(nodes.length).fill(false);
  const order: number[] = [];
  let brokenEdges = 0;
  while (order.length < nodes.length) {
    let best = -1;
    let bestReady = false;
    for (let n = 0; n < nodes.length; n++) {
      if (done[n]) continue;
      const ready = indegree[n] === 0;
      // A ready node always wins over a blocked one, a ready follower over a ready source; among equals, the earliest on
      // average (then the smaller index).
      const better =
        best < 0 ||
        (ready && !bestReady) ||
        (ready && bestReady && source[n] !== source[best] ? !source[n] : ready === bestReady && rank[n] < rank[best]);
      if (better) {
        best = n;
        bestReady = ready;
      }
    }
    if (!bestReady) brokenEdges += indegree[best];
    done[best] = true;
    order.push(best);
    for (const next of successors[best]) if (!done[next]) indegree[next]--;
  }

  const rowOfNode = new Array<number>(nodes.length);
  order.forEach((node, row) => (rowOfNode[node] = row));
  return {
    rows: order.map((node) => ({ stop: nodes[node].stop, visit: nodes[node].visit })),
    rowOfPosition: patternNodes.map((sequence) => sequence.map((node) => rowOfNode[node])),
    brokenEdges,
  };
}
