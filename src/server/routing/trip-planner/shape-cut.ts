import type { TransitNetwork } from '../../network/model/types.ts';
import { SHAPE_BLOCK, shapeBoxes } from './shape-blocks.ts';

/**
 * The part of a trip's shape between its first and last given stop: each stop is matched, in order, to the nearest
 * shape point at or after the previous match (so loops are followed the right way). Null without a shape.
 */
export function cutShape(network: TransitNetwork, shape: number, stops: [number, number][]): [number, number][] | null {
  if (shape < 0 || stops.length < 2) return null;
  const { start, lat, lon } = network.shapes;
  const from = start[shape];
  const to = start[shape + 1];
  if (to - from < 2) return null;
  const scale = Math.cos((stops[0][0] * Math.PI) / 180);
  const boxes = shapeBoxes(network, shape);
  // The nearest point at or after `after`, first one on ties. A block whose box is farther than the best point so far
  // holds no nearer point (each step of the distance below is monotonic in the coordinates, so the box's distance is
  // at most any of its points' as computed), and is skipped: the answer is the full scan's, at a fraction of its cost.
  const nearest = (point: [number, number], after: number) => {
    let best = after;
    let bestDistance = Infinity;
    let i = after;
    while (i < to) {
      const block = Math.floor((i - from) / SHAPE_BLOCK);
      const blockEnd = Math.min(to, from + (block + 1) * SHAPE_BLOCK);
      const b = block * 4;
      const dy = point[0] < boxes[b] ? boxes[b] - point[0] : point[0] > boxes[b + 1] ? boxes[b + 1] - point[0] : 0;
      const dx =
        point[1] < boxes[b + 2]
          ? (boxes[b + 2] - point[1]) * scale
          : point[1] > boxes[b + 3]
            ? (boxes[b + 3] - point[1]) * scale
            : 0;
      if (dx * dx + dy * dy > bestDistance) {
        i = blockEnd;
        continue;
      }
      for (; i < blockEnd; i++) {
        const dx = (lon[i] - point[1]) * scale;
        const dy = lat[i] - point[0];
        const distance = dx * dx + dy * dy;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = i;
        }
      }
    }
    return best;
  };
  let index = from;
  let first = -1;
  for (const stop of stops) {
    index = nearest(stop, index);
    if (first < 0) first = index;
  }
  const geometry: [number, number][] = [stops[0]];
  let previous = stops[0];
  for (let i = first; i <= index; i++) {
    // Shape points are float32: printed whole they take 17 digits ("40.767234802246094") for 7 that mean anything,
    // which made the geometry most of a journey answer. Six decimals (0.1 m) is what the GTFS gives; a point equal
    // to the one before adds nothing to the line.
    const point: [number, number] = [roundCoordinate(lat[i]), roundCoordinate(lon[i])];
    if (point[0] === previous[0] && point[1] === previous[1]) continue;
    geometry.push(point);
    previous = point;
  }
  const last = stops[stops.length - 1];
  // A line keeps two points at least.
  if (geometry.length < 2 || last[0] !== previous[0] || last[1] !== previous[1]) geometry.push(last);
  return geometry;
}

function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
