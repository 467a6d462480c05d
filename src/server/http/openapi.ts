import type { Hono } from 'hono';
import { z, type ZodObject, type ZodType } from 'zod';
import { ApiErrorBody } from '../../contract/error.ts';

/**
 * The OpenAPI 3.1 document served at /openapi.json (so /bff/openapi.json on the site), generated from the contract's
 * zod schemas. Each resource module documents its routes with `documentRoute()` when it registers them; any engineer's
 * module can do the same. Paths use OpenAPI's `{param}` form.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  summary: string;
  tag: string;
  query?: ZodObject;
  body?: ZodType;
  response?: ZodType;
  /** Extra statuses with their meaning, e.g. { 404: 'Unknown stop point' }; 400 is always listed. */
  errors?: Record<number, string>;
}

/** Static route descriptions (the same for every app instance): keyed by method and path, so registering twice is harmless. */
const documented = new Map<string, RouteDoc>();

export function documentRoute(doc: RouteDoc): void {
  documented.set(`${doc.method} ${doc.path}`, doc);
}

const jsonSchema = (schema: ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

function operation(doc: RouteDoc) {
  const pathParams = [...doc.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const queryParams = doc.query
    ? Object.entries(doc.query.shape).map(([name, schema]) => {
        const field = schema as ZodType;
        const { $schema: _ignored, ...fieldSchema } = jsonSchema(field, 'input');
        return { name, in: 'query', required: !field.safeParse(undefined).success, schema: fieldSchema, description: field.description };
      })
    : [];
  const errorSchema = { 'application/json': { schema: jsonSchema(ApiErrorBody, 'output') } };
  const responses: Record<string, unknown> = {
    200: { description: 'OK', content: doc.response ? { 'application/json': { schema: jsonSchema(doc.response, 'output') } } : undefined },
    400: { description: 'Invalid request', content: errorSchema },
  };
  for (const [status, description] of Object.entries(doc.errors ?? {})) responses[status] = { description, content: errorSchema };
  return {
    summary: doc.summary,
    tags: [doc.tag],
    parameters: [...pathParams, ...queryParams],
    requestBody: doc.body ? { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } } } : undefined,
    responses,
  };
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of [...documented.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[doc.path] ??= {};
    paths[doc.path][doc.method] = operation(doc);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Transit traveller BFF', version: '1.0.0', description: 'Embedded transit backend (GTFS network, journeys, accounts).' },
    paths,
  };
}

export function registerOpenApi(app: Hono): void {
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
}
