import { z } from 'zod';
import { LineSummary } from './lines.ts';
import { PointDetail } from './proximity.ts';

/** GET /core/v3/{collection}/{id}: one item keyed by its collection, for the collections the network has. */
export const NETWORK_COLLECTIONS = ['stopAreas', 'stopPoints', 'lines'] as const;

export const CollectionResponse = z.object({
  stopAreas: z.array(PointDetail).optional(),
  stopPoints: z.array(PointDetail).optional(),
  lines: z.array(LineSummary).optional(),
});
export type CollectionResponse = z.infer<typeof CollectionResponse>;
