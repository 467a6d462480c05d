import type { Hono } from 'hono';
import type { ZodObject, ZodType } from 'zod';
import { ApiErrorBody } from '../../contract/error.ts';
import { SchemaComponents } from './openapi-schemas.ts';

/**
 * The OpenAPI 3.1 document served at /openapi.json (so /bff/openapi.json on the site), generated from the contract's
 * zod schemas. Each resource module documents its routes with `documentRoute()` when it registers them; any engineer's
 * module can do the same. Paths use OpenAPI's `{param}` form. Named and recursive schemas go under
 * components/schemas (openapi-schemas.ts); openapi.test.ts validates the document and compiles a client generated from it.
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

/** The served document's text, built on the first request after the routes last changed (they change at start only). */
let servedText: string | null = null;

export function documentRoute(doc: RouteDoc): void {
  const key = `${doc.method} ${doc.path}`;
  if (documented.get(key) !== doc) servedText = null;
  documented.set(key, doc);
}

/** `get /wp-json/menus/v1/menus/{slug}` → `GetWpJsonMenusV1MenusBySlug`: the operation's id and its schemas' name stem. */
function operationName(doc: RouteDoc): string {
  const words = [doc.method, ...doc.path.split('/').map((segment) => segment.replace(/^\{(\w+)\}$/, 'by-$1'))];
  return words
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function operation(doc: RouteDoc, components: SchemaComponents, errorSchema: unknown) {
  const name = operationName(doc);
  const pathParams = [...doc.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => ({
    name: param,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParams = doc.query
    ? Object.entries(doc.query.shape).map(([param, schema]) => {
        const field = schema as ZodType;
        const fieldName = `${name}Query${param.charAt(0).toUpperCase()}${param.slice(1)}`;
        return {
          name: param,
          in: 'query',
          required: !field.safeParse(undefined).success,
          schema: components.convert(field, 'input', fieldName),
          description: field.description,
        };
      })
    : [];
  const errorContent = { 'application/json': { schema: errorSchema } };
  const responses: Record<string, unknown> = {
    200: {
      description: 'OK',
      content: doc.response
        ? { 'application/json': { schema: components.convert(doc.response, 'output', `${name}Response`) } }
        : undefined,
    },
    400: { description: 'Invalid request', content: errorContent },
  };
  if (doc.body)
    responses[415] = { description: 'Body not sent as Content-Type: application/json', content: errorContent };
  for (const [status, description] of Object.entries(doc.errors ?? {}))
    responses[status] = { description, content: errorContent };
  return {
    operationId: name.charAt(0).toLowerCase() + name.slice(1),
    summary: doc.summary,
    tags: [doc.tag],
    parameters: [...pathParams, ...queryParams],
    requestBody: doc.body
      ? {
          required: true,
          content: { 'application/json': { schema: components.convert(doc.body, 'input', `${name}Body`) } },
        }
      : undefined,
    responses,
  };
}

export function openApiDocument(): Record<string, unknown> {
  const components = new SchemaComponents();
  const errorSchema = components.convert(ApiErrorBody, 'output', 'ApiError');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of [...documented.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[doc.path] ??= {};
    paths[doc.path][doc.method] = operation(doc, components, errorSchema);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Transit traveller BFF',
      version: '1.0.0',
      description:
        'Embedded transit backend (GTFS network, journeys, accounts). Send request bodies with Content-Type: application/json.',
    },
    paths,
    components: { schemas: components.schemas },
  };
}

/**
 * Built once: converting every contract schema takes ~15 ms of the main thread, and anyone may ask for the document as
 * often as they like (session 7 audit: it was rebuilt on every request).
 */
export function openApiText(): string {
  servedText ??= JSON.stringify(openApiDocument());
  return servedText;
}

export function registerOpenApi(app: Hono): void {
  app.get('/openapi.json', (c) => c.body(openApiText(), 200, { 'Content-Type': 'application/json' }));
}
