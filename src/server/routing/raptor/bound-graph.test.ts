import { describe, expect, it } from 'vitest';
import { withoutShortcutEdges, type BoundGraph } from './bound-graph.ts';

/** A bound graph from (tail, head, seconds) triples, CSR over the head as buildBoundGraph makes it. */
function graph(stopCount: number, edges: [number, number, number][]): BoundGraph {
  const sorted = [...edges].sort((a, b) => a[1] - b[1]);
  const start = new Uint32Array(stopCount + 1);
  for (const [, head] of sorted) start[head + 1]++;
  for (let s = 0; s < stopCount; s++) start[s + 1] += start[s];
  return { start, from: Uint32Array.from(sorted.map((e) => e[0])), weight: Int32Array.from(sorted.map((e) => e[2])) };
}

function edgesOf(g: BoundGraph): string[] {
  const out: string[] = [];
  for (let head = 0; head + 1 < g.start.length; head++) {
    for (let e = g.start[head]; e < g.start[head + 1]; e++) out.push(`${g.from[e]}→${head} ${g.weight[e]}`);
  }
  return out.sort();
}

describe('withoutShortcutEdges', () => {
  it('drops an edge a strictly shorter two-edge path beats, keeps ties and everything else', () => {
    // 0→1→2 takes 20 s: the 25 s edge 0→2 goes, the 20 s edge 3→2 (tie through 3→1→2) stays.
    const pruned = withoutShortcutEdges(
      4,
      graph(4, [
        [0, 1, 10],
        [1, 2, 10],
        [0, 2, 25],
        [3, 1, 10],
        [3, 2, 20],
      ]),
    );
    expect(edgesOf(pruned)).toEqual(['0→1 10', '1→2 10', '3→1 10', '3→2 20']);
  });

  it('keeps a replacement path whose own edges are shortcuts of shorter ones', () => {
    // 0→2 (30) is beaten by 0→1→2 (25); 0→1 (15) is itself beaten by 0→3→1 (10): 0→3→1→2 (20) remains.
    const pruned = withoutShortcutEdges(
      4,
      graph(4, [
        [0, 2, 30],
        [0, 1, 15],
        [1, 2, 10],
        [0, 3, 5],
        [3, 1, 5],
      ]),
    );
    expect(edgesOf(pruned)).toEqual(['0→3 5', '1→2 10', '3→1 5']);
  });
});
