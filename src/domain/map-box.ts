/** Map boxes [south, west, north, east] in degrees, for the points loader. */
export type Box = [number, number, number, number];

/** The box grown by `fraction` of its height and width on every side (the loader's padding). */
export function padBox([south, west, north, east]: Box, fraction: number): Box {
  const dLat = (north - south) * fraction;
  const dLon = (east - west) * fraction;
  return [
    Math.max(-90, south - dLat),
    Math.max(-180, west - dLon),
    Math.min(90, north + dLat),
    Math.min(180, east + dLon),
  ];
}

export function boxContains(outer: Box, inner: Box): boolean {
  return inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
}

/** Diagonal in metres (equirectangular, exact enough at city scale). */
export function boxDiagonalMetres([south, west, north, east]: Box): number {
  const rad = Math.PI / 180;
  const x = (east - west) * rad * Math.cos(((south + north) / 2) * rad);
  const y = (north - south) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

export function boxCentre([south, west, north, east]: Box): { lat: number; lon: number } {
  return { lat: (south + north) / 2, lon: (west + east) / 2 };
}

/**
 * The box's four corners as the points call wants them (spec section 7: `coord=lat,lng`, four map corners), clockwise
 * from south-west. Two opposite corners would describe the same box, but the contract names four.
 */
export function boxCorners([south, west, north, east]: Box): string[] {
  return [`${south},${west}`, `${north},${west}`, `${north},${east}`, `${south},${east}`];
}
