import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ApiErrorBody } from '../../contract/error.ts';

/** Thrown anywhere in a handler; the app's error handler turns it into `{ error: { code, message } }`. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  /** Seconds for a Retry-After header (429, 503). */
  readonly retryAfterS?: number;
  constructor(status: ContentfulStatusCode, code: string, message: string, retryAfterS?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterS = retryAfterS;
  }
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function sendError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}

/** A readable one-line summary of a zod failure: "search: Required; userLatLon: Invalid". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
