import { z } from 'zod';
import { CENTRE_NAME_MAX_LENGTH } from '../domain/nearby-centre.ts';
import { PLACE_QUERY_MAX_LENGTH } from '../domain/place-query.ts';

/**
 * Query of the nearby screen `/{lang}/proximity` (the spec's external-proximity entry for partner links): a centre as
 * `lat` and `lon` (with the place's `name` when it has one), or a stop's `id`; or `q`, what was typed in the place box
 * of the form sent without JavaScript. Anything malformed is refused here and the page says so in one line.
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
    id: z
      .string()
      .regex(/^[\w.:,|@~+-]{1,200}$/, 'id: not a place id')
      .optional(),
    name: z
      .string()
      .trim()
      .min(1)
      .max(CENTRE_NAME_MAX_LENGTH)
      .regex(/^[^\p{Cc}]*$/u, 'name: control characters')
      .optional(),
    q: z.string().max(PLACE_QUERY_MAX_LENGTH).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), 'lat and lon go together');
export type ProximityPageQuery = z.infer<typeof ProximityPageQuery>;
