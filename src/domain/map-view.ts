/**
 * Web Mercator as maplibre-gl draws it (the world 512 px wide at zoom 0), so that a map drawn without the library
 * puts each point on the pixel the library will: where a point shows in a view, and the view `fitBounds` chooses.
 */

const WORLD_PX = 512;
const MAX_LATITUDE = 85.051129;

export interface LatLon {
  lat: number;
  lon: number;
}

export interface MapView {
  centre: LatLon;
  zoom: number;
}

/** A map's size and the padding its camera keeps (the view's centre is the middle of what the padding leaves). */
export interface MapFrame {
  width: number;
  height: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

function worldPoint({ lat, lon }: LatLon): { x: number; y: number } {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: (WORLD_PX * (lon + 180)) / 360,
    y: WORLD_PX * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

function fromWorld(x: number, y: number): LatLon {
  const mercator = Math.PI - (2 * Math.PI * y) / WORLD_PX;
  return { lon: (x / WORLD_PX) * 360 - 180, lat: (Math.atan(Math.sinh(mercator)) * 180) / Math.PI };
}

/** The pixel (from the map's top left) where `point` is drawn in `view`. */
export function projectInView(view: MapView, frame: MapFrame, point: LatLon): { x: number; y: number } {
  const scale = 2 ** view.zoom;
  const centre = worldPoint(view.centre);
  const at = worldPoint(point);
  return {
    x: frame.left + (frame.width - frame.left - frame.right) / 2 + (at.x - centre.x) * scale,
    y: frame.top + (frame.height - frame.top - frame.bottom) / 2 + (at.y - centre.y) * scale,
  };
}

/**
 * The view that shows every point inside the frame's padded part less `margin` on every side, never closer than
 * `maxZoom`: maplibre's fitBounds given that margin as its padding (the map adds its own padding to it).
 */
export function fitPoints(points: LatLon[], frame: MapFrame, margin: number, maxZoom: number): MapView {
  const world = points.map(worldPoint);
  const xs = world.map((point) => point.x);
  const ys = world.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    (frame.width - frame.left - frame.right - 2 * margin) / (maxX - minX),
    (frame.height - frame.top - frame.bottom - 2 * margin) / (maxY - minY),
  );
  return { centre: fromWorld((minX + maxX) / 2, (minY + maxY) / 2), zoom: Math.min(maxZoom, Math.log2(scale)) };
}
