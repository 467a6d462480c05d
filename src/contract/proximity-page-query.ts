import { z } from 'zod';

/**
 * Query of the nearby screen `/{lang}/proximity` (the spec's external-proximity entry for partner links): a centre as
 * `lat` and `lon`, or a stop's `id`. Anything malformed is refused here and the page says so in one line.
 */
const coordinate = (name: string, limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${name}: expected a decimal number`)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, `${name}: out of range`);

export const ProximityPageQuery = z
  .object({
    lat: coordinate('lat', 90).optional(),
    lon: coordinate('lon', 180).optional(),
    id: z.string().regex(/^[\w.:,|@~+-]{1,200}$/, 'id: not a place id').optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), 'lat and lon go together');
export type ProximityPageQuery = z.infer<typeof ProximityPageQuery>;
