import type { Hono } from 'hono';
import { CollectionResponse, NETWORK_COLLECTIONS } from '../../contract/collections.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import {
  areaDetail,
  findArea,
  findRoute,
  findStop,
  lineSummary,
  requireNetwork,
  stopDetail,
} from './transit-presenters.ts';

export function registerCollections(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/core/v3/{collection}/{id}',
    tag: 'collections',
    summary: `One item keyed by its collection (${NETWORK_COLLECTIONS.join(', ')}); other collections (bike parks, …) are not in this network`,
    response: CollectionResponse,
    errors: { 404: 'Collection not in this network, or unknown id' },
  });
  app.get('/core/v3/:collection/:id', (c) => {
    const network = requireNetwork(deps);
    const { collection, id } = c.req.param();
    if (collection === 'stopAreas') return c.json({ stopAreas: [areaDetail(network, findArea(network, id))] });
    if (collection === 'stopPoints') return c.json({ stopPoints: [stopDetail(network, findStop(network, id))] });
    if (collection === 'lines') return c.json({ lines: [lineSummary(network, findRoute(network, id))] });
    throw new ApiError(
      404,
      'unknown_collection',
      `This network has no collection "${collection}" (it has ${NETWORK_COLLECTIONS.join(', ')})`,
    );
  });
}
