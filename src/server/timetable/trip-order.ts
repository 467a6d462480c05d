/**
 * Column order of a timetable: trips sorted so that, at every row, times never go backwards from one column to the
 * next (no "time inversion"). Sorting by the first departure alone is not enough: a trip starting mid-line, or a
 * limited-stop trip, can start later yet pass a stop earlier than the trip before it.
 *
 * Each row yields edges "a before b" between trips that are consecutive in time there (equal times add none); the order
 * is a topological sort that, among the trips ready, takes the earliest at its first stop. When trips overtake one
 * another (a is earlier than b at one stop and later at another) no order can avoid an inversion: the earliest ready
 * trip is taken anyway and `overtakings` counts the edges dropped.
 */

export interface TripOrder {
  /** Input indexes in display order. */
  order: number[];
  /** Precedence edges dropped because trips overtake one another (0 when an inversion-free order exists). */
  overtakings: number;
}

/** `times[trip][row]`: seconds, or null where the trip does not stop at that row. */
export function orderTrips(times: ReadonlyArray<ReadonlyArray<number | null>>): TripOrder {
  const tripCount = times.length;
  const rowCount = tripCount > 0 ? times[0].length : 0;
  const firstTime = times.map((row) => row.find((time) => time !== null) ?? 0);
  const lastTime = times.map((row) => row.findLast((time) => time !== null) ?? 0);
  const successors: number[][] = times.map(() => []);
  const indegree = new Int32Array(tripCount);
  const all = Array.from({ length: tripCount }, (_, t) => t);
  for (let row = 0; row < rowCount; row++) {
    const present = all.filter((t) => times[t][row] !== null).sort((a, b) => times[a][row]! - times[b][row]!);
    for (let k = 1; k < present.length; k++) {
      const [a, b] = [present[k - 1], present[k]];
      if (times[a][row]! < times[b][row]!) {
        successors[a].push(b);
        indegree[b]++;
      }
    }
  }

  const earlier = (a: number, b: number) => firstTime[a] - firstTime[b] || lastTime[a] - lastTime[b] || a - b;
  const byEarliest = Array.from({ length: tripCount }, (_, t) => t).sort(earlier);
  const rank = new Int32Array(tripCount);
  byEarliest.forEach((trip, position) => (rank[trip] = position));
  // Ready trips in a min-heap of their rank (the earliest first).
  const heap: number[] = [];
  const push = (trip: number) => {
    let i = heap.push(rank[trip]) - 1;
    while (i > 0 && heap[(i - 1) >> 1] > heap[i]) {
      [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1], heap[i]];
      i = (i - 1) >> 1;
    }
  };
  const pop = (): number => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < heap.length && heap[l] < heap[m]) m = l;
        if (r < heap.length && heap[r] < heap[m]) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    }
    return byEarliest[top];
  };
  const done = new Uint8Array(tripCount);
  const queued = new Uint8Array(tripCount);
  const order: number[] = [];
  let overtakings = 0;
  let cursor = 0;
  for (let t = 0; t < tripCount; t++)
    if (indegree[t] === 0) {
      push(t);
      queued[t] = 1;
    }
  while (order.length < tripCount) {
    let next = -1;
    while (heap.length > 0 && next < 0) {
      const candidate = pop();
      if (!done[candidate]) next = candidate;
    }
    if (next < 0) {
      // Overtaking: no trip is free of predecessors; take the earliest remaining one.
      while (done[byEarliest[cursor]]) cursor++;
      next = byEarliest[cursor];
      overtakings += indegree[next];
    }
    done[next] = 1;
    order.push(next);
    for (const successor of successors[next]) {
      if (done[successor]) continue;
      if (--indegree[successor] === 0 && !queued[successor]) {
        push(successor);
        queued[successor] = 1;
      }
    }
  }
  return { order, overtakings };
}

/** Number of places where a time is earlier than the time of the previous trip stopping at the same row. */
export function countInversions(
  times: ReadonlyArray<ReadonlyArray<number | null>>,
  order: ReadonlyArray<number>,
): number {
  if (times.length === 0) return 0;
  let inversions = 0;
  for (let row = 0; row < times[0].length; row++) {
    let previous = -Infinity;
    for (const t of order) {
      const time = times[t][row];
      if (time === null) continue;
      if (time < previous) inversions++;
      previous = time;
    }
  }
  return inversions;
}
