import { z } from 'zod';

/** Every failing API call answers this body, with the matching HTTP status (spec rule "errors are values at the edges"). */
export const ApiErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
