import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from './app.ts';
import { SchemaComponents } from './openapi-schemas.ts';
import { documentRoute, openApiText } from './openapi.ts';

/**
 * /openapi.json is a document other tools can use: it passes a maintained OpenAPI 3.1 validator (swagger-parser), its
 * references all point into components/schemas, and a typed client generated from it (openapi-typescript +
 * openapi-fetch) compiles. The generator is also tried on schemas the contract does not have yet.
 */

async function served() {
  const response = await createApp({}).request('/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as {
    paths: Record<string, Record<string, any>>;
    components: { schemas: Record<string, any> };
  };
}

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refs(item, found);
    }
  }
  return found;
}

describe('the served OpenAPI document', () => {
  it('passes swagger-parser, with every reference resolving into components/schemas', async () => {
    const doc = await served();
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z0-9._-]+$/);
      expect(doc.components.schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
    expect(JSON.stringify(doc)).not.toContain('$defs');
  });

  it('names the recursive CMS menu item and the error body once, under components', async () => {
    const doc = await served();
    const item = doc.components.schemas.WpMenuItem;
    expect(item.properties.child_items.items).toEqual({ $ref: '#/components/schemas/WpMenuItem' });
    const menu = doc.paths['/wp-json/menus/v1/menus/{slug}'].get.responses[200].content['application/json'].schema;
    expect(menu.properties.items.items).toEqual({ $ref: '#/components/schemas/WpMenuItem' });
    expect(doc.paths['/store/cart'].get.responses[400].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(doc.paths['/auth/signin'].post.responses[415]).toBeDefined();
  });

  it('rejects what the old generator served: a response referring to #/$defs of its own', async () => {
    const doc = await served();
    const broken = structuredClone(doc);
    broken.paths['/wp-json/menus/v1/menus/{slug}'].get.responses[200].content['application/json'].schema = {
      type: 'array',
      items: { $ref: '#/$defs/__schema0' },
      $defs: {
        __schema0: {
          type: 'object',
          properties: { child_items: { type: 'array', items: { $ref: '#/$defs/__schema0' } } },
        },
      },
    };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('generates a typed client that compiles, and whose types catch a wrong call', async () => {
    const doc = await served();
    const types = astToString(await openapiTS(structuredClone(doc) as never));
    // Inside node_modules so the client resolves openapi-fetch like project code does; removed afterwards.
    const dir = join(process.cwd(), 'node_modules', '.cache', `openapi-client-${process.pid}`);
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(join(dir, 'bff.d.ts'), types);
      const client = (body: string) => `import createClient from 'openapi-fetch';
import type { paths, components } from './bff.d.ts';
const bff = createClient<paths>({ baseUrl: 'http://127.0.0.1/bff' });
type MenuItem = components['schemas']['WpMenuItem'];
export async function titles(): Promise<string[]> {
  const { data, error } = await bff.GET('/wp-json/menus/v1/menus/{slug}', { params: { path: { slug: 'menu-primaire-header' } } });
  if (error) return [error.error.message];
  const walk = (items: MenuItem[]): string[] => items.flatMap((item) => [item.title, ...walk(item.child_items ?? [])]);
  return walk(data.items);
}
export async function cartTotal(email: string): Promise<number> {
  const { data } = await bff.GET('/store/cart', { params: { query: { email } } });
  return data?.totalAmountIncludingTaxes ?? 0;
}
${body}
`;
      const compile = async (body: string) => {
        await writeFile(join(dir, 'client.ts'), client(body));
        const program = ts.createProgram([join(dir, 'client.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: [],
        });
        return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      };
      expect(await compile('')).toEqual([]);
      // The types are real: a body missing its required fields does not compile.
      const wrong = await compile(`export const bad = () => bff.POST('/auth/signin', { body: { email: 'a@b.org' } });`);
      expect(wrong.join('\n')).toContain('password');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Component bodies, read loosely (the tests know their shape). */
const schemasOf = (components: SchemaComponents) => components.schemas as Record<string, any>;

describe('SchemaComponents (schemas an engineer may add)', () => {
  interface Tree {
    label: string;
    children: Tree[];
  }
  const Tree: z.ZodType<Tree> = z.lazy(() => z.object({ label: z.string(), children: z.array(Tree) }));

  it('moves an unnamed recursive part to components, once for equal parts', () => {
    const components = new SchemaComponents();
    const first = components.convert(z.object({ trees: z.array(Tree) }), 'output', 'GetTrees');
    const second = components.convert(z.object({ trees: z.array(Tree) }), 'output', 'GetTrees');
    expect(first).toEqual(second);
    expect(Object.keys(components.schemas)).toEqual(['GetTreesPart0']);
    expect(schemasOf(components).GetTreesPart0.properties.children.items).toEqual({
      $ref: '#/components/schemas/GetTreesPart0',
    });
  });

  it('turns a schema recursing into itself (a reference to #) into a component', () => {
    const components = new SchemaComponents();
    expect(components.convert(Tree, 'output', 'GetTree')).toEqual({ $ref: '#/components/schemas/GetTree' });
    expect(schemasOf(components).GetTree.properties.children.items).toEqual({ $ref: '#/components/schemas/GetTree' });
  });

  it('keeps a .meta id as the name, and gives the input reading its own name when it differs', () => {
    const Named = z.object({ size: z.number().default(1) }).meta({ id: 'SizedThing' });
    const components = new SchemaComponents();
    expect((components.convert(z.object({ thing: Named }), 'output', 'A') as any).properties).toEqual({
      thing: { $ref: '#/components/schemas/SizedThing' },
    });
    expect((components.convert(z.object({ thing: Named }), 'input', 'B') as any).properties).toEqual({
      thing: { $ref: '#/components/schemas/SizedThingInput' },
    });
    expect(schemasOf(components).SizedThing.required).toEqual(['size']);
    expect(schemasOf(components).SizedThingInput.required).toBeUndefined();
  });

  it('renames a clashing part and the parts that refer to it', () => {
    const components = new SchemaComponents();
    const leaf = (kind: string) => z.object({ kind: z.literal(kind) }).meta({ id: 'Leaf' });
    components.convert(leaf('a'), 'output', 'A');
    const answer: any = components.convert(z.object({ leaf: leaf('b') }), 'output', 'B');
    expect(answer.properties).toEqual({ leaf: { $ref: '#/components/schemas/Leaf2' } });
    expect(schemasOf(components).Leaf.properties.kind.const).toBe('a');
    expect(schemasOf(components).Leaf2.properties.kind.const).toBe('b');
  });
});

describe('the document is built once (session 7 audit: ~15 ms of the main thread per request)', () => {
  it('serves the same text again, and a newly documented route builds it anew', async () => {
    const app = createApp({});
    const first = await (await app.request('/openapi.json')).text();
    expect(await (await app.request('/openapi.json')).text()).toBe(first);
    expect(openApiText()).toBe(openApiText());
    documentRoute({
      method: 'get',
      path: '/test-only/cache-check',
      tag: 'test',
      summary: 'A route documented after the first request',
    });
    expect(await (await app.request('/openapi.json')).text()).toContain('/test-only/cache-check');
  });
});
