import type { Hono } from 'hono';
import {
  PointDetail,
  ProximityPointsQuery,
  ProximityPointsResponse,
  StopAreaListResponse,
  ZoomRulesResponse,
  type ZoomRule,
} from '../../contract/proximity.ts';
import { distanceMetres } from '../network/model/geo.ts';
import { areasInBox } from '../network/boards/nearby.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { documentRoute } from './openapi.ts';
import {
  areaDetail,
  findArea,
  findStop,
  modesOf,
  parseQuery,
  requireNetwork,
  stopDetail,
} from './transit-presenters.ts';

/**
 * A box whose diagonal exceeds this is refused: the map must zoom in before asking for points. 60 km holds a phone or
 * desktop map at the zoom where stations start to show (zoom 11.5); the answer stays bounded by MAX_POINTS.
 */
export const MAX_BOX_DIAGONAL_M = 60_000;
export const MAX_POINTS = 1500;

const HEAVY_MODES = new Set(['metro', 'rail', 'tram', 'monorail', 'ferry']);

/**
 * Zoom percentages (0 whole world … 100 street level; percent = ceil(zoom / 21 × 100)) at which each kind of point
 * shows, as a small then a full marker. Stations from zoom 11.5 (small) and 13 (full); bus stops from zoom 14 (small,
 * 67 %) and 16 (full, 77 %), as Digitransit and MOTIS show them (they showed from zoom 16.8 before).
 */
export const ZOOM_RULES: ZoomRule[] = [
  {
    type: 'stopArea',
    modes: ['metro', 'rail', 'tram', 'monorail', 'ferry'],
    small: { min: 55, max: 61 },
    full: { min: 62, max: 100 },
  },
  { type: 'stopArea', modes: ['bus', 'trolleybus', 'coach'], small: { min: 67, max: 76 }, full: { min: 77, max: 100 } },
  { type: 'stopArea', small: { min: 67, max: 76 }, full: { min: 77, max: 100 } },
];

/**
 * The list of served stop areas, as JSON text, once per network: ~1 MB for NYC, ~10 ms of the main thread to build,
 * and public (session 7 audit: it was rebuilt on every request).
 */
const stopAreaLists = new WeakMap<TransitNetwork, string>();

export function stopAreaListText(network: TransitNetwork): string {
  let text = stopAreaLists.get(network);
  if (text === undefined) {
    const { stopAreas, lookup } = network;
    const list: StopAreaListResponse['stopAreas'] = [];
    for (let a = 0; a < stopAreas.count; a++) {
      if (lookup.areaRoutes[a].length === 0) continue;
      list.push({
        id: stopAreas.ids[a],
        name: stopAreas.names[a],
        lat: stopAreas.lat[a],
        lon: stopAreas.lon[a],
        modes: modesOf(network, lookup.areaRoutes[a]),
      });
    }
    text = JSON.stringify({ stopAreas: list } satisfies StopAreaListResponse);
    stopAreaLists.set(network, text);
  }
  return text;
}

export function registerProximity(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/proximity/points',
    tag: 'proximity',
    summary: `Stop areas inside the map box given by its corners (coord=lat,lng repeated); at most ${MAX_POINTS}, the most important first`,
    query: ProximityPointsQuery,
    response: ProximityPointsResponse,
    errors: {
      400: `Missing or malformed corners, or a box wider than ${MAX_BOX_DIAGONAL_M / 1000} km (code box_too_large)`,
    },
  });
  app.get('/api/v1/proximity/points', (c) => {
    const network = requireNetwork(deps);
    const { coord } = parseQuery(c, ProximityPointsQuery, ['coord']);
    const lats = coord.map(([lat]) => lat);
    const lons = coord.map(([, lon]) => lon);
    const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
    const diagonal = distanceMetres(south, west, north, east);
    if (diagonal > MAX_BOX_DIAGONAL_M) {
      throw new ApiError(
        400,
        'box_too_large',
        `The box is ${(diagonal / 1000).toFixed(1)} km across; zoom in below ${MAX_BOX_DIAGONAL_M / 1000} km`,
      );
    }
    const { stopAreas, lookup } = network;
    let areas = areasInBox(network, south, west, north, east);
    const truncated = areas.length > MAX_POINTS;
    // Stations first (they show at lower zooms, where a box holds thousands of bus stops), then the busiest stops.
    const rank = (a: number) =>
      (modesOf(network, lookup.areaRoutes[a]).some((mode) => HEAVY_MODES.has(mode)) ? 1000 : 0) +
      lookup.areaRoutes[a].length;
    if (truncated) areas = areas.sort((a, b) => rank(b) - rank(a)).slice(0, MAX_POINTS);
    const points = areas.map((a) => {
      const modes = modesOf(network, lookup.areaRoutes[a]);
      return {
        id: stopAreas.ids[a],
        name: stopAreas.names[a],
        lat: stopAreas.lat[a],
        lon: stopAreas.lon[a],
        modes,
        type: 'stopArea' as const,
        markerRange: modes.some((mode) => HEAVY_MODES.has(mode)) ? ('full' as const) : ('small' as const),
      };
    });
    return c.json({ points, truncated, zoomRules: ZOOM_RULES } satisfies ProximityPointsResponse);
  });

  documentRoute({
    method: 'get',
    path: '/api/v1/proximity/zoomRules',
    tag: 'proximity',
    summary: 'Zoom rules of the map points',
    response: ZoomRulesResponse,
  });
  app.get('/api/v1/proximity/zoomRules', (c) => c.json({ zoomRules: ZOOM_RULES }));

  documentRoute({
    method: 'get',
    path: '/api/v1/proximity/stopAreas',
    tag: 'proximity',
    summary: 'Every served stop area (id, name, position, modes): the stop pages a sitemap lists',
    response: StopAreaListResponse,
  });
  app.get('/api/v1/proximity/stopAreas', (c) =>
    c.body(stopAreaListText(requireNetwork(deps)), 200, { 'Content-Type': 'application/json' }),
  );

  documentRoute({
    method: 'get',
    path: '/api/v1/proximity/points/{type}/{id}',
    tag: 'proximity',
    summary: 'Details of a point: name, lines with colors, stop points (type stopArea or stopPoint)',
    response: PointDetail,
    errors: { 404: 'Unknown type or id' },
  });
  app.get('/api/v1/proximity/points/:type/:id', (c) => {
    const network = requireNetwork(deps);
    const { type, id } = c.req.param();
    if (type === 'stopArea' || type === 'stopAreas') return c.json(areaDetail(network, findArea(network, id)));
    if (type === 'stopPoint' || type === 'stopPoints') return c.json(stopDetail(network, findStop(network, id)));
    throw new ApiError(404, 'unknown_point_type', `Unknown point type: ${type} (expected stopArea or stopPoint)`);
  });

  documentRoute({
    method: 'get',
    path: '/api/proximity/v2/stopAreas/{id}',
    tag: 'proximity',
    summary: 'A stop area with its lines and stop points',
    response: PointDetail,
    errors: { 404: 'Unknown stop area' },
  });
  app.get('/api/proximity/v2/stopAreas/:id', (c) => {
    const network = requireNetwork(deps);
    return c.json(areaDetail(network, findArea(network, c.req.param('id'))));
  });
}
