import type { TransitNetwork } from '../../network/model/types.ts';

/** Shape points per block: small enough to skip most of a long shape, large enough that the boxes stay few. */
export const SHAPE_BLOCK = 32;

const boxesByNetwork = new WeakMap<TransitNetwork, Map<number, Float64Array>>();

/**
 * The bounding box of each run of SHAPE_BLOCK consecutive points of a shape, from its first point: minLat, maxLat,
 * minLon, maxLon per block. Built on first use per shape (a planner thread cuts the shapes of the lines it rides).
 */
export function shapeBoxes(network: TransitNetwork, shape: number): Float64Array {
  let byShape = boxesByNetwork.get(network);
  if (!byShape) boxesByNetwork.set(network, (byShape = new Map()));
  let boxes = byShape.get(shape);
  if (!boxes) {
    const { start, lat, lon } = network.shapes;
    const from = start[shape];
    const to = start[shape + 1];
    boxes = new Float64Array(Math.ceil((to - from) / SHAPE_BLOCK) * 4);
    for (let block = 0; block * 4 < boxes.length; block++) {
      let minLat = Infinity;
      let maxLat = -Infinity;
      let minLon = Infinity;
      let maxLon = -Infinity;
      for (let i = from + block * SHAPE_BLOCK; i < Math.min(to, from + (block + 1) * SHAPE_BLOCK); i++) {
        minLat = Math.min(minLat, lat[i]);
        maxLat = Math.max(maxLat, lat[i]);
        minLon = Math.min(minLon, lon[i]);
        maxLon = Math.max(maxLon, lon[i]);
      }
      boxes.set([minLat, maxLat, minLon, maxLon], block * 4);
    }
    byShape.set(shape, boxes);
  }
  return boxes;
}
