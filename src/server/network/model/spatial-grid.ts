import type { SpatialGrid } from './types.ts';

/** Buckets points into a uniform lat/lon grid (CSR over row-major cells). */
export function buildSpatialGrid(lat: ArrayLike<number>, lon: ArrayLike<number>, cellDegrees = 0.01): SpatialGrid {
  const n = lat.length;
  let minLat = Infinity;
  let minLon = Infinity;
  let maxLat = -Infinity;
  let maxLon = -Infinity;
  for (let i = 0; i < n; i++) {
    minLat = Math.min(minLat, lat[i]);
    maxLat = Math.max(maxLat, lat[i]);
    minLon = Math.min(minLon, lon[i]);
    maxLon = Math.max(maxLon, lon[i]);
  }
  if (n === 0) [minLat, maxLat, minLon, maxLon] = [0, 0, 0, 0];
  const rows = Math.floor((maxLat - minLat) / cellDegrees) + 1;
  const cols = Math.floor((maxLon - minLon) / cellDegrees) + 1;
  const cellOf = (i: number) =>
    Math.floor((lat[i] - minLat) / cellDegrees) * cols + Math.floor((lon[i] - minLon) / cellDegrees);
  const start = new Uint32Array(rows * cols + 1);
  for (let i = 0; i < n; i++) start[cellOf(i) + 1]++;
  for (let c = 0; c < rows * cols; c++) start[c + 1] += start[c];
  const fill = start.slice(0, rows * cols);
  const items = new Uint32Array(n);
  for (let i = 0; i < n; i++) items[fill[cellOf(i)]++] = i;
  return { minLat, minLon, cellDegrees, rows, cols, start, items };
}

/** Calls `visit` for every item in the cells overlapping the box (a superset: the caller filters exact bounds). */
export function forEachInBox(
  grid: SpatialGrid,
  south: number,
  west: number,
  north: number,
  east: number,
  visit: (item: number) => void,
): void {
  const clampRow = (v: number) => Math.min(grid.rows - 1, Math.max(0, v));
  const clampCol = (v: number) => Math.min(grid.cols - 1, Math.max(0, v));
  if (north < grid.minLat || east < grid.minLon) return;
  if (south > grid.minLat + grid.rows * grid.cellDegrees || west > grid.minLon + grid.cols * grid.cellDegrees) return;
  const r0 = clampRow(Math.floor((south - grid.minLat) / grid.cellDegrees));
  const r1 = clampRow(Math.floor((north - grid.minLat) / grid.cellDegrees));
  const c0 = clampCol(Math.floor((west - grid.minLon) / grid.cellDegrees));
  const c1 = clampCol(Math.floor((east - grid.minLon) / grid.cellDegrees));
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const cell = r * grid.cols + c;
      for (let k = grid.start[cell]; k < grid.start[cell + 1]; k++) visit(grid.items[k]);
    }
  }
}
